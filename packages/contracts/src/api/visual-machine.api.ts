import { z } from 'zod';
import { statusResponseSchema } from '../account/session.schema';
import { BANNER_TIER_PARAM, PRODUCT_PANEL_STEP } from '../constants/visual-machine.constants';
import { bannerCampaignOrderSchema, bannerCampaignSchema } from '../visual-machine/banner.schema';
import { campaignOrderSchema, campaignSchema } from '../visual-machine/campaign.schema';
import { productSearchResultSchema } from '../visual-machine/product-search.schema';
import {
  historyIntervalSchema,
  recommendationOrderSchema,
  recommendationSchema,
} from '../visual-machine/recommendation.schema';
import { defineCall } from './call';
import { nestQuery } from './search-query.rules';
import { searchQuerySchema } from './search.api';

/** The product picker shows one page of this many products; offsets move by the same step. */
export const PRODUCT_PICKER_PAGE_SIZE = PRODUCT_PANEL_STEP;

/**
 * `GET shops/{shopKey}/visual-machine/search` query
 * (docs/product/visual-machine.md#product-picker): the storefront search's bracketed parameters (q,
 * filters[i][j][facet], sort[0][key], customer_group_id, currency), with offsets in steps of 10 and
 * a fixed page of 10.
 */
export const productPickerQuerySchema = z.preprocess(
  (value) => (typeof value === 'object' && value !== null ? nestQuery({ ...value }) : value),
  searchQuerySchema.out.omit({ limit: true }).extend({
    offset: searchQuerySchema.out.shape.offset.pipe(
      z.number().multipleOf(PRODUCT_PICKER_PAGE_SIZE),
    ),
  }),
);
export type ProductPickerQuery = z.output<typeof productPickerQuerySchema>;

const shopParams = z.object({ id: z.string().min(1).max(64) });
const itemParams = shopParams.extend({ itemId: z.string().min(1).max(64) });

/** Stored Visual Machine items always have their id. */
export const savedCampaignSchema = campaignSchema.required({ id: true });
export type SavedCampaign = z.infer<typeof savedCampaignSchema>;
export const savedBannerCampaignSchema = bannerCampaignSchema.required({ id: true });
export type SavedBannerCampaign = z.infer<typeof savedBannerCampaignSchema>;
export const savedRecommendationSchema = recommendationSchema.required({ id: true });
export type SavedRecommendation = z.infer<typeof savedRecommendationSchema>;

/** Banner calls carry `tier=1` (docs/product/visual-machine.md#calls). */
export const bannerTierQuerySchema = z.object({
  tier: z.coerce.number().pipe(z.literal(BANNER_TIER_PARAM)),
});

/** A fresh uuid for a banner's name (campaign name, `_`, uuid). */
export const bannerIdSchema = z.object({ uuid: z.uuid() });

/**
 * The Visual Machine of one of the caller's shops (docs/product/visual-machine.md#calls): lists in
 * their order (the order search applies them in), each saved with the same rules the console
 * checks (`campaignWarnings`, `bannerCampaignWarnings`, `recommendationWarnings`; 400
 * `visual-machine-invalid` with the warnings). Another customer's shop answers 404; a plan below
 * standard answers 402 `plan-feature-locked`. The product picker is read on every plan.
 */
export const visualMachineApi = {
  productSearch: defineCall({
    method: 'GET',
    path: '/shops/:shopKey/visual-machine/search',
    params: z.object({ shopKey: z.string().min(1).max(64) }),
    query: productPickerQuerySchema,
    response: productSearchResultSchema,
    auth: 'session',
  }),

  campaigns: defineCall({
    method: 'GET',
    path: '/shops/:id/visual-machine',
    params: shopParams,
    response: z.array(savedCampaignSchema),
    auth: 'session',
  }),
  /** Creates (or copies: a campaign without id) at the end of the list. */
  createCampaign: defineCall({
    method: 'POST',
    path: '/shops/:id/visual-machine',
    params: shopParams,
    body: campaignSchema,
    response: savedCampaignSchema,
    auth: 'session',
  }),
  /** The whole list in its new order (a reorder or enable/disable all); must name every campaign. */
  saveCampaignOrder: defineCall({
    method: 'PUT',
    path: '/shops/:id/visual-machine',
    params: shopParams,
    body: campaignOrderSchema,
    response: z.array(savedCampaignSchema),
    auth: 'session',
  }),
  updateCampaign: defineCall({
    method: 'PUT',
    path: '/shops/:id/visual-machine/:itemId',
    params: itemParams,
    body: campaignSchema,
    response: savedCampaignSchema,
    auth: 'session',
  }),
  deleteCampaign: defineCall({
    method: 'DELETE',
    path: '/shops/:id/visual-machine/:itemId',
    params: itemParams,
    response: statusResponseSchema,
    auth: 'session',
  }),

  bannerCampaigns: defineCall({
    method: 'GET',
    path: '/shops/:id/VM',
    params: shopParams,
    query: bannerTierQuerySchema,
    response: z.array(savedBannerCampaignSchema),
    auth: 'session',
  }),
  createBannerCampaign: defineCall({
    method: 'POST',
    path: '/shops/:id/VM',
    params: shopParams,
    query: bannerTierQuerySchema,
    body: bannerCampaignSchema,
    response: savedBannerCampaignSchema,
    auth: 'session',
  }),
  saveBannerCampaignOrder: defineCall({
    method: 'PUT',
    path: '/shops/:id/VM',
    params: shopParams,
    query: bannerTierQuerySchema,
    body: bannerCampaignOrderSchema,
    response: z.array(savedBannerCampaignSchema),
    auth: 'session',
  }),
  updateBannerCampaign: defineCall({
    method: 'PUT',
    path: '/shops/:id/VM/:itemId',
    params: itemParams,
    query: bannerTierQuerySchema,
    body: bannerCampaignSchema,
    response: savedBannerCampaignSchema,
    auth: 'session',
  }),
  deleteBannerCampaign: defineCall({
    method: 'DELETE',
    path: '/shops/:id/VM/:itemId',
    params: itemParams,
    query: bannerTierQuerySchema,
    response: statusResponseSchema,
    auth: 'session',
  }),
  bannerId: defineCall({
    method: 'GET',
    path: '/shops/:id/VM/banner-id',
    params: shopParams,
    query: bannerTierQuerySchema,
    response: bannerIdSchema,
    auth: 'session',
  }),

  recommendations: defineCall({
    method: 'GET',
    path: '/shops/:id/recommendations',
    params: shopParams,
    response: z.array(savedRecommendationSchema),
    auth: 'session',
  }),
  createRecommendation: defineCall({
    method: 'POST',
    path: '/shops/:id/recommendations',
    params: shopParams,
    body: recommendationSchema,
    response: savedRecommendationSchema,
    auth: 'session',
  }),
  saveRecommendationOrder: defineCall({
    method: 'PUT',
    path: '/shops/:id/recommendations',
    params: shopParams,
    body: recommendationOrderSchema,
    response: z.array(savedRecommendationSchema),
    auth: 'session',
  }),
  updateRecommendation: defineCall({
    method: 'PUT',
    path: '/shops/:id/recommendations/:itemId',
    params: itemParams,
    body: recommendationSchema,
    response: savedRecommendationSchema,
    auth: 'session',
  }),
  deleteRecommendation: defineCall({
    method: 'DELETE',
    path: '/shops/:id/recommendations/:itemId',
    params: itemParams,
    response: statusResponseSchema,
    auth: 'session',
  }),
  historyInterval: defineCall({
    method: 'GET',
    path: '/shops/:id/recommendations/history-interval',
    params: shopParams,
    response: historyIntervalSchema,
    auth: 'session',
  }),
  setHistoryInterval: defineCall({
    method: 'PUT',
    path: '/shops/:id/recommendations/history-interval',
    params: shopParams,
    body: historyIntervalSchema,
    response: historyIntervalSchema,
    auth: 'session',
  }),
} as const;
