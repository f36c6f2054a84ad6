import { QUERY_ID_MAX_AGE_MS } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import {
  MEMORY_ENTRIES,
  MEMORY_MS,
  recallQueryId,
  rememberSearch,
  searchMemoryKey,
} from './search-memory';

/** A window whose localStorage is a Map, or throws on every call. */
function storage(blocked = false): Pick<Window, 'localStorage'> {
  const items = new Map<string, string>();
  const fail = () => {
    throw new Error('blocked');
  };
  const localStorage = {
    getItem: blocked ? fail : (key: string) => items.get(key) ?? null,
    setItem: blocked ? fail : (key: string, value: string) => void items.set(key, value),
  } as unknown as Storage;
  return { localStorage };
}

const id = (n: number) => n.toString(16).padStart(32, '0');

describe('search memory', () => {
  it('skips entries it did not write instead of throwing on the shop’s page', () => {
    const win = storage();
    win.localStorage.setItem(searchMemoryKey('k'), JSON.stringify([7, null, ['x', 'soon']]));
    expect(recallQueryId(win, 'k', ['p1'], 1_000)).toBeUndefined();
    rememberSearch(win, 'k', id(1), ['p1'], 1_000);
    expect(recallQueryId(win, 'k', ['p1'], 2_000)).toBe(id(1));
    expect(JSON.parse(win.localStorage.getItem(searchMemoryKey('k')) ?? '')).toEqual([
      [id(1), 1_000, 'p1'],
      ['x', 'soon'],
    ]);
  });

  it('keeps the events contract’s queryID lifetime', () => {
    expect(MEMORY_MS).toBe(QUERY_ID_MAX_AGE_MS);
  });

  it('answers the last search, and per product the newest search that showed or led to it', () => {
    const win = storage();
    rememberSearch(win, 'shop', id(1), ['A', 'B'], 1000);
    rememberSearch(win, 'shop', id(2), ['B', 'C'], 2000);
    expect(recallQueryId(win, 'shop', undefined, 3000)).toBe(id(2));
    expect(recallQueryId(win, 'shop', ['A'], 3000)).toBe(id(1));
    expect(recallQueryId(win, 'shop', ['B'], 3000)).toBe(id(2));
    expect(recallQueryId(win, 'shop', ['X', 'A'], 3000)).toBe(id(1));
    expect(recallQueryId(win, 'shop', ['X'], 3000)).toBeUndefined();
    // A click on A from the first search makes that search A's newest, and the last one.
    rememberSearch(win, 'shop', id(1), ['A'], 4000);
    expect(recallQueryId(win, 'shop', ['A'], 5000)).toBe(id(1));
    // One memory per shop.
    expect(recallQueryId(win, 'other', undefined, 5000)).toBeUndefined();
  });

  it('forgets searches past the queryID lifetime and keeps a bounded list', () => {
    const win = storage();
    rememberSearch(win, 'shop', id(1), ['A'], 0);
    expect(recallQueryId(win, 'shop', ['A'], MEMORY_MS - 1)).toBe(id(1));
    expect(recallQueryId(win, 'shop', ['A'], MEMORY_MS)).toBeUndefined();
    for (let n = 2; n < MEMORY_ENTRIES + 5; n += 1) rememberSearch(win, 'shop', id(n), ['B'], n);
    const stored = JSON.parse(
      win.localStorage.getItem(searchMemoryKey('shop')) ?? '[]',
    ) as unknown[];
    expect(stored).toHaveLength(MEMORY_ENTRIES);
    expect(recallQueryId(win, 'shop', ['A'], 10)).toBeUndefined();
  });

  it('never throws when storage is blocked or holds something else', () => {
    const blocked = storage(true);
    expect(() => rememberSearch(blocked, 'shop', id(1), ['A'])).not.toThrow();
    expect(recallQueryId(blocked, 'shop')).toBeUndefined();
    const odd = storage();
    odd.localStorage.setItem(searchMemoryKey('shop'), '{"not":"a list"');
    expect(recallQueryId(odd, 'shop')).toBeUndefined();
    odd.localStorage.setItem(searchMemoryKey('shop'), '[[1, 2, "A"]]');
    expect(recallQueryId(odd, 'shop', ['A'])).toBeUndefined();
  });
});
