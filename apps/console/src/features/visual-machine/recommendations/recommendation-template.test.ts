import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY_SORTING } from './recommendation-query';
import {
  decodeTemplate,
  defaultTemplateSettings,
  encodeTemplate,
  templateFacets,
  type TemplateSettings,
} from './recommendation-template';

const SETTINGS: TemplateSettings = {
  match: ['brand', 'categories'],
  sorting: { by: 'history', key: 'history.clicks', direction: 'DESC' },
};

describe('query templates (similar, upselled)', () => {
  it('filters each matched facet on the viewed product’s value', () => {
    expect([...new URLSearchParams(encodeTemplate(SETTINGS, 'similar'))]).toEqual([
      ['q', ''],
      ['filters[0][0][brand]', '{:context.item.brand}'],
      ['filters[1][0][categories]', '{:context.item.categories}'],
      ['sort[0][history.clicks]', 'DESC'],
    ]);
  });

  it('upselling adds the viewed product’s selling price as the lower bound', () => {
    const params = new URLSearchParams(encodeTemplate(SETTINGS, 'upselled'));
    expect(params.get('filters[2][0][sellingPrice][from]')).toBe('{:context.item.sellingPrice}');
  });

  it('reads back the same settings for either kind', () => {
    expect(decodeTemplate(encodeTemplate(SETTINGS, 'similar'))).toEqual(SETTINGS);
    expect(decodeTemplate(encodeTemplate(SETTINGS, 'upselled'))).toEqual(SETTINGS);
    expect(decodeTemplate(encodeTemplate(defaultTemplateSettings(), 'similar'))).toEqual({
      match: ['categories'],
      sorting: DEFAULT_QUERY_SORTING,
    });
  });

  it('offers categories and the shop’s facets but not the price', () => {
    expect(templateFacets(['brand', 'price', 'colour'])).toEqual(['categories', 'brand', 'colour']);
  });
});
