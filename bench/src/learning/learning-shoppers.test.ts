import { describe, expect, it } from 'vitest';
import { generateCatalogue, rng } from '../engine/catalogue.js';
import { buildQuerySet, productTerms, textMatch } from './learning-queries.js';
import {
  daySessions,
  evaluationSearches,
  hashUniform,
  hiddenGrade,
  shopperActions,
} from './learning-shoppers.js';

const terms = generateCatalogue(600).map(productTerms);
const queries = buildQuerySet(terms, { queries: 80, seed: 5 });

describe('hiddenGrade', () => {
  it('gives nothing to a product that carries none of the query', () => {
    const query = { text: 'zzz', concepts: ['zzz'] };
    for (const product of terms.slice(0, 50)) expect(hiddenGrade(query, product, 1)).toBe(0);
  });

  it('grades full matches above partial ones on average, and spreads full matches by appeal', () => {
    const query = queries.find((each) => each.concepts.length === 2);
    if (!query) throw new Error('no two-concept query');
    const full = terms.filter((product) => textMatch(query, product) === 1);
    const partial = terms.filter((product) => textMatch(query, product) === 0.5);
    const mean = (list: typeof terms) =>
      list.reduce((sum, product) => sum + hiddenGrade(query, product, 1), 0) / list.length;
    expect(full.length).toBeGreaterThan(0);
    expect(partial.length).toBeGreaterThan(0);
    expect(mean(full)).toBeGreaterThan(mean(partial));
    // A partial match is worth at most 1: the text bounds the grade.
    for (const product of partial) expect(hiddenGrade(query, product, 1)).toBeLessThanOrEqual(1);
  });

  it('is fixed by the seed', () => {
    const query = queries[0];
    const product = terms[0];
    if (!query || !product) throw new Error('empty');
    expect(hiddenGrade(query, product, 9)).toBe(hiddenGrade(query, product, 9));
    expect(hashUniform('a', 1)).toBe(hashUniform('a', 1));
    expect(hashUniform('a', 1)).not.toBe(hashUniform('a', 2));
  });
});

describe('shopperActions', () => {
  const shown = Array.from({ length: 12 }, (_, i) => `p${i + 1}`);

  it('clicks top positions more than deep ones for equal grades (position bias)', () => {
    const random = rng(11);
    const clicks = new Map<number, number>();
    for (let i = 0; i < 5000; i++) {
      for (const action of shopperActions(shown, () => 3, random)) {
        if (action.kind === 'click')
          clicks.set(action.position, (clicks.get(action.position) ?? 0) + 1);
      }
    }
    // Grade 3 is always clicked once examined: clicks follow 1/position.
    const first = clicks.get(1) ?? 0;
    expect(first).toBe(5000);
    expect((clicks.get(2) ?? 0) / first).toBeCloseTo(0.5, 1);
    expect((clicks.get(10) ?? 0) / first).toBeCloseTo(0.1, 1);
  });

  it('clicks wanted products more than unwanted ones at the same position', () => {
    const random = rng(12);
    let wanted = 0;
    let unwanted = 0;
    for (let i = 0; i < 4000; i++) {
      const actions = shopperActions(['good', 'bad'], (id) => (id === 'good' ? 3 : 0), random);
      wanted += actions.filter((a) => a.kind === 'click' && a.productId === 'good').length;
      const swapped = shopperActions(['bad', 'good'], (id) => (id === 'good' ? 3 : 0), random);
      unwanted += swapped.filter((a) => a.kind === 'click' && a.productId === 'bad').length;
    }
    expect(unwanted / wanted).toBeCloseTo(0.1, 1);
  });

  it('carts and buys only what was clicked, and never grade 0', () => {
    const random = rng(13);
    for (let i = 0; i < 2000; i++) {
      const actions = shopperActions(shown, (id) => (id === 'p1' ? 0 : 3), random);
      for (const action of actions) {
        if (action.kind === 'click') continue;
        expect(action.productId).not.toBe('p1');
        const index = actions.indexOf(action);
        expect(
          actions
            .slice(0, index)
            .some((a) => a.kind === 'click' && a.productId === action.productId),
        ).toBe(true);
      }
    }
  });
});

describe('daySessions', () => {
  it('draws only queries active that day, spread over the day', () => {
    const sessions = daySessions(queries, 10, { perDay: 300, seed: 2 });
    expect(sessions).toHaveLength(300);
    for (const session of sessions) {
      expect(session.query.startDay).toBeLessThanOrEqual(10);
      expect(session.offsetMs).toBeGreaterThanOrEqual(0);
      expect(session.offsetMs).toBeLessThan(86_400_000);
    }
    const offsets = sessions.map((session) => session.offsetMs);
    expect([...offsets].sort((a, b) => a - b)).toEqual(offsets);
  });

  it('favours heavier queries', () => {
    const sessions = daySessions(queries, 60, { perDay: 3000, seed: 3 });
    const top = queries[0]?.text;
    const last = queries.at(-1)?.text;
    const count = (text: string | undefined) =>
      sessions.filter((s) => s.query.text === text).length;
    expect(count(top)).toBeGreaterThan(count(last));
  });
});

describe('evaluationSearches', () => {
  it("is the evaluation days' sessions, new queries included, in order", () => {
    const searches = evaluationSearches(queries, 45, 60, 50, 4);
    expect(searches).toHaveLength(15 * 50);
    expect(searches.slice(0, 50)).toEqual(
      daySessions(queries, 46, { perDay: 50, seed: 4 }).map((s) => s.query.text),
    );
    const late = new Set(queries.filter((q) => q.startDay > 45).map((q) => q.text));
    expect(searches.some((text) => late.has(text))).toBe(true);
  });
});
