import { describe, expect, it } from 'vitest';
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
