import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../engine/catalogue.js';
import { buildQuerySet, productTerms, textMatch } from './learning-queries.js';

const catalogue = generateCatalogue(400);
const terms = catalogue.map(productTerms);

describe('productTerms', () => {
  it('reads kind, adjective, brand and colour back from both title shapes', () => {
    for (const product of catalogue) {
      const read = productTerms(product);
      const rebuilt =
        read.language === 'it'
          ? `${read.kind} ${read.adjective} ${read.brand}`
          : `${read.brand} ${read.adjective} ${read.kind}`;
      // Every part read back is a run of the title's own words.
      for (const part of rebuilt.split(' ')) expect(read.title.split(' ')).toContain(part);
      expect(read.title.endsWith(` ${read.colour}`)).toBe(true);
      expect(read.kind.length).toBeGreaterThan(0);
    }
  });

  it('knows an Italian title from an English one', () => {
    const italian = terms.find((each) => each.kind === 'zaino');
    const english = terms.find((each) => each.kind === 'backpack');
    expect(italian?.language).toBe('it');
    expect(english?.language).toBe('en');
  });
});

describe('buildQuerySet', () => {
  const queries = buildQuerySet(terms, { queries: 120, seed: 3, newShare: 0.25 });

  it('draws distinct queries, shorter ones more frequent', () => {
    expect(queries).toHaveLength(120);
    expect(new Set(queries.map((query) => query.text)).size).toBe(120);
    const weights = queries.map((query) => query.weight);
    expect([...weights].sort((a, b) => b - a)).toEqual(weights);
    const lengths = queries.map((query) => query.concepts.length);
    expect([...lengths].sort((a, b) => a - b)).toEqual(lengths);
  });

  it('starts a share of the queries in the evaluation days only', () => {
    const late = queries.filter((query) => query.startDay > 1);
    expect(late.length).toBeGreaterThan(10);
    expect(late.length).toBeLessThan(60);
    for (const query of late) {
      expect(query.startDay).toBeGreaterThanOrEqual(46);
      expect(query.startDay).toBeLessThanOrEqual(60);
    }
  });

  it('is the same for the same seed and differs for another', () => {
    const again = buildQuerySet(terms, { queries: 120, seed: 3, newShare: 0.25 });
    expect(again).toEqual(queries);
    const other = buildQuerySet(terms, { queries: 120, seed: 4, newShare: 0.25 });
    expect(other.map((query) => query.text)).not.toEqual(queries.map((query) => query.text));
  });
});

describe('textMatch', () => {
  const product = terms[0];
  if (!product) throw new Error('no product');

  it('is 1 when the title carries every concept, less for description-only or absent ones', () => {
    expect(textMatch({ concepts: [product.kind, product.brand] }, product)).toBe(1);
    expect(textMatch({ concepts: [product.kind, 'nonexistent'] }, product)).toBe(0.5);
    // "gratuita"/"shipping" is only in the description: half a concept.
    const onlyDescribed = product.language === 'it' ? 'gratuita' : 'shipping';
    expect(textMatch({ concepts: [onlyDescribed] }, product)).toBe(0.5);
    expect(textMatch({ concepts: [] }, product)).toBe(0);
  });

  it('matches whole words, not parts of them', () => {
    expect(textMatch({ concepts: [product.brand.slice(0, 2)] }, product)).toBe(0);
  });
});
