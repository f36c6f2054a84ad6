import type { AttributeType, SearchType } from '../shops/reference-lists.schema';

/**
 * `GET industries`: the sectors the wizard's first step offers
 * (docs/product/onboarding.md#start-sector).
 */
export const INDUSTRIES = [
  'Fashion',
  'Electronics',
  'Home and garden',
  'Health and beauty',
  'Sports and outdoors',
  'Food and drink',
  'Toys and games',
  'Automotive',
  'Books and media',
  'Pets',
  'Jewellery and accessories',
  'Other',
] as const;

/**
 * `GET attribute-types`: how a results field is shown (setup.results values,
 * docs/product/search-setup.md#results).
 */
export const ATTRIBUTE_TYPES: readonly AttributeType[] = [
  { id: 'text', label: 'Text' },
  { id: 'price', label: 'Price' },
  { id: 'image', label: 'Image' },
  { id: 'url', label: 'Link' },
  { id: 'number', label: 'Number' },
];

/** Query field search types: `text` is analysed (stemming, typos), `code` matches exactly. */
export const QUERY_SEARCH_TYPES = ['text', 'code'] as const;
export type QuerySearchType = (typeof QUERY_SEARCH_TYPES)[number];

/** Typo tolerance of a query field: none, up to one, or up to two typos per word. */
export const TYPO_TOLERANCES = ['none', 'fuzzy1', 'fuzzy2'] as const;
export type TypoToleranceValue = (typeof TYPO_TOLERANCES)[number];

/**
 * The catalogue attributes the server fixes `setup.productUrl` and `setup.productImage` to
 * (docs/product/search-setup.md#results): the names the search index's documents carry, as
 * `GET shops/{id}/attributes` lists them.
 */
export const PRODUCT_URL_ATTRIBUTE = 'link';
export const PRODUCT_IMAGE_ATTRIBUTE = 'images';

/** Key of the search type inside a setup query field (`setup.query[field].searchType`). */
export const SEARCH_TYPE_KEY = 'searchType';

/**
 * `GET search-types`: how a query field is matched. The values are the engine's search types: `text`
 * is analysed (stemming, typos), `code` matches identifiers exactly.
 */
export const SEARCH_TYPES: readonly SearchType[] = [
  {
    key: 'searchType',
    label: 'Search type',
    values: [
      { value: 'text', label: 'Text', description: 'Words, with stemming and typo tolerance.' },
      { value: 'code', label: 'Code', description: 'Identifiers such as GTIN or MPN, exact.' },
    ],
  },
  {
    key: 'typoTolerance',
    label: 'Typo tolerance',
    values: [
      { value: 'none', label: 'None', description: 'Only exact words match.' },
      {
        value: 'fuzzy1',
        label: 'One typo',
        description: 'One typo in words of 4 letters or more.',
      },
      {
        value: 'fuzzy2',
        label: 'Two typos',
        description: 'One typo from 4 letters, two from 8 letters.',
      },
    ],
  },
];
