import { describe, expect, it } from 'vitest';
import { LAYER_TEXTS } from './layer-texts';
import { FACET_TITLES, TITLED_FIELDS, facetTitle, humanise } from './facet-titles';

describe('facetTitle', () => {
  it('translates the catalogue’s well-known fields in every layer language', () => {
    expect(facetTitle('brand', 'it')).toBe('Marca');
    expect(facetTitle('categories', 'IT-it')).toBe('Categorie');
    expect(facetTitle('price', 'en')).toBe('Price');
    expect(facetTitle('availability', 'it')).toBe('Disponibilità');
    // Languages the layer does not speak get English, as its other texts.
    expect(facetTitle('size', 'de')).toBe('Size');
    // English titles are the field names as words; every other layer language lists them all.
    expect(TITLED_FIELDS.map((field) => facetTitle(field, 'en'))).toEqual([
      'Brand',
      'Categories',
      'Price',
      'Color',
      'Size',
      'Availability',
      'Condition',
      'Gender',
      'Age group',
      'Material',
      'Pattern',
      'Rating',
      'Product type',
    ]);
    const others = Object.keys(LAYER_TEXTS).filter((language) => language !== 'en');
    expect(Object.keys(FACET_TITLES).sort()).toEqual(others.sort());
    for (const titles of Object.values(FACET_TITLES)) {
      expect(titles.split('|')).toHaveLength(TITLED_FIELDS.length);
    }
  });

  it('turns any other field name into words', () => {
    expect(facetTitle('customLabel0', 'it')).toBe('Custom label 0');
    expect(humanise('age_group')).toBe('Age group');
    expect(humanise('heelHeight-cm')).toBe('Heel height cm');
    expect(humanise('categories.lvl1')).toBe('Categories lvl 1');
    expect(humanise('__')).toBe('__');
    // Not a field: an object's own property names are no titles.
    expect(facetTitle('constructor', 'en')).toBe('Constructor');
  });
});
