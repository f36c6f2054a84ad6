import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countFacets } from '../query/facet-counts.js';
import { compileFilters, computeFails } from '../query/filters.js';
import { Scratch } from '../query/scratch.js';
import type { FacetResult } from '../query/types.js';
import { resolveSchema, type EngineSchema } from '../schema.js';
import {
  FACET_TAGS,
  facetDocArb,
  facetSchema,
  type FacetDocument,
} from '../test-fixtures/facet-documents.fixture.js';
import { appendDocument } from './document-reader.js';
import { DocStore, ValueColumn } from './doc-store.js';
import { FacetRows, SCATTERED } from './facet-rows.js';

// The fixture's documents have more tags than lanes (8): rows take a column's full width and
// overflow documents exist.
const valueColumns = (store: DocStore): ValueColumn[] =>
  store.facets.filter((col): col is ValueColumn => col instanceof ValueColumn);

/** Every lane of every document, read from the rows and from the lanes. */
function lanesBothWays(store: DocStore): { rows: number[]; lanes: number[] } {
  const rows: number[] = [];
  const lanes: number[] = [];
  const { data, shift } = store.rows;
  for (const col of valueColumns(store)) {
    for (let d = 0; d < store.size; d++) {
      col.lanes.forEach((lane, j) => {
        lanes.push(lane[d]!);
        rows.push(data[(d << shift) + col.rowAt + j]!);
      });
    }
  }
  return { rows, lanes };
}

/** A store of `count` documents drawn from `docs` in turn (ids distinct). */
function storeOf(docs: readonly FacetDocument[], count: number): DocStore {
  const store = new DocStore(facetSchema);
  for (let i = 0; i < count; i++) appendDocument(store, { id: `d${i}`, ...docs[i % docs.length] });
  return store;
}

/** Value → count over `cands`, read from the value lists (the reference). */
function naiveCounts(col: ValueColumn, cands: readonly number[]): Map<string, number> {
  const counts = new Map<string, number>();
  const off = col.offsets.data;
  for (const d of cands) {
    for (let k = off[d]!; k < off[d + 1]!; k++) {
      const value = col.values[col.vals.data[k]!]!;
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  return counts;
}

const asMap = (result: FacetResult | undefined): Map<string, number> =>
  new Map(
    result !== undefined && 'values' in result ? result.values.map((v) => [v.value, v.count]) : [],
  );

describe('facet rows', () => {
  it('hold every lane of every document, through appends that add lanes, kills and derive', () => {
    fc.assert(
      fc.property(
        fc.array(facetDocArb, { minLength: 1, maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (docs, kills) => {
          const store = storeOf(docs, docs.length);
          for (const k of kills) store.kill(k % docs.length);
          const appended = lanesBothWays(store);
          expect(appended.rows).toEqual(appended.lanes);
          for (const col of valueColumns(store)) col.derive(store.alive, store.size);
          const derived = lanesBothWays(store);
          expect(derived.rows).toEqual(derived.lanes);
          expect(derived.lanes).toEqual(appended.lanes);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('count and filter a few scattered documents as their value lists say', () => {
    fc.assert(
      fc.property(
        fc.array(facetDocArb, { minLength: 1, maxLength: 30 }),
        fc.uniqueArray(fc.nat({ max: 40 * SCATTERED - 1 }), { minLength: 1, maxLength: 40 }),
        fc.subarray(FACET_TAGS, { minLength: 1, maxLength: 3 }),
        (docs, picks, accepted) => {
          // Enough documents that these candidates take the rows (`SCATTERED`).
          const store = storeOf(docs, 40 * SCATTERED);
          const cands = picks.filter((d) => d < store.size).sort((a, b) => a - b);
          const set = { cands: Int32Array.from(cands), fails: null, n: cands.length };
          const names = facetSchema.facets.map((f) => f.name);
          const counted = countFacets(store, names, [], set, new Scratch(store.size), 1000);
          for (const col of valueColumns(store)) {
            expect(asMap(counted[col.field.name])).toEqual(naiveCounts(col, cands));
          }
          const groups = compileFilters(store, { tags: accepted });
          const fails = new Uint32Array(cands.length);
          computeFails(groups, set.cands, set.n, fails);
          const tags = valueColumns(store).find((col) => col.field.name === 'tags')!;
          cands.forEach((d, i) => {
            const holds = [...naiveCounts(tags, [d]).keys()].some((t) => accepted.includes(t));
            expect(fails[i]).toBe(holds ? 0 : 1);
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('count hundreds of scattered documents (interleaved histograms) as their value lists say', () => {
    const docs = fc.sample(facetDocArb, { numRuns: 500, seed: 7 });
    const store = storeOf(docs, 300 * SCATTERED);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat({ max: store.size - 1 }), { minLength: 256, maxLength: 300 }),
        (picks) => {
          const cands = [...picks].sort((a, b) => a - b);
          const set = { cands: Int32Array.from(cands), fails: null, n: cands.length };
          const names = facetSchema.facets.map((f) => f.name);
          const counted = countFacets(store, names, [], set, new Scratch(store.size), 1000);
          for (const col of valueColumns(store)) {
            expect(asMap(counted[col.field.name])).toEqual(naiveCounts(col, cands));
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('switch to Int32 lanes past 65,534 values, keeping every row', () => {
    const wide = resolveSchema({
      searchable: [{ name: 'title' }],
      facets: [
        { name: 'kind', type: 'string' },
        { name: 'code', type: 'string' },
      ],
    } satisfies EngineSchema);
    const store = new DocStore(wide);
    const count = 70_000;
    for (let i = 0; i < count; i++) {
      appendDocument(store, { id: `d${i}`, kind: i % 3 === 0 ? 'a' : 'b', code: `c${i}` });
    }
    expect(store.rows.wide).toBe(true);
    const { rows, lanes } = lanesBothWays(store);
    expect(rows).toEqual(lanes);
    const cands = [3, 65_534, 65_535, 69_999];
    const set = { cands: Int32Array.from(cands), fails: null, n: cands.length };
    const counted = countFacets(store, ['kind', 'code'], [], set, new Scratch(store.size), 10);
    expect(asMap(counted.code)).toEqual(new Map(cands.map((d) => [`c${d}`, 1])));
    const kinds = new Map<string, number>();
    for (const d of cands)
      kinds.set(d % 3 === 0 ? 'a' : 'b', (kinds.get(d % 3 === 0 ? 'a' : 'b') ?? 0) + 1);
    expect(asMap(counted.kind)).toEqual(kinds);
  });

  it('lay rows out a power of two wide and keep values when a column gains lanes', () => {
    const rows = new FacetRows(2);
    rows.reserve(0, 1, 3);
    rows.reserve(1, 2, 3);
    for (let d = 0; d < 3; d++) {
      rows.data[(d << rows.shift) + rows.at[0]!] = 10 + d;
      rows.data[(d << rows.shift) + rows.at[1]!] = 20 + d;
      rows.data[(d << rows.shift) + rows.at[1]! + 1] = 30 + d;
    }
    rows.reserve(0, 3, 100);
    expect(1 << rows.shift).toBe(8);
    expect(rows.capacity).toBeGreaterThanOrEqual(100);
    for (let d = 0; d < 3; d++) {
      const row = d << rows.shift;
      expect([0, 1, 2].map((j) => rows.data[row + rows.at[0]! + j])).toEqual([10 + d, 0, 0]);
      expect([0, 1].map((j) => rows.data[row + rows.at[1]! + j])).toEqual([20 + d, 30 + d]);
    }
    rows.widen();
    expect(rows.data).toBeInstanceOf(Int32Array);
    expect(rows.data[(2 << rows.shift) + rows.at[1]! + 1]).toBe(32);
  });
});
