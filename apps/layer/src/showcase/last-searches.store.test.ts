import { describe, expect, it } from 'vitest';
import { LAST_SEARCHES_MAX, lastSearchesStore, type SearchStorage } from './last-searches.store';

function memoryStorage(): SearchStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const failing: SearchStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('lastSearchesStore', () => {
  it('keeps searches newest first, once each whatever the case and spacing', () => {
    const store = lastSearchesStore('shop', '1W', memoryStorage());
    store.add('shoes');
    store.add('  red   dress ');
    expect(store.add('SHOES')).toEqual(['SHOES', 'red dress']);
    expect(store.add('   ')).toEqual(['SHOES', 'red dress']);
  });

  it('keeps at most the cap, dropping the oldest', () => {
    const store = lastSearchesStore('shop', '1W', memoryStorage());
    for (let i = 0; i < LAST_SEARCHES_MAX + 3; i++) store.add(`query ${i}`);
    const list = store.list();
    expect(list).toHaveLength(LAST_SEARCHES_MAX);
    expect(list[0]).toBe(`query ${LAST_SEARCHES_MAX + 2}`);
  });

  it('removes one search or all of them', () => {
    const storage = memoryStorage();
    const store = lastSearchesStore('shop', '1W', storage);
    store.add('a');
    store.add('b');
    expect(store.remove('A')).toEqual(['b']);
    expect(store.clear()).toEqual([]);
    expect(storage.data.size).toBe(0);
  });

  it('remembers across overlays of the same shop on the device, not of another shop', () => {
    const storage = memoryStorage();
    lastSearchesStore('shop', '1W', storage).add('boots');
    expect(lastSearchesStore('shop', '1W', storage).list()).toEqual(['boots']);
    expect(lastSearchesStore('other', '1W', storage).list()).toEqual([]);
  });

  it('forgets searches older than the retention the layout sets', () => {
    const storage = memoryStorage();
    let now = 0;
    const day = 24 * 60 * 60 * 1000;
    lastSearchesStore('shop', '1D', storage, () => now).add('old');
    now = 2 * day;
    expect(lastSearchesStore('shop', '1D', storage, () => now).list()).toEqual([]);
    expect(lastSearchesStore('shop', '1W', storage, () => now).list()).toEqual(['old']);
  });

  it('works in memory when the storage throws or is missing', () => {
    for (const storage of [failing, undefined]) {
      const store = lastSearchesStore('shop', '1W', storage);
      store.add('sandals');
      expect(store.list()).toEqual(['sandals']);
      expect(store.remove('sandals')).toEqual([]);
    }
  });

  it('ignores what another script wrote under its key', () => {
    const storage = memoryStorage();
    storage.setItem('trova:last-searches:shop', '{not json');
    expect(lastSearchesStore('shop', '1W', storage).list()).toEqual([]);
    storage.setItem(
      'trova:last-searches:shop',
      JSON.stringify([{ q: 1 }, { q: 'ok', at: Date.now() }]),
    );
    expect(lastSearchesStore('shop', '1W', storage).list()).toEqual(['ok']);
  });
});
