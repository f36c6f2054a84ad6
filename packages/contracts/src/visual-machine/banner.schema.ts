import { z } from 'zod';
import {
  BANNER_TYPES,
  VM_ACTIONS_MAX,
  VM_ORDER_MAX,
  VM_TEXT_MAX,
} from '../constants/visual-machine.constants';
import { alwaysValidity, emptyTrigger, ruleBaseSchema, vmTextSchema } from './conditions.schema';

export const bannerTypeSchema = z.enum(BANNER_TYPES);

/** Banner (an action of a banner campaign). Position 0 is the listing banner. */
export const bannerActionSchema = z.object({
  id: z.string().max(VM_TEXT_MAX).optional(),
  type: bannerTypeSchema,
  /** Target URL. */
  url: vmTextSchema,
  /** Desktop image. */
  imageUrl: vmTextSchema,
  mobileImageUrl: vmTextSchema,
  position: z.number().int().nonnegative(),
  /** Campaign name, '_' and a generated uuid. */
  name: vmTextSchema,
});
export type BannerAction = z.infer<typeof bannerActionSchema>;

/** Banner campaign (docs/product/visual-machine.md#banners). */
export const bannerCampaignSchema = ruleBaseSchema.extend({
  actions: z.array(bannerActionSchema).max(VM_ACTIONS_MAX),
});
export type BannerCampaign = z.infer<typeof bannerCampaignSchema>;

/** `PUT shops/{shopId}/VM?tier=1`: ordered list (reorder or mass toggle). */
export const bannerCampaignOrderSchema = z.object({
  campaigns: z.array(bannerCampaignSchema).max(VM_ORDER_MAX),
});

/**
 * A new listing banner with empty fields.
 * @example emptyListingBanner().position // 0
 */
export function emptyListingBanner(): BannerAction {
  return {
    type: 'bannerListing',
    url: '',
    imageUrl: '',
    mobileImageUrl: '',
    position: 0,
    name: '',
  };
}

/**
 * The default new banner campaign: empty name and description, active, always valid, one trigger
 * with an empty filter list and one empty listing banner.
 * @example defaultBannerCampaign().actions.length // 1
 */
export function defaultBannerCampaign(): BannerCampaign {
  return {
    name: '',
    description: '',
    isActive: true,
    validity: alwaysValidity(),
    conditions: [emptyTrigger()],
    actions: [emptyListingBanner()],
  };
}

/**
 * Banner name: campaign name, an underscore and a generated uuid.
 * @example bannerName('Summer', 'abc') // 'Summer_abc'
 */
export function bannerName(campaignName: string, uuid: string): string {
  return `${campaignName}_${uuid}`;
}

/**
 * Position for a banner of the given type: 0 for listing, otherwise the highest position plus 1.
 * @example nextBannerPosition([{ position: 2 }], 'bannerCard') // 3
 */
export function nextBannerPosition(
  banners: readonly Pick<BannerAction, 'position'>[],
  type: BannerAction['type'],
): number {
  if (type === 'bannerListing') return 0;
  return Math.max(0, ...banners.map((banner) => banner.position)) + 1;
}
