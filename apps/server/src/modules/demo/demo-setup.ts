import {
  defaultFineTuning,
  defaultSetup,
  defaultSetupConfig,
  type FineTuning,
  type QueryField,
  type Setup,
} from '@trova/contracts';

function text(label: string, typoTolerance: 'none' | 'fuzzy1' | 'fuzzy2' = 'fuzzy2'): QueryField {
  return { label, searchType: 'text', typoTolerance };
}

/** The demo shop's own office, in its excluded IPs. */
export const DEMO_OFFICE_IP = '203.0.113.7';

/**
 * What a shop owner would choose in the wizard for the demo catalogue: names, brands and categories
 * searched as words, GTINs as codes; the usual facets and result fields. Attribute names are the
 * ones the demo shop's search documents carry (see product-document.ts).
 * @example demoSetup().query.gtin?.searchType // 'code'
 */
export function demoSetup(): Setup {
  return {
    ...defaultSetup(),
    query: {
      title: text('title'),
      brand: text('brand', 'fuzzy1'),
      categories: text('categories'),
      description: text('description'),
      color: text('color', 'fuzzy1'),
      gtin: { label: 'gtin', searchType: 'code', typoTolerance: 'none' },
    },
    results: {
      title: { label: 'title', value: 'text' },
      price: { label: 'price', value: 'price' },
      images: { label: 'images', value: 'image' },
      link: { label: 'link', value: 'url' },
    },
    facets: ['brand', 'categories', 'color', 'size', 'price'],
    separator: '/',
    lang: 'it',
    // The demo storefront's search box is `<input id="search">`.
    config: {
      ...defaultSetupConfig(),
      selector: { selectorId: 'search', desktop: '', mobile: '', isId: true },
    },
  };
}

/**
 * Fine tuning of the demo: titles weigh most, and the Italian and English names of the demo's
 * categories are synonyms, so either language finds both halves of the bilingual catalogue. The
 * shop's "office" address (a documentation address, RFC 5737) is excluded, so the simulated staff
 * who search from it show up flagged in the audit, not in analytics.
 */
export function demoFineTuning(): FineTuning {
  return {
    ...defaultFineTuning(),
    weights: { title: 5, brand: 3, categories: 2, color: 2, description: 1, gtin: 4 },
    ips: [DEMO_OFFICE_IP],
    stopwords: ['di', 'per', 'the', 'and'],
    synonyms: [
      ['scarpe', 'shoes'],
      ['giacca', 'jacket'],
      ['cuffie', 'headphones'],
      ['lampada', 'lamp'],
    ],
  };
}
