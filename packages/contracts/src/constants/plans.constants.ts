/** Every plan key the server can answer with (docs/product/billing.md#plans). */
export const PLAN_KEYS = [
  'trial',
  'little',
  'start',
  'standard',
  'advanced',
  'enterprise',
  'custom',
] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

/** Regular, self-service plans ordered by size; enterprise and custom go through sales. */
export const TIERED_PLAN_KEYS = ['little', 'start', 'standard', 'advanced'] as const;
export type TieredPlanKey = (typeof TIERED_PLAN_KEYS)[number];

/**
 * Monthly query thresholds (docs/product/billing.md#query-tiers). Enterprise is "above 250.000", so
 * it has no cap here.
 */
export const PLAN_QUERY_THRESHOLDS: Readonly<Record<TieredPlanKey, number>> = {
  little: 1_000,
  start: 10_000,
  standard: 100_000,
  advanced: 250_000,
};

/** Enterprise starts where advanced stops. */
export const ENTERPRISE_MIN_QUERIES = PLAN_QUERY_THRESHOLDS.advanced;

export const TRIAL_DAYS = 30;
export const TRIAL_QUERY_THRESHOLD = 1_000;

/**
 * Overage ("slippage"): price in euro (plus VAT) of each extra block of queries
 * (docs/product/billing.md#overage-blocks).
 */
export interface OverageBlock {
  readonly price: number;
  readonly queries: number;
}
export const PLAN_OVERAGE_BLOCKS: Readonly<Record<TieredPlanKey, OverageBlock>> = {
  little: { price: 5, queries: 1_000 },
  start: { price: 15, queries: 5_000 },
  standard: { price: 75, queries: 50_000 },
  advanced: { price: 100, queries: 100_000 },
};

/** Annual plans save 10 % (docs/product/billing.md#plans). */
export const ANNUAL_DISCOUNT = 0.1;

/** Prices are euro plus VAT. */
export const PLAN_CURRENCY = 'EUR';

/**
 * The recommended-plan rule assumes this many queries in the period so far
 * (docs/product/billing.md#recommended-plan). The rule fixes the number instead of reading real
 * usage; callers may pass real usage instead.
 */
export const RECOMMENDED_PLAN_ASSUMED_QUERIES = 4_000;
export const RECOMMENDED_PLAN_PERIOD_DAYS = 30;

/** Free client tier default (docs/product/billing.md#client-tier): 5K limit, 20K monthly. */
export const DEFAULT_FREE_TIER_LIMIT = 5_000;
export const DEFAULT_FREE_TIER_MONTHLY_LIMIT = 20_000;

/**
 * The plans screen re-fetches the selected plan this often (docs/product/billing.md#plans-screen).
 */
export const PLAN_REFRESH_MS = 10_000;

/**
 * "You are reaching the query limit" shows from this share of the threshold shown
 * (docs/product/billing.md#query-tiers); past the whole threshold the limit "has exceeded".
 */
export const QUERY_LIMIT_WARNING_SHARE = 0.8;
