/** Layer layouts (docs/product/layout-design.md#desktop-tab). */
export const LAYER_LAYOUTS = ['full-screen', 'half-screen', 'windowed'] as const;
export type LayerLayout = (typeof LAYER_LAYOUTS)[number];

export const TYPING_MODES = ['input', 'click'] as const;
export type TypingMode = (typeof TYPING_MODES)[number];

export const PAGING_MODES = ['infinite-scrolling', 'paginator'] as const;
export type PagingMode = (typeof PAGING_MODES)[number];

/** Products per page options. */
export const PRODUCTS_PER_PAGE = [6, 12, 18, 24] as const;

/** Facet types (docs/product/layout-design.md#facets). */
export const FACET_TYPES = [
  'checkbox-MC',
  'checkbox-SC',
  'button-SC',
  'button-MC',
  'alph-MC',
  'alph-SC',
  'slider',
  'rating',
] as const;
export const CATEGORY_FACET_TYPES = ['leafs-MC', 'leafs-SC', 'tree-MC', 'tree-SC'] as const;
export const PRICE_FACET_TYPES = ['slider'] as const;
export const DYNAMIC_FACET_STYLES = [
  'checkbox-MC',
  'checkbox-SC',
  'button-SC',
  'button-MC',
] as const;
/** Every type a facet item may carry. */
export const ALL_FACET_TYPES = [...FACET_TYPES, ...CATEGORY_FACET_TYPES] as const;
export type FacetType = (typeof ALL_FACET_TYPES)[number];
export type DynamicFacetStyle = (typeof DYNAMIC_FACET_STYLES)[number];

/** Alphabetical facets reset their filter sorting to ASC when chosen. */
export const ALPHABETICAL_FACET_TYPES: readonly FacetType[] = ['alph-MC', 'alph-SC'];
/** Facet types that hide the inner-search toggle. */
export const NO_INNER_SEARCH_FACET_TYPES: readonly FacetType[] = ['slider', 'rating'];
/** Filter sorting is hidden for these and for category facets. */
export const NO_FILTER_SORTING_FACET_TYPES: readonly FacetType[] = [
  'slider',
  'rating',
  ...CATEGORY_FACET_TYPES,
];

export const FACET_SORT_OPTIONS = ['results', 'ASC', 'DESC'] as const;
export type FacetSortOption = (typeof FACET_SORT_OPTIONS)[number];
export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const CATEGORY_TREE_LEVELS = [1, 2, 3] as const;
export const CATEGORY_LEVEL_OPTIONS = ['first', 'second', 'penultimate', 'last'] as const;

export const LAST_SEARCHES_RESET_OPTIONS = ['1D', '1W', '1Y'] as const;
export const VOICE_SEARCH_LANGUAGE_TYPES = ['default', 'google'] as const;

/** Card tab (docs/product/layout-design.md#card-tab). */
export const CARD_ATTRIBUTES_MAX = 2;
export const CARD_ATTRIBUTE_TYPES = ['value', 'image'] as const;

/** Minimum characters for instant results: the input allows 2..10, the setter 1..10. */
export const MIN_CHARS_INPUT_MIN = 2;
export const MIN_CHARS_SETTER_MIN = 1;
export const MIN_CHARS_MAX = 10;
export const MIN_CHARS_DEFAULT = 4;

export const MAIN_CATEGORIES_MAX = 12;
export const RECOMMENDATION_CATEGORIES_MAX = 8;

/** Label rules (docs/product/layout-design.md#limits). */
export const FACET_LABEL_MIN = 3;
export const FACET_LABEL_MAX = 20;
export const SORT_LABEL_MIN = 3;
export const SORT_LABEL_MAX = 24;

/** Icebreaker number: the input allows 1..6, the change handler 1..8. */
export const ICEBREAKER_MIN = 1;
export const ICEBREAKER_INPUT_MAX = 6;
export const ICEBREAKER_HANDLER_MAX = 8;

/** Labels CSV upload. */
export const LABELS_CSV_MAX_BYTES = 5 * 1024 * 1024;
export const LABELS_CSV_MIME = 'text/csv';
export const LABELS_CSV_ENCODING = 'ISO-8859-1';
/**
 * Rows of one labels CSV, and facet labels one upload stores
 * (docs/product/layout-design.md#dynamic-facets-and-labels).
 */
export const LABELS_CSV_MAX_ROWS = 5_000;
/**
 * Catalogue attributes one setup or layout save may list (query and result fields, facets, sort
 * options, showcase blocks, category choices), and the tie-breakers of one sort option
 * (docs/product/search-setup.md#setup-data, docs/product/layout-design.md#list-caps).
 */
export const ATTRIBUTE_LIST_MAX = 500;
export const SORT_TIE_BREAKERS_MAX = 20;
/**
 * SEO translations (docs/product/search-setup.md#seo): filters translated, and translations over
 * all filters, in one upload or setup save.
 */
export const SEO_FILTERS_MAX = 200;
export const SEO_TRANSLATIONS_MAX = 20_000;
export const CSV_EXTENSION = '.csv';

/** SEO-friendly URLs and the layer version default. */
export const DEFAULT_SEO_SEARCH_WORD = 'search';
export const DEFAULT_LAYER_VERSION = 'latest';
/** A layer version folder: 'latest' or x.y.z (docs/product/preview.md#layer-versions). */
export const LAYER_VERSION_PATTERN = /^(latest|\d+\.\d+\.\d+)$/;

/** Guidance values for images. */
export const CATEGORY_IMAGE_RATIO = 2;
export const BANNER_SUGGESTED_SIZE = { width: 1440, height: 160, dpi: 72 } as const;

/** Prefix of dynamic block showcase items: `dynamic-N`. */
export const DYNAMIC_SHOWCASE_PREFIX = 'dynamic-';

/*
 * The stored layout keeps the legacy numeric codes (docs/product/layout-design.md#defaults: desktop
 * layout 1, typing 1, paging 1, perPage 1; mobile perPage 2). Codes are 1-based positions in these
 * lists; typing 1 is click so that the default full-screen layout agrees with typingForLayout.
 */
export const LAYER_LAYOUT_CODES = { 'full-screen': 1, 'half-screen': 2, windowed: 3 } as const;
export const TYPING_CODES = { click: 1, input: 2 } as const;
export const PAGING_CODES = { 'infinite-scrolling': 1, paginator: 2 } as const;
/** perPage code n means PRODUCTS_PER_PAGE[n - 1] products. */
export const PER_PAGE_CODES = { 6: 1, 12: 2, 18: 3, 24: 4 } as const;
