import { z } from 'zod';
import {
  DEFAULT_FREE_TIER_LIMIT,
  DEFAULT_FREE_TIER_MONTHLY_LIMIT,
  PLAN_KEYS,
} from '../constants/plans.constants';

export const planKeySchema = z.enum(PLAN_KEYS);

const epochSeconds = z.number().int().nonnegative();

export const planPriceSchema = z.object({
  monthly: z.number().nonnegative(),
  yearly: z.number().nonnegative(),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

export const pendingPlanSchema = z.object({
  planKey: planKeySchema,
  title: z.string(),
  isMonthly: z.boolean(),
});
export type PendingPlan = z.infer<typeof pendingPlanSchema>;

/**
 * Plan (docs/product/billing.md#plans); items of `GET plans` and of `GET customers/me/plan`.
 * Timestamps in seconds.
 */
export const planSchema = z.object({
  key: planKeySchema,
  title: z.string(),
  desc: z.string(),
  price: planPriceSchema,
  queries: z.object({ threshold: z.number().int().nonnegative() }),
  /** 0 means "use queries.threshold" (see shownThreshold). */
  requestsLimit: z.number().int().nonnegative(),
  isMonthly: z.boolean(),
  isActive: z.boolean(),
  isRegular: z.boolean(),
  isAutomatic: z.boolean(),
  isCustom: z.boolean(),
  subscriptionTimestamp: epochSeconds.nullable(),
  periodStartTimestamp: epochSeconds.nullable(),
  endTimestamp: epochSeconds.nullable(),
  pendingPlan: pendingPlanSchema.nullable(),
  discount: z.number().nonnegative().nullable(),
  /** Set while a cancelled plan runs until its end date. */
  isDeactivating: z.boolean().optional(),
});
export type Plan = z.infer<typeof planSchema>;

/** `GET customers/me/plan`: an empty list means trial. */
export const customerPlanResponseSchema = z.array(planSchema);

/** `PUT customers/me/plan`. */
export const planChangePayloadSchema = z.object({ key: planKeySchema, isMonthly: z.boolean() });
export type PlanChangePayload = z.infer<typeof planChangePayloadSchema>;

/** Client configuration tier (`GET customers/me/tier`). */
export const tierSchema = z.object({
  label: z.string(),
  limitLabel: z.string(),
  limit: z.number().int().nonnegative(),
  limitMonth: z.number().int().nonnegative(),
  limitMonthLabel: z.string(),
});
export type Tier = z.infer<typeof tierSchema>;

export const clientConfigurationSchema = z.object({
  tier: tierSchema,
  balance: z.number(),
  remaining: z.number(),
});
export type ClientConfiguration = z.infer<typeof clientConfigurationSchema>;

/**
 * The free tier every client starts on: 5K queries, 20K a month.
 * @example defaultTier().limitMonth // 20000
 */
export function defaultTier(): Tier {
  return {
    label: 'free',
    limitLabel: '5K',
    limit: DEFAULT_FREE_TIER_LIMIT,
    limitMonth: DEFAULT_FREE_TIER_MONTHLY_LIMIT,
    limitMonthLabel: '20K',
  };
}

/**
 * Client configuration before the server answered: the free tier with nothing used.
 * @example defaultClientConfiguration().remaining // 5000
 */
export function defaultClientConfiguration(): ClientConfiguration {
  return { tier: defaultTier(), balance: 0, remaining: DEFAULT_FREE_TIER_LIMIT };
}
