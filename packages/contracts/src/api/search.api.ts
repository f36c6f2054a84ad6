import { z } from 'zod';
import {
  DEFAULT_CUSTOMER_GROUP,
  DEFAULT_PRODUCT_SEARCH_CURRENCY,
} from '../constants/visual-machine.constants';
import { defineCall } from './call';
import { EVENT_DEVICES, userTokenSchema } from './events.api';
import { nestQuery } from './search-query.rules';
import { learnedEvidenceSchema } from '../shops/learning.schema';

export const SEARCH_MAX_LIMIT = 100;
/** Deep paging costs the engine offset + limit per query; storefronts never page this far. */
export const SEARCH_MAX_OFFSET = 10_000;

/**
 * Distinct facets one search may filter on: the engine ANDs each filtered facet as one bit of a
 * 32-bit mask (docs/product/search-api.md#filters).
 */
export const SEARCH_MAX_FILTERED_FACETS = 31;

const facetName = z.string().regex(/^[A-Za-z0-9_]{1,64}$/);
const rangeSchema = z.object({
  from: z.coerce.number().finite().optional(),
  to: z.coerce.number().finite().optional(),
});
/** One filter: `{ brand: 'Nike' }` or `{ price: { from, to } }`. */
const filterSchema = z.record(facetName, z.union([z.string().max(500), rangeSchema]));
/** Bracket indexes arrive as object keys ('0', '1'); order does not matter to filters. */
const indexed = <T extends z.ZodType>(item: T) =>
  z.record(z.string().regex(/^\d{1,3}$/), item).transform((record) => Object.values(record));

/**
 * `GET shops/{shopKey}/search` query: q, filters[i][j][facet]=value (price: [from]/[to]),
 * sort[0][key]=ASC|DESC, offset, limit, customer_group_id, currency. Groups `i` are ANDed, the
 * values `j` of one facet inside a group ORed.
 */
export const searchQuerySchema = z.preprocess(
  (value) => (typeof value === 'object' && value !== null ? nestQuery({ ...value }) : value),
  z.object({
    q: z.string().max(500).default(''),
    filters: indexed(indexed(filterSchema))
      .refine(
        (groups) =>
          new Set(groups.flat().flatMap((filter) => Object.keys(filter))).size <=
          SEARCH_MAX_FILTERED_FACETS,
        { message: `at most ${SEARCH_MAX_FILTERED_FACETS} facets are filtered at once` },
      )
      .default([]),
    sort: indexed(z.record(facetName, z.enum(['ASC', 'DESC', 'asc', 'desc']))).default([]),
    offset: z.coerce.number().int().min(0).max(SEARCH_MAX_OFFSET).default(0),
    limit: z.coerce.number().int().min(0).max(SEARCH_MAX_LIMIT).default(12),
    customer_group_id: z.string().min(1).max(64).default(DEFAULT_CUSTOMER_GROUP),
    currency: z.string().length(3).default(DEFAULT_PRODUCT_SEARCH_CURRENCY),
    /** `1`: each hit carries the matched ranges of its fields (`highlights`). */
    highlight: z.enum(['0', '1']).default('0'),
    /**
     * A preview token from the console (`GET shops/{id}/preview-token`): the shop is answered
     * even when not published, and the search is neither counted nor billed.
     */
    preview: z.string().min(1).max(2048).optional(),
    /** `1` with a preview token: each hit carries why it ranks where it does (`explain`). */
    explain: z.enum(['0', '1']).default('0'),
    /**
     * The shopper's anonymous token (the layer's `anon-…`), as in events (docs/product/analytics.md#events): the search
     * is logged under it. Without it, a hash of the client address and user agent stands in.
     */
    userToken: userTokenSchema.optional(),
    /**
     * The shopper's device as the layer sees it (`desktop` below 768 px wide is `mobile`): the
     * search is logged with it, so analytics can be filtered by device. Absent counts as desktop.
     */
    device: z.enum(EVENT_DEVICES).optional(),
  }),
);
export type SearchRequest = z.output<typeof searchQuerySchema>;

/** A result field's value as the product has it: text, a number, or a list of texts. */
export const resultValueSchema = z.union([z.string(), z.number(), z.array(z.string())]);
export type ResultValue = z.infer<typeof resultValueSchema>;

/**
 * One product of the answer. `data` always has title, image (URLs) and url, and description,
 * brand and availability when the product has them. Every field of the shop's setup `results`
 * that the product carries is in `data` too, keyed by its field name (`data.color: 'Nero'`,
 * `data.size: '42'`, `data.gtin`, `data.customLabel0`, `data.categories: ['Donna/Scarpe']`);
 * a product without the field has no key, and a results field named like one of the keys above
 * does not replace it. Fields that are not results fields are never sent.
 */
export const searchHitSchema = z.object({
  header: z.object({ externalId: z.string().min(1), imagePrefix: z.string() }),
  data: z
    .object({
      title: z.string(),
      description: z.string().optional(),
      brand: z.string().optional(),
      availability: z.string().optional(),
      image: z.array(z.string()),
      url: z.string(),
    })
    .catchall(resultValueSchema.optional()),
  pricing: z.object({ sellingPrice: z.number().nonnegative(), currency: z.string().nullable() }),
  /** With `highlight=1`: field → matched [start, end) ranges in the field's text. */
  highlights: z
    .record(z.string(), z.array(z.tuple([z.number().int(), z.number().int()])))
    .optional(),
  /**
   * With a preview token and `explain=1`: the ranking rule that placed the hit (or the campaign,
   * sort or tie), and the values of the rules for it.
   */
  explain: z
    .object({
      decidedBy: z.string(),
      rules: z.record(z.string(), z.number()),
      matchedFields: z.array(z.string()),
      typos: z.number().int().nonnegative(),
      /** The Visual Machine campaign that pinned, boosted or buried the hit, by name. */
      campaign: z.string().optional(),
      /** What learned ranking knew of the hit, when learning was in force. */
      learned: learnedEvidenceSchema.optional(),
    })
    .optional(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/**
 * A banner of a matching banner campaign (docs/product/visual-machine.md#banners): the listing
 * banner (position 0) above the results, card banners in the product grid at their 1-based slot
 * (1 to 20) of the first page.
 */
export const searchBannerSchema = z.object({
  /** The banner's name: campaign name, `_`, uuid. */
  id: z.string(),
  type: z.enum(['bannerListing', 'bannerCard']),
  position: z.number().int().min(0).max(20),
  url: z.string(),
  imageUrl: z.string(),
  mobileImageUrl: z.string(),
});
export type SearchBanner = z.infer<typeof searchBannerSchema>;

/**
 * Answer: products, total count and stats. `stats.<facet>` maps values to counts,
 * `stats.categories` maps each category path to its count, `stats.price` is `{ min, max }`.
 */
export const searchResponseSchema = z.object({
  results: z.array(searchHitSchema),
  results_count: z.number().int().nonnegative(),
  stats: z.record(z.string(), z.record(z.string(), z.number().nullable())),
  didYouMean: z.string().optional(),
  /**
   * Names this search in the shopper's later events (`click`, `add-to-cart`…), after Algolia
   * Insights' `queryID` (docs/product/analytics.md#events).
   */
  queryID: z.string().optional(),
  /** Banners of the first matching active banner campaign; absent when none matches. */
  banners: z.array(searchBannerSchema).optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/**
 * The ranking rules an explained hit reports, in the order the engine applies them
 * (docs/product/search-api.md#explain); a newer server may add rules after these.
 */
export const EXPLAIN_RULE_ORDER = [
  'words',
  'typo',
  'proximity',
  'fieldWeight',
  'exactness',
  'business',
  'availability',
  'bm25',
  // Its place among the others is the shop's choice (docs/product/learning.md#settings).
  'learned',
] as const;

/** The public search API the storefront layer calls; CORS is open, no credentials. */
export const searchApi = {
  search: defineCall({
    method: 'GET',
    path: '/shops/:shopKey/search',
    params: z.object({ shopKey: z.string().min(1).max(64) }),
    query: searchQuerySchema,
    response: searchResponseSchema,
    auth: 'public',
  }),
} as const;
