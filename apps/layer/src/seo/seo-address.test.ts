import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LayerSeo } from '@trova/contracts';
import { parseSeoFragment, seoFragment } from './seo-address';

const seo: LayerSeo = {
  isActive: true,
  searchWord: 'cerca',
  order: ['colour', 'brand'],
  translations: { colour: { Rosso: 'red', 'Blu scuro': 'navy' } },
};

describe('seoFragment', () => {
  it('writes the search word, the query and the switched-on filters in their saved order', () => {
    expect(
      seoFragment(seo, {
        q: ' scarpe  running ',
        filters: { brand: ['Nike'], colour: ['Rosso', 'Verde'], size: ['42'] },
      }),
    ).toBe('#/cerca/scarpe+running/colour/red/colour/Verde/brand/Nike');
  });

  it('is empty when the shop has readable addresses off', () => {
    expect(seoFragment({ ...seo, isActive: false }, { q: 'x', filters: {} })).toBe('');
  });

  it("uses 'search' when the search word is empty", () => {
    expect(seoFragment({ ...seo, searchWord: '' }, { q: 'a', filters: {} })).toBe('#/search/a');
  });
});

describe('parseSeoFragment', () => {
  it('reads back the query and maps slugs to the values the CSV gave them', () => {
    expect(parseSeoFragment(seo, '#/cerca/scarpe+running/colour/navy/brand/Nike')).toEqual({
      q: 'scarpe running',
      filters: { colour: ['Blu scuro'], brand: ['Nike'] },
    });
  });

  it("ignores fragments that are not the shop's search addresses", () => {
    expect(parseSeoFragment(seo, '#/checkout')).toBeUndefined();
    expect(parseSeoFragment(seo, '#/cerca/a/colour')).toBeUndefined();
    expect(parseSeoFragment(seo, '#/cerca/%E0%A4%A')).toBeUndefined();
    expect(parseSeoFragment({ ...seo, isActive: false }, '#/cerca/a')).toBeUndefined();
  });

  it('ignores filters that are not switched on for addresses', () => {
    expect(parseSeoFragment(seo, '#/cerca/a/size/42')).toEqual({ q: 'a', filters: {} });
  });

  it('gives back any search it wrote (property)', () => {
    const value = fc.string({ minLength: 1, maxLength: 12 }).filter((text) => text.trim() !== '');
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ maxLength: 10 }).filter((word) => word.trim() === word && word !== ''),
          { maxLength: 4 },
        ),
        fc.uniqueArray(value, { maxLength: 3 }),
        fc.uniqueArray(value, { maxLength: 3 }),
        (words, colours, brands) => {
          const search = { q: words.join(' '), filters: { colour: colours, brand: brands } };
          const parsed = parseSeoFragment(
            { ...seo, translations: {} },
            seoFragment({ ...seo, translations: {} }, search),
          );
          expect(parsed?.q).toBe(search.q.trim().split(/\s+/).join(' '));
          expect(parsed?.filters.colour ?? []).toEqual(colours);
          expect(parsed?.filters.brand ?? []).toEqual(brands);
        },
      ),
    );
  });
});
