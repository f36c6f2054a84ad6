import {
  defaultLayout,
  layerConfigurationSchema,
  searchHitSchema,
  type LayerConfiguration,
  type SearchHit,
} from '@trova/contracts';

export const STUB_KEY = 'stub-shop';

/**
 * A published shop's layer configuration, parsed with the contract so the stub answers exactly
 * what the server will: instant results from 2 characters, full screen, a brand facet and a colour
 * on the card.
 */
export function stubConfiguration(overrides: Partial<LayerConfiguration> = {}): LayerConfiguration {
  const layout = defaultLayout();
  layout.desktop = { ...layout.desktop, typing: 2, minChars: 2, layout: 1, perPage: 1 };
  layout.facets = [
    {
      name: 'brand',
      label: 'Brand',
      type: 'checkbox-MC',
      active: true,
      isCategory: false,
      withSearch: false,
      filterSorting: 'results',
    },
  ];
  layout.card = { configurableAttributes: [{ key: 'color', label: 'Colour', type: 'value' }] };
  return layerConfigurationSchema.parse({
    key: STUB_KEY,
    version: '0.1.0',
    language: 'en',
    layout,
    labels: {},
    selector: { selectorId: 'shop-search', desktop: '', mobile: '', isId: true },
    facets: ['brand'],
    resultFields: ['color'],
    seo: { isActive: false, searchWord: 'search', order: [], translations: {} },
    ga4: { isActive: false, type: 'gtag' },
    features: { showcase: false, icebreaker: false },
    suggestions: [],
    preview: false,
    ...overrides,
  });
}

const NAMES = [
  ['Running shoe', 'Acme', 'Red'],
  ['Trail shoe', 'Acme', 'Blue'],
  ['Court shoe', 'Zeta', 'White'],
  ['Running sock', 'Zeta', 'Black'],
  ['Shoe horn', 'Acme', 'Brown'],
  ['Walking shoe', 'Zeta', 'Grey'],
  ['Shoe bag', 'Acme', 'Green'],
  ['Canvas shoe', 'Zeta', 'Beige'],
] as const;

/** The stub catalogue, each hit parsed with the contract's hit schema. */
export function stubProducts(origin: string): SearchHit[] {
  return NAMES.map(([title, brand, color], index) =>
    searchHitSchema.parse({
      header: { externalId: `sku-${index + 1}`, imagePrefix: '' },
      data: {
        title,
        brand,
        color,
        image: [`${origin}/img/missing-${index + 1}.jpg`],
        url: `${origin}/p/sku-${index + 1}`,
      },
      pricing: { sellingPrice: 19.9 + index * 10, currency: 'EUR' },
    }),
  );
}
