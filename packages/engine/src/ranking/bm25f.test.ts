import { describe, expect, it } from 'vitest';
import { DocStore } from '../index/doc-store.js';
import { resolveSchema } from '../schema.js';
import { fieldStats, idf, occurrenceWeights, saturate } from './bm25f.js';

describe('BM25F inputs', () => {
  it('scales field weights to the heaviest and describes each field mask', () => {
    const stats = fieldStats([3, 1, 6]);
    expect(Array.from(stats.weights)).toEqual([0.5, 1 / 6, 1]);
    expect([stats.single[0b010], stats.single[0b011]]).toEqual([1, -1]);
    expect([stats.lightest[0b101], stats.lightest[0b111]]).toEqual([0, 1]);
    expect(stats.count[0b111]).toBe(3);
  });

  it('weighs an occurrence in a short field above one in a long field, by the live average', () => {
    const store = new DocStore(resolveSchema({ searchable: [{ name: 'title' }] }));
    for (const [d, len] of [2, 4, 6].entries()) {
      store.alive[d] = 1;
      store.liveCount++;
      store.setLengths(d, [len]);
    }
    const stats = fieldStats([1]);
    const table = occurrenceWeights(stats, store);
    expect(table.weights[4]).toBeCloseTo(1, 10);
    expect(table.weights[2]!).toBeGreaterThan(table.weights[6]!);
    store.kill(2);
    // Lengths moved: the table follows the new average (3).
    expect(occurrenceWeights(stats, store).weights[3]).toBeCloseTo(1, 10);
  });

  it('saturates frequencies below 1 and gives rare words the larger idf', () => {
    expect(saturate(1)).toBeLessThan(saturate(3));
    expect(saturate(1000)).toBeLessThan(1);
    expect(idf(1, 1000)).toBeGreaterThan(idf(500, 1000));
    expect(idf(1000, 1000)).toBeGreaterThan(0);
  });
});
