import { z } from 'zod';
import {
  BANNER_GRID_SLOTS,
  CAMPAIGN_ACTION_TYPES,
  VM_ACTIONS_MAX,
  VM_ORDER_MAX,
  VM_PRODUCTS_MAX,
} from '../constants/visual-machine.constants';
import { alwaysValidity, emptyTrigger, ruleBaseSchema, vmProductSchema } from './conditions.schema';

export const campaignActionTypeSchema = z.enum(CAMPAIGN_ACTION_TYPES);

export const campaignActionSchema = z.object({
  type: campaignActionTypeSchema,
  products: z.array(vmProductSchema).max(VM_PRODUCTS_MAX),
});
export type CampaignAction = z.infer<typeof campaignActionSchema>;

/** Banner card placed in the 20-slot ordering grid (positions 1 to 20). */
export const bannerCardSlotSchema = z.object({
  position: z.number().int().min(1).max(BANNER_GRID_SLOTS),
  imageUrl: z.string(),
});
export type BannerCardSlot = z.infer<typeof bannerCardSlotSchema>;

/** Merchandising campaign (docs/product/visual-machine.md#campaigns); no id until created. */
export const campaignSchema = ruleBaseSchema.extend({
  actions: z.array(campaignActionSchema).max(VM_ACTIONS_MAX),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** `PUT shops/{configId}/visual-machine`: campaigns in their new order. */
export const campaignOrderSchema = z.array(campaignSchema.required({ id: true })).max(VM_ORDER_MAX);

/**
 * A new campaign: no id, active, always valid, one empty trigger and one pin action.
 * @example defaultCampaign().actions[0].type // 'pin'
 */
export function defaultCampaign(): Campaign {
  return {
    name: '',
    description: '',
    isActive: true,
    validity: alwaysValidity(),
    conditions: [emptyTrigger()],
    actions: [{ type: 'pin', products: [] }],
  };
}

/**
 * Copy of an item: no id and ' - copy' appended to the name.
 * @example copyOf({ id: '1', name: 'Sale' }) // { name: 'Sale - copy' }
 */
export function copyOf<T extends { id?: string; name: string }>(item: T): Omit<T, 'id'> {
  const { id: _id, ...rest } = item;
  return { ...rest, name: `${item.name} - copy` };
}
