import { describe, expect, it } from 'vitest';
import { jsonList, keyId, RollupTable, textList } from './rollup-table';

describe('RollupTable', () => {
  it('adds to one row per key, every count starting at 0, in first-use order', () => {
    const table = new RollupTable<{ device: string; query: string }, 'searches' | 'clicks'>([
      'searches',
      'clicks',
    ]);
    table.add({ device: 'mobile', query: 'sofa' }, { searches: 1 });
    table.add({ device: 'desktop', query: 'sofa' }, { clicks: 2 });
    table.add({ device: 'mobile', query: 'sofa' }, { searches: 1, clicks: 1 });
    expect(table.rows()).toEqual([
      { device: 'mobile', query: 'sofa', searches: 2, clicks: 1 },
      { device: 'desktop', query: 'sofa', searches: 0, clicks: 2 },
    ]);
  });

  it('keeps keys apart that only a naive join would confuse', () => {
    const table = new RollupTable<{ facet: string; value: string }, 'searches'>(['searches']);
    table.add({ facet: 'a:b', value: 'c' }, { searches: 1 });
    table.add({ facet: 'a', value: 'b:c' }, { searches: 1 });
    expect(table.rows()).toHaveLength(2);
  });
});

describe('JSON list columns', () => {
  it('reads arrays, and anything else as empty', () => {
    expect(jsonList('[1,"a"]')).toEqual([1, 'a']);
    expect(jsonList(null)).toEqual([]);
    expect(jsonList('{"a":1}')).toEqual([]);
    expect(jsonList('not json')).toEqual([]);
  });

  it('reads ids as texts, numbers included, other values left out', () => {
    expect(textList('["p1",2,null,{"x":1}]')).toEqual(['p1', '2']);
  });
});

describe('keyId', () => {
  it('tells apart keys whose texts hold the separators, and a number from its text', () => {
    const keys = [
      { day: 1, query: 'a",1,"b', device: 'mobile' },
      { day: 1, query: 'a', device: '1,"b",mobile' },
      { day: 1, query: 'a\\', device: 'mobile' },
      { day: 1, query: 'a', device: '\\mobile' },
      { day: 1, query: '1', device: 'mobile' },
      { day: 1, query: 1, device: 'mobile' },
    ];
    expect(new Set(keys.map(keyId)).size).toBe(keys.length);
    expect(keyId({ day: 1, query: 'sofa' })).toBe(keyId({ day: 1, query: 'sofa' }));
  });

  it('adds a change to the counts it names only, to the row of an equal key', () => {
    const table = new RollupTable<{ query: string }, 'searches' | 'clicks'>(['searches', 'clicks']);
    table.add({ query: 'x,' }, { searches: 1 });
    table.add({ query: 'x,' }, { clicks: 2 });
    table.add({ query: 'x' }, { searches: 1, clicks: undefined });
    expect(table.rows()).toEqual([
      { query: 'x,', searches: 1, clicks: 2 },
      { query: 'x', searches: 1, clicks: 0 },
    ]);
  });
});
