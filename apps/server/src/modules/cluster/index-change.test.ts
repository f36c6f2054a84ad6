import { describe, expect, it } from 'vitest';
import {
  coversVersions,
  decodeChange,
  deltaStep,
  encodeChange,
  type ChangeMessage,
  type IndexChange,
} from './index-change';
import { catalogueProduct as product } from '../../../test/catalogue-products';

const shop = { id: 'shop-1', key: 'k1' };

describe('index change notifications', () => {
  it('carries every kind of change and reads it back as it was', () => {
    const changes: IndexChange[] = [
      { kind: 'delta', shop, version: 7, upserts: [product('a')], deletes: ['b'] },
      { kind: 'full', shop, version: 8 },
      { kind: 'configuration', shop, revision: 3 },
      { kind: 'published', shop, published: false },
      { kind: 'learning', shop, version: 4 },
      { kind: 'forget', shop },
    ];
    for (const change of changes) {
      const message: ChangeMessage = { origin: 'host:1:abc', change };
      expect(decodeChange(encodeChange(message))).toEqual(message);
    }
  });

  it('sends a delta too large for NOTIFY as a reference to its recorded version', () => {
    const upserts = Array.from({ length: 200 }, (_, at) => product(`p${at}`, 'è'.repeat(40)));
    const message: ChangeMessage = {
      origin: 'p1',
      change: { kind: 'delta', shop, version: 12, upserts, deletes: [] },
    };
    const text = encodeChange(message);
    expect(Buffer.byteLength(text, 'utf8')).toBeLessThan(8000);
    expect(decodeChange(text)).toEqual({
      origin: 'p1',
      change: { kind: 'delta-ref', shop, version: 12 },
    });
    // Counted in bytes, not characters: the limit PostgreSQL applies.
    const small = encodeChange(message, 1_000_000);
    expect(decodeChange(small)?.change.kind).toBe('delta');
  });

  it('skips anything that is not a well-formed change', () => {
    const good = JSON.parse(
      encodeChange({ origin: 'p1', change: { kind: 'full', shop, version: 2 } }),
    ) as Record<string, unknown>;
    const bad = [
      'not json',
      '[]',
      JSON.stringify({ ...good, origin: 4 }),
      JSON.stringify({ origin: 'p1', change: { kind: 'rebalance', shop, version: 1 } }),
      JSON.stringify({ origin: 'p1', change: { kind: 'full', shop, version: -1 } }),
      JSON.stringify({ origin: 'p1', change: { kind: 'full', shop: { id: 'x' }, version: 1 } }),
      JSON.stringify({
        origin: 'p1',
        change: { kind: 'delta', shop, version: 3, upserts: [{ id: 'a' }], deletes: [] },
      }),
      JSON.stringify({
        origin: 'p1',
        change: { kind: 'delta', shop, version: 3, upserts: [], deletes: [1] },
      }),
    ];
    for (const text of bad) expect(decodeChange(text), text).toBeUndefined();
  });
});

describe('catalogue versions of a follower', () => {
  it('applies the next version, skips what it holds and catches up over a gap', () => {
    expect(deltaStep(6, 7)).toBe('apply');
    expect(deltaStep(6, 6)).toBe('stale');
    expect(deltaStep(6, 3)).toBe('stale');
    expect(deltaStep(6, 8)).toBe('gap');
    expect(deltaStep(undefined, 1)).toBe('absent');
  });

  it('replays recorded changes only when every version in between is there', () => {
    expect(coversVersions(4, 6, [5, 6])).toBe(true);
    expect(coversVersions(4, 4, [])).toBe(true);
    expect(coversVersions(4, 6, [6])).toBe(false);
    expect(coversVersions(4, 7, [5, 7])).toBe(false);
    expect(coversVersions(4, 6, [5, 6, 7])).toBe(false);
  });
});
