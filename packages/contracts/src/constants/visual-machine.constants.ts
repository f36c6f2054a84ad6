/** Campaign action types (docs/product/visual-machine.md#campaigns). */
export const CAMPAIGN_ACTION_TYPES = ['pin', 'boost', 'bury', 'remove'] as const;
export type CampaignActionType = (typeof CAMPAIGN_ACTION_TYPES)[number];

export const QUERY_CONDITION_TYPES = ['queryContains', 'queryIs', 'always'] as const;
export type QueryConditionType = (typeof QUERY_CONDITION_TYPES)[number];

export const FACET_CONDITION_TYPES = ['filterIs', 'filterContains'] as const;
export type FacetConditionType = (typeof FACET_CONDITION_TYPES)[number];

export const VALIDITY_TYPES = ['always', 'timeInterval'] as const;
export type ValidityType = (typeof VALIDITY_TYPES)[number];

export const BANNER_TYPES = ['bannerCard', 'bannerListing'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

/** Recommendation kinds (docs/product/visual-machine.md#recommendations). */
export const RECOMMENDATION_ACTION_TYPES = ['manually', 'query', 'similar', 'upselled'] as const;
export type RecommendationActionType = (typeof RECOMMENDATION_ACTION_TYPES)[number];
export const RECOMMENDATION_TRIGGER_TYPES = ['layer', 'external'] as const;
export const VISUALIZATION_TYPES = ['carousel', 'buttons'] as const;
export const DEFAULT_NO_RESULT_VISUALIZATION = 'carousel';
export const RECOMMENDER_TYPES = ['limit'] as const;
export const INNER_RECOMMENDER_TYPES = ['custom', 'query', 'queryTemplate'] as const;
export const HISTORY_SORT_KEYS = ['history.clicks', 'history.views'] as const;

/** Limits (docs/product/visual-machine.md#constants). */
export const MAX_ACTIONS = 4;

/**
 * Caps on what one Visual Machine save may send (docs/product/visual-machine.md#list-caps), far
 * above what the editors produce: triggers of a rule, query conditions and filters of a trigger,
 * actions (or banners) of a campaign, products of an action or a manual recommendation, items of
 * one reorder, and the length of a text field.
 */
export const VM_TRIGGERS_MAX = 20;
export const VM_TRIGGER_CONDITIONS_MAX = 50;
export const VM_ACTIONS_MAX = 25;
export const VM_PRODUCTS_MAX = 200;
export const VM_ORDER_MAX = 1_000;
export const VM_TEXT_MAX = 2_048;
export const BANNER_GRID_SLOTS = 20;
export const PRODUCT_PANEL_STEP = 10;
export const CATEGORY_AUTOCOMPLETE_MAX = 10;
export const CATEGORY_AUTOCOMPLETE_BLUR_MS = 150;
export const BANNER_TIER_PARAM = 1;
export const DEFAULT_RECOMMENDER_SIZE = 20;
export const HISTORY_INTERVALS = ['15', '30'] as const;
export type HistoryInterval = (typeof HISTORY_INTERVALS)[number];
export const DEFAULT_HISTORY_INTERVAL: HistoryInterval = '30';
export const RECOMMENDATION_TAG_PREFIX = 'widget-';
export const RECOMMENDATION_TAG_MIN = 1;
export const RECOMMENDATION_TAG_MAX = 9999;
export const DEFAULT_PRODUCT_SEARCH_CURRENCY = 'EUR';
export const DEFAULT_CUSTOMER_GROUP = 'default';
export const PRICE_SLIDER_STEPS = 100;
export const EXTERNAL_WIDGET_SCRIPT_VERSION = '1.0.0';
/** Facet conditions may use every configured facet plus these two. */
export const EXTRA_CONDITION_FACETS = ['price', 'categories'] as const;
/** Copies get this suffix. */
export const COPY_SUFFIX = ' - copy';
