import { z } from 'zod';
import {
  DEFAULT_FREE_TIER_LIMIT,
  DEFAULT_FREE_TIER_MONTHLY_LIMIT,
  PLAN_KEYS,
} from '../constants/plans.constants';

export const planKeySchema = z.enum(PLAN_KEYS);

const epochSeconds = z.number().int().nonnegative();

/**
 * A plan's prices in **euro, VAT excluded, as numbers with at most two decimals**, for display. The
 * server keeps and computes every amount in integer cents; these are those cents divided by 100.
 * `yearly` is twelve months less the annual saving. 0 for plans priced with sales (enterprise, and
 * custom unless agreed).
 */
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
 * The subscription's state (docs/product/billing.md#plan-states): `trial` (and `trial-ending` in its
 * last days), `paid`, `pending` (a chosen plan waits for its payment), `custom`, `cancelled` (runs
 * to its end date, can be reactivated), `suspended` (an invoice unpaid too long) and `inactive` (a
 * trial or a cancelled plan that ran out). Only `suspended` and `inactive` lock publishing.
 */
export const PLAN_STATES = [
  'trial',
  'trial-ending',
  'paid',
  'pending',
  'custom',
  'cancelled',
  'suspended',
  'inactive',
] as const;
export const planStateSchema = z.enum(PLAN_STATES);
export type PlanState = z.infer<typeof planStateSchema>;

/** How this month's queries stand against the threshold (docs/product/billing.md#query-tiers). */
export const QUERY_LIMIT_STATES = ['ok', 'reaching', 'exceeded'] as const;
export type QueryLimitState = (typeof QUERY_LIMIT_STATES)[number];

/**
 * This month's metered queries (`GET customers/me/plan`, selected plan only): human search intents
 * summed over the completed shops since `monthStart` (epoch seconds, the UTC month), the threshold
 * they are measured against (0: unlimited), and the overage blocks activated this month.
 */
export const planUsageSchema = z.object({
  requests: z.number().int().nonnegative(),
  threshold: z.number().int().nonnegative(),
  state: z.enum(QUERY_LIMIT_STATES),
  overageBlocks: z.number().int().nonnegative(),
  monthStart: z.number().int().nonnegative(),
});
export type PlanUsage = z.infer<typeof planUsageSchema>;

/**
 * Plan (docs/product/billing.md#plans); items of `GET plans` and of `GET customers/me/plan`.
 * Timestamps in epoch seconds; prices in euro (see `planPriceSchema`).
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
  /** The subscription's state; only on `GET customers/me/plan`. */
  state: planStateSchema.optional(),
  /**
   * Epoch seconds since when an invoice has been unpaid (its issue), null when none is; the account
   * is suspended `SUSPENSION_AFTER_UNPAID_DAYS` later. Only on `GET customers/me/plan`.
   */
  unpaidSince: epochSeconds.nullable().optional(),
  /** Whether the last payment of an unpaid invoice failed (the payment-failure warning). */
  paymentFailed: z.boolean().optional(),
  usage: planUsageSchema.optional(),
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
