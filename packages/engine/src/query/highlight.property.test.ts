import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../index/search-index.js';
import { resolveSchema } from '../schema.js';
import {
  docArb,
  queryArb as searchArb,
  randomSchema,
} from '../test-fixtures/random-catalogue.fixture.js';
import type { SearchResult } from './types.js';
import { highlightRanges, matchedTerms } from './highlight.js';
import { analyzeQuery, buildSynonymTable } from './query-analyzer.js';

const schema = resolveSchema({
  searchable: [{ name: 'title' }],
  languages: ['it', 'en'],
  synonyms: [['borsa', 'zaino']],
});
const table = buildSynonymTable(schema);

// Words and joiners chosen so that compounds, parts, prefixes, stems and typos all occur.
const WORDS = ['abc', 'ab', 'x9', '12', 'AB-12', 'scarpe', 'Scarpa', 'ROSSO', 'rossa', 'zaino'];
const GAPS = [' ', '-', '.', '/', '_', "'", ', ', '--', '-.', ''];
const textArb = fc
  .array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...GAPS)), { maxLength: 8 })
  .map((parts) => parts.map(([w, g]) => w + g).join(''));
const queryArb = fc
  .array(fc.constantFrom('ab', 'abc12', 'ab-12', '12', 'x', 'scarpe', 'rosso', 'borsa', 'scarp'), {
    minLength: 1,
    maxLength: 2,
  })
  .map((w) => w.join(' '));

describe('highlight ranges of ASCII text (hand-written scanner)', () => {
  it('equal the ranges of the general tokenizer path', () => {
    fc.assert(
      fc.property(textArb, queryArb, fc.boolean(), fc.boolean(), (text, q, prefix, split) => {
        const m = matchedTerms(analyzeQuery(q, schema, table, prefix), schema);
        // A trailing non-ASCII word sends the same text through the tokenizer with offsets.
        const general = highlightRanges(`${text} é`, m, split).filter(
          ([start]) => start < text.length,
        );
        expect(highlightRanges(text, m, split)).toEqual(general);
      }),
      { numRuns: 500, seed: 5 },
    );
  });

  it('highlights a code whole, by its parts and by prefix', () => {
    const m = matchedTerms(analyzeQuery('ab-12', schema, table, true), schema);
    // In a text field '12x' is the words '12' and 'x', as it is indexed; a code field keeps it whole.
    expect(highlightRanges('Borsa AB-12, ab 12x ab-123', m)).toEqual([
      [6, 11],
      [13, 15],
      [16, 19],
      [20, 26],
    ]);
    expect(highlightRanges('Borsa AB-12, ab 12x ab-123', m, false)).toEqual([
      [6, 11],
      [13, 15],
      [20, 26],
    ]);
  });
});

/** `result` with each hit's highlights kept for the `named` fields only. */
function onlyFields(result: SearchResult, named: readonly string[]): SearchResult {
  const hits = result.hits.map((hit) =>
    hit.highlights === undefined
      ? hit
      : {
          ...hit,
          highlights: Object.fromEntries(
            Object.entries(hit.highlights).filter(([field]) => named.includes(field)),
          ),
        },
  );
  return { ...result, hits };
}

describe('highlights of named fields (highlight: string[])', () => {
  it('are the named fields of highlight: true, on the top-list and exhaustive paths', () => {
    const fields = ['title', 'brand', 'description', 'sku', 'tags', 'nope'];
    fc.assert(
      fc.property(
        fc.array(docArb, { maxLength: 30 }),
        fc.array(fc.tuple(searchArb, fc.subarray(fields)), { minLength: 1, maxLength: 8 }),
        (docs, queries) => {
          const fast = SearchIndex.build(randomSchema, docs, {
            topLists: { minPostings: 1, size: 6 },
          });
          const exact = SearchIndex.build(randomSchema, docs, { topLists: false });
          for (const [query, named] of queries) {
            const all = exact.search({ ...query, highlight: true });
            const expected = onlyFields(all, named);
            expect(exact.search({ ...query, highlight: named })).toEqual(expected);
            expect(fast.search({ ...query, highlight: named })).toEqual(expected);
          }
        },
      ),
      { numRuns: 150, seed: 7 },
    );
  }, 60_000);
});
