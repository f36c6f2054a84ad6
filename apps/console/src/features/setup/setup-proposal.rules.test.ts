import { describe, expect, it } from 'vitest';
import { isIdentifierName, nameWords } from './attribute-names.rules';
import { codeQueryFields, isSetupUnchosen, proposeSetup } from './setup-proposal.rules';

/** The attributes `GET shops/{id}/attributes` lists for a Google Shopping feed. */
const GOOGLE_FEED = [
  'ageGroup',
  'availability',
  'brand',
  'categories',
  'color',
  'condition',
  'currency',
  'customLabel0',
  'description',
  'gender',
  'googleProductCategory',
  'gtin',
  'id',
  'images',
  'itemGroupId',
  'link',
  'material',
  'mpn',
  'price',
  'size',
  'title',
];

/** An Italian shop's own export, with names we have never seen. */
const ITALIAN_EXPORT = [
  'Codice_EAN',
  'codice_articolo',
  'descrizione_breve',
  'descrizione',
  'id_prodotto',
  'immagine',
  'marca',
  'nome_prodotto',
  'prezzo',
  'prezzo_scontato',
  'categoria',
  'colore',
  'taglia',
  'url',
  'valuta_codice',
];

const searchTypes = (query: ReturnType<typeof proposeSetup>['query']) =>
  Object.fromEntries(Object.entries(query).map(([name, field]) => [name, field.searchType]));

describe('attribute names', () => {
  it('splits names into plain words whatever their case, separators and accents', () => {
    expect(nameWords('googleProductCategory')).toEqual(['google', 'product', 'category']);
    expect(nameWords('Codice_EAN')).toEqual(['codice', 'ean']);
    expect(nameWords('Bar-Code 13')).toEqual(['bar', 'code', '13']);
    expect(nameWords('qualità')).toEqual(['qualita']);
  });

  it('recognises product identifiers in English and Italian, and not other codes', () => {
    const identifiers = [
      'id',
      'gtin',
      'EAN13',
      'upc',
      'barcode',
      'bar_code',
      'codice_ean',
      'codice_a_barre',
      'mpn',
      'SKU',
      'product_id',
      'id_articolo',
      'part_number',
      'riferimento',
    ];
    const others = [
      'title',
      'itemGroupId',
      'googleProductCategory',
      'currency_code',
      'color_code',
      'codice_sconto',
      'identity',
      'video',
    ];
    expect(identifiers.filter((name) => !isIdentifierName(name))).toEqual([]);
    expect(others.filter(isIdentifierName)).toEqual([]);
  });
});

describe('proposeSetup', () => {
  it('searches a Google feed by its words and its identifiers as codes', () => {
    const proposal = proposeSetup(GOOGLE_FEED);
    expect(searchTypes(proposal.query)).toEqual({
      title: 'text',
      brand: 'text',
      categories: 'text',
      color: 'text',
      material: 'text',
      description: 'text',
      gtin: 'code',
      id: 'code',
      mpn: 'code',
    });
    expect(proposal.query.gtin).toEqual({
      label: 'gtin',
      searchType: 'code',
      typoTolerance: 'none',
    });
    expect(proposal.query.brand?.typoTolerance).toBe('fuzzy1');
    expect(proposal.query.title?.typoTolerance).toBe('fuzzy2');
  });

  it('shows title, price, image and link, and filters by the usual facets present', () => {
    const proposal = proposeSetup(GOOGLE_FEED);
    expect(proposal.results).toEqual({
      title: { label: 'title', value: 'text' },
      price: { label: 'price', value: 'price' },
      images: { label: 'images', value: 'image' },
      link: { label: 'link', value: 'url' },
    });
    expect(proposal.facets).toEqual([
      'categories',
      'brand',
      'price',
      'color',
      'size',
      'material',
      'gender',
    ]);
  });

  it('understands an Italian catalogue it has never seen', () => {
    const proposal = proposeSetup(ITALIAN_EXPORT);
    expect(searchTypes(proposal.query)).toEqual({
      nome_prodotto: 'text',
      marca: 'text',
      categoria: 'text',
      colore: 'text',
      descrizione: 'text',
      Codice_EAN: 'code',
      codice_articolo: 'code',
      id_prodotto: 'code',
    });
    expect(proposal.results).toEqual({
      nome_prodotto: { label: 'nome_prodotto', value: 'text' },
      prezzo: { label: 'prezzo', value: 'price' },
      immagine: { label: 'immagine', value: 'image' },
      url: { label: 'url', value: 'url' },
    });
    expect(proposal.facets).toEqual(['categoria', 'marca', 'prezzo', 'colore', 'taglia']);
  });

  it('keeps to the 16 searchable fields, identifiers first', () => {
    const codes = Array.from({ length: 20 }, (_, index) => `sku_${String(index)}`);
    const query = proposeSetup(['title', ...codes]).query;
    expect(Object.keys(query)).toHaveLength(16);
    expect(query.title).toBeUndefined();
    expect(proposeSetup(['title', 'gtin']).query.title).toBeDefined();
  });

  it('proposes nothing for a catalogue without attributes', () => {
    expect(proposeSetup([])).toEqual({ query: {}, results: {}, facets: [] });
  });
});

describe('codeQueryFields and isSetupUnchosen', () => {
  it('lists the fields a scanned barcode can match', () => {
    const { query } = proposeSetup(GOOGLE_FEED);
    expect(codeQueryFields(query)).toEqual(['gtin', 'id', 'mpn']);
    expect(codeQueryFields({ title: query.title! })).toEqual([]);
  });

  it('tells a setup nothing was chosen for from one with choices', () => {
    expect(isSetupUnchosen({ query: {}, results: {}, facets: [] })).toBe(true);
    expect(isSetupUnchosen({ query: {}, results: {}, facets: ['brand'] })).toBe(false);
  });
});
