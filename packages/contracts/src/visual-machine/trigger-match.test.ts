import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchRequest } from '../api/search.api';
import type { Filter, QueryCondition, Trigger } from './conditions.schema';
import {
  appliesTo,
  compileTriggers,
  isLiveAt,
  matchWords,
  prepareSearch,
  type SearchFacts,
} from './trigger-match.rules';

type Applied = SearchRequest['filters'][number][number];

const trigger = (
  queries: QueryCondition[],
  filters: Filter[] = [],
  type = 'filterIs',
): Trigger => ({
  queries,
  facet: { type: type as Trigger['facet']['type'], filters },
});
const holds = (t: Trigger, q: string, filters: Applied[][] = []): boolean =>
  compileTriggers([t])(prepareSearch({ q, filters }));
const contains = (value: string): QueryCondition => ({ type: 'queryContains', value });
const is = (value: string): QueryCondition => ({ type: 'queryIs', value });
const always: QueryCondition = { type: 'always', value: '' };

const WORDS = ['sofa', 'letto', 'divano', 'rosso', 'tv', 'caffè', 'straße'];
const wordsArb = fc.array(fc.constantFrom(...WORDS), { maxLength: 4 });
/** The same words as a shopper might type them: any case, any separators. */
const typed = (words: readonly string[], upper: boolean, separator: string): string =>
  words.map((word) => (upper ? word.toUpperCase() : word)).join(separator);
const separatorArb = fc.constantFrom(' ', '  ', ' - ', ', ', '!');

describe('query conditions', () => {
  it.each([
    ['sofa', 'queryIs', 'sofa', true],
    ['Sofà!', 'queryIs', 'sofa', true],
    ['sofa letto', 'queryIs', 'sofa', false],
    ['sofa letto', 'queryContains', 'sofa', true],
    ['divano sofa letto', 'queryContains', 'SOFA LETTO', true],
    ['sofabed', 'queryContains', 'sofa', false],
    ['letto sofa', 'queryContains', 'sofa letto', false],
    ['straße', 'queryIs', 'strasse', true],
    ['', 'queryContains', 'sofa', false],
    ['anything', 'queryContains', '!!!', false],
    ['', 'queryIs', '!!!', false],
  ] as const)('%j %s %j → %s', (q, type, value, expected) => {
    expect(holds(trigger([{ type, value }]), q)).toBe(expected);
  });

  it('"always" holds for every search, the empty one too', () => {
    fc.assert(fc.property(fc.string(), (q) => holds(trigger([always]), q)));
  });

  it('queryIs holds exactly when the words are the same, whatever the case and separators', () => {
    fc.assert(
      fc.property(wordsArb, wordsArb, fc.boolean(), separatorArb, (query, value, upper, sep) => {
        fc.pre(value.length > 0);
        const same = matchWords(query.join(' ')) === matchWords(value.join(' '));
        expect(holds(trigger([is(value.join(' '))]), typed(query, upper, sep))).toBe(same);
      }),
    );
  });

  it('queryContains holds when the value’s words appear together in the query', () => {
    fc.assert(
      fc.property(wordsArb, wordsArb, wordsArb, separatorArb, (before, value, after, sep) => {
        fc.pre(value.length > 0);
        const q = typed([...before, ...value, ...after], true, sep);
        expect(holds(trigger([contains(value.join(' '))]), q)).toBe(true);
      }),
    );
  });

  it('queryIs implies queryContains, and all query conditions of a trigger must hold', () => {
    fc.assert(
      fc.property(wordsArb, wordsArb, wordsArb, (query, a, b) => {
        fc.pre(a.length > 0 && b.length > 0);
        const q = query.join(' ');
        if (holds(trigger([is(a.join(' '))]), q)) {
          expect(holds(trigger([contains(a.join(' '))]), q)).toBe(true);
        }
        const both = holds(trigger([contains(a.join(' ')), contains(b.join(' '))]), q);
        expect(both).toBe(
          holds(trigger([contains(a.join(' '))]), q) && holds(trigger([contains(b.join(' '))]), q),
        );
      }),
    );
  });
});

describe('facet conditions', () => {
  const applied = (...filters: Applied[]): Applied[][] => [filters];

  it.each([
    [{ color: 'rosso' }, applied({ color: 'Rosso' }), true],
    [{ color: 'rosso' }, applied({ color: 'blu' }, { color: 'rosso' }), true],
    [{ color: 'rosso' }, applied({ brand: 'rosso' }), false],
    [{ color: 'rosso' }, [], false],
    [{ categories: 'Casa' }, applied({ categories: 'Casa/Divani' }), true],
    [{ categories: 'casa > divani' }, applied({ categories: 'Casa/Divani/Letto' }), true],
    [{ categories: 'Casa/Divani' }, applied({ categories: 'Casa' }), false],
    [{ categories: 'Casa' }, applied({ categories: 'Casalinghi' }), false],
    [{ price: { from: 100, to: 500 } }, applied({ price: { from: 150, to: 400 } }), true],
    [{ price: { from: 100, to: 500 } }, applied({ price: { from: 50, to: 400 } }), false],
    [{ price: { from: 100, to: 500 } }, applied({ price: { from: 150 } }), false],
    [{ price: { from: null, to: 500 } }, applied({ price: { to: 400 } }), true],
    [{ price: { from: 100, to: null } }, applied({ price: { from: 100 } }), true],
    [{ price: { from: 100, to: 500 } }, [], false],
  ] as [Filter, Applied[][], boolean][])('%j on %j → %s', (filter, filters, expected) => {
    expect(holds(trigger([], [filter]), '', filters)).toBe(expected);
  });

  const COLORS = ['rosso', 'blu', 'nero'];
  const conditionArb = fc.uniqueArray(fc.constantFrom(...COLORS), { maxLength: 3 });
  const shopperArb = fc.uniqueArray(fc.constantFrom(...COLORS), { maxLength: 3 });

  it('filterIs needs every listed filter applied, filterContains one; an empty list holds', () => {
    const FACETS = ['color', 'brand', 'size'];
    fc.assert(
      fc.property(conditionArb, shopperArb, (condition, shopper) => {
        // One condition filter a facet (the save rules refuse two on one facet).
        const filters = condition.map((value, i) => ({ [FACETS[i] ?? 'x']: value }));
        const on = [shopper.flatMap((value) => FACETS.map((facet) => ({ [facet]: value })))];
        const each = filters.map((filter) => holds(trigger([always], [filter]), '', on));
        expect(holds(trigger([always], filters, 'filterIs'), '', on)).toBe(each.every(Boolean));
        expect(holds(trigger([always], filters, 'filterContains'), '', on)).toBe(
          filters.length === 0 || each.some(Boolean),
        );
      }),
    );
  });

  it('a price condition holds when the shopper’s range lies inside it', () => {
    const bound = fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null });
    fc.assert(
      fc.property(bound, bound, bound, bound, (low, high, from, to) => {
        const filters = [
          [{ price: { ...(from === null ? {} : { from }), ...(to === null ? {} : { to }) } }],
        ];
        const inside = (from ?? 0) >= (low ?? 0) && (to ?? Infinity) <= (high ?? Infinity);
        const condition = { price: { from: low, to: high } };
        expect(holds(trigger([], [condition]), '', filters)).toBe(inside);
      }),
    );
  });
});

describe('triggers and items', () => {
  it('a trigger needs its queries and its facet condition; an item any of its triggers', () => {
    const sofaRed = trigger([contains('sofa')], [{ color: 'rosso' }]);
    const tv = trigger([is('tv')]);
    const red = [[{ color: 'rosso' }]];
    expect(holds(sofaRed, 'sofa letto', red)).toBe(true);
    expect(holds(sofaRed, 'sofa letto')).toBe(false);
    expect(holds(sofaRed, 'tv', red)).toBe(false);
    const either = compileTriggers([sofaRed, tv]);
    expect(either(prepareSearch({ q: 'TV', filters: [] }))).toBe(true);
    expect(either(prepareSearch({ q: 'sofa', filters: [] }))).toBe(false);
  });

  it('a trigger without a query or a filter holds nowhere', () => {
    expect(holds(trigger([]), 'sofa')).toBe(false);
  });

  it('is live while active and inside its validity, ends included', () => {
    const bound = fc.integer({ min: 1, max: 1000 });
    fc.assert(
      fc.property(
        bound,
        fc.option(bound, { nil: null }),
        bound,
        fc.boolean(),
        (from, to, now, on) => {
          const item = { isActive: on, validity: { type: 'timeInterval' as const, from, to } };
          expect(isLiveAt(item, now)).toBe(on && from <= now && (to === null || now <= to));
          const always = { isActive: on, validity: { type: 'always' as const, from: 0, to: null } };
          expect(isLiveAt(always, now)).toBe(on);
        },
      ),
    );
  });

  it('applies to a search when live and triggered', () => {
    const search: SearchFacts = { q: 'sofa', filters: [] };
    const item = {
      isActive: true,
      validity: { type: 'timeInterval' as const, from: 100, to: 200 },
      conditions: [trigger([contains('sofa')])],
    };
    expect(appliesTo(item, search, 150)).toBe(true);
    expect(appliesTo(item, search, 201)).toBe(false);
    expect(appliesTo(item, { q: 'tv', filters: [] }, 150)).toBe(false);
  });
});
