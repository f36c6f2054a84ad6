import { QUERY_ID_MAX_AGE_MS, QUERY_ID_PATTERN } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../../test/test-app';
import { QueryIdSigner } from './query-id';

/** The system settings table as `getOrInsertSetting` sees it: the first value stored wins. */
function settings() {
  const stored = new Map<string, string>();
  return {
    getOrInsertSetting: (key: string, value: string) => {
      if (!stored.has(key)) stored.set(key, value);
      return Promise.resolve(stored.get(key) ?? value);
    },
  };
}

describe('QueryIdSigner', () => {
  it('issues distinct ids of the contract shape that only their shop can use', () => {
    const ids = new QueryIdSigner({ now: testClock(1_800_000_000_000) });
    const issued = Array.from({ length: 1000 }, () => ids.issue('s1'));
    expect(issued.every((id) => QUERY_ID_PATTERN.test(id))).toBe(true);
    expect(new Set(issued).size).toBe(1000);
    expect(ids.verify(issued[0] ?? '', 's1')).toBe(true);
    expect(ids.verify(issued[0] ?? '', 's2')).toBe(false);
  });

  it('refuses forged ids, and ids whose second or signature was changed', () => {
    const ids = new QueryIdSigner({ now: testClock(1_800_000_000_000) });
    const id = ids.issue('s1');
    const flip = (at: number) => id.slice(0, at) + (id[at] === '0' ? '1' : '0') + id.slice(at + 1);
    expect(ids.verify('a'.repeat(32), 's1')).toBe(false);
    expect(ids.verify(flip(7), 's1')).toBe(false);
    expect(ids.verify(flip(31), 's1')).toBe(false);
    expect(ids.verify('not-hex', 's1')).toBe(false);
  });

  it('vouches for an id for a day after its search', () => {
    const clock = testClock(1_800_000_000_000);
    const ids = new QueryIdSigner({ now: clock });
    const id = ids.issue('s1');
    clock.advance(QUERY_ID_MAX_AGE_MS);
    expect(ids.verify(id, 's1')).toBe(true);
    clock.advance(1000);
    expect(ids.verify(id, 's1')).toBe(false);
  });

  it('shares its secret through the settings, so every process accepts the others’ ids', async () => {
    const system = settings();
    const now = testClock(1_800_000_000_000);
    const first = new QueryIdSigner({ system, now });
    const second = new QueryIdSigner({ system, now });
    const alone = new QueryIdSigner({ now });
    await Promise.all([first.load(), second.load(), alone.load()]);
    expect(second.verify(first.issue('s1'), 's1')).toBe(true);
    expect(alone.verify(first.issue('s1'), 's1')).toBe(false);
  });
});
