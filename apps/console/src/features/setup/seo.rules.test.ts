import { describe, expect, it } from 'vitest';
import { SEO_FILTERS_MAX, SEO_TRANSLATIONS_MAX } from '@trova/contracts';
import { parseSeoCsv } from './seo-csv';
import { canMoveSeoItem, isSeoCsvFile, moveSeoItem, seoOrdering, seoUploadBody } from './seo.rules';

describe('SEO CSV', () => {
  it('accepts only .csv files', () => {
    expect(isSeoCsvFile({ name: 'seo.csv' })).toBe(true);
    expect(isSeoCsvFile({ name: 'SEO.CSV' })).toBe(true);
    expect(isSeoCsvFile({ name: 'seo.xlsx' })).toBe(false);
    expect(isSeoCsvFile({ name: 'seo.csv.txt' })).toBe(false);
  });

  it('reads filter, value, translation rows, skipping a header and blank lines', () => {
    const result = parseSeoCsv(
      'filter,value,translation\nbrand,Nike,nike\n\ncolour,"Rosso, scuro",red\n',
    );
    expect(result).toEqual({
      ok: true,
      rows: [
        { filter: 'brand', value: 'Nike', translation: 'nike' },
        { filter: 'colour', value: 'Rosso, scuro', translation: 'red' },
      ],
    });
  });

  it('answers the first line that is not a full row', () => {
    expect(parseSeoCsv('brand,Nike,nike\nbrand,Adidas\n')).toEqual({ ok: false, line: 2 });
    expect(parseSeoCsv(',Nike,nike')).toEqual({ ok: false, line: 1 });
  });

  it('builds the upload body as filter → value → translation', () => {
    expect(
      seoUploadBody([
        { filter: 'brand', value: 'Nike', translation: 'nike' },
        { filter: 'brand', value: 'Adidas', translation: 'adidas' },
      ]),
    ).toEqual({ seo: { brand: { Nike: 'nike', Adidas: 'adidas' } } });
  });

  it('refuses a file past the caps the server holds uploads to', () => {
    const rows = (count: number, filters: number) =>
      Array.from({ length: count }, (_, i) => `f${i % filters},v${i},t${i}`).join('\n');
    expect(parseSeoCsv(rows(SEO_TRANSLATIONS_MAX, 10))).toMatchObject({ ok: true });
    expect(parseSeoCsv(rows(SEO_TRANSLATIONS_MAX + 1, 10))).toEqual({ ok: false, tooMany: true });
    expect(parseSeoCsv(rows(SEO_FILTERS_MAX + 1, SEO_FILTERS_MAX + 1))).toEqual({
      ok: false,
      tooMany: true,
    });
  });

  it('builds the upload of rows at the cap, a later row winning, __proto__ kept as data', () => {
    const rows = Array.from({ length: SEO_TRANSLATIONS_MAX }, (_, i) => ({
      filter: i === 0 ? '__proto__' : 'colour',
      value: `v${i % 100}`,
      translation: `t${i}`,
    }));
    const { seo } = seoUploadBody(rows);
    expect(Object.keys(seo)).toEqual(['__proto__', 'colour']);
    expect(Object.keys(seo.colour ?? {})).toHaveLength(100);
    expect(seo.colour?.v99).toBe(`t${SEO_TRANSLATIONS_MAX - 1}`);
  });
});

describe('SEO ordering', () => {
  const a = { name: 'a', active: true };
  const b = { name: 'b', active: false };
  const c = { name: 'c', active: true };

  it('moves an active item past inactive ones, which stay in place', () => {
    expect(moveSeoItem([a, b, c], 2, -1)).toEqual([c, b, a]);
    expect(moveSeoItem([a, b, c], 0, 1)).toEqual([c, b, a]);
  });

  it('never moves an inactive item, nor an active one past the ends', () => {
    expect(moveSeoItem([a, b, c], 1, -1)).toEqual([a, b, c]);
    expect(canMoveSeoItem([a, b, c], 1, 1)).toBe(false);
    expect(canMoveSeoItem([a, b, c], 0, -1)).toBe(false);
    expect(canMoveSeoItem([a, b, c], 0, 1)).toBe(true);
  });

  it('follows the facets: keeps saved order, appends new facets inactive, drops others', () => {
    expect(seoOrdering([c, a], ['a', 'd', 'c'])).toEqual([c, a, { name: 'd', active: false }]);
  });
});
