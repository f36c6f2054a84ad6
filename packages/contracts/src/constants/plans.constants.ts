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
 * Overage ("slippage"): the price of each extra block of queries
 * (docs/product/billing.md#overage-blocks). `price` is in euro (plus VAT) for display; `priceCents`
 * is the same amount in integer cents, which is what the server stores and computes with.
 */
export interface OverageBlock {
  /** Euro, VAT excluded (display only). */
  readonly price: number;
  /** Euro cents, VAT excluded. */
  readonly priceCents: number;
  readonly queries: number;
}
export const PLAN_OVERAGE_BLOCKS: Readonly<Record<TieredPlanKey, OverageBlock>> = {
  little: { price: 5, priceCents: 500, queries: 1_000 },
  start: { price: 15, priceCents: 1_500, queries: 5_000 },
  standard: { price: 75, priceCents: 7_500, queries: 50_000 },
  advanced: { price: 100, priceCents: 10_000, queries: 100_000 },
};

/** Annual plans save 10 % (docs/product/billing.md#plans). */
export const ANNUAL_DISCOUNT = 0.1;

/** Prices are euro plus VAT. */
export const PLAN_CURRENCY = 'EUR';

/** The recommended plan scales the queries of the elapsed days to this many days. */
export const RECOMMENDED_PLAN_PERIOD_DAYS = 30;

/**
 * The queries the recommended plan assumes for the days elapsed in the period
 * (docs/product/billing.md#recommended-plan).
 */
export const RECOMMENDED_PLAN_ASSUMED_QUERIES = 4_000;

/**
 * Share of the threshold from which the customer is told "You are reaching the query limit"
 * (docs/product/billing.md#query-tiers).
 */
export const QUERY_LIMIT_WARNING_SHARE = 0.8;

/** A trial shows as ending during its last days (docs/product/billing.md#plan-states). */
export const TRIAL_ENDING_DAYS = 7;

/** Days an invoice may stay unpaid before the account is suspended (contract terms). */
export const SUSPENSION_AFTER_UNPAID_DAYS = 28;

/** Free client tier default (docs/product/billing.md#client-tier): 5K limit, 20K monthly. */
export const DEFAULT_FREE_TIER_LIMIT = 5_000;
export const DEFAULT_FREE_TIER_MONTHLY_LIMIT = 20_000;

/**
 * The plans screen re-fetches the selected plan this often (docs/product/billing.md#plans-screen).
 */
export const PLAN_REFRESH_MS = 10_000;

/**
 * How many shops an account may have at once, by effective plan
 * (docs/product/billing.md#shops-per-plan). Creating one more is refused with `shop-limit-reached`;
 * shops kept from a larger plan stay, and deleting one frees its place. Custom is also the plan of
 * every account when billing is off.
 */
export const PLAN_SHOP_LIMITS: Readonly<Record<PlanKey, number>> = {
  trial: 3,
  little: 1,
  start: 3,
  standard: 5,
  advanced: 10,
  enterprise: 100,
  custom: 100,
};

/**
 * The built-in plans' titles and descriptions, what the server answers without a plans file
 * (docs/product/billing.md#plans-file). The console shows its own translation of a text that is
 * exactly the built-in one, and an operator's own text as written.
 */
export const BUILT_IN_PLAN_TEXTS: Readonly<
  Record<PlanKey, { readonly title: string; readonly description: string }>
> = {
  trial: { title: 'Trial', description: '30 days with every feature, 1.000 queries' },
  little: { title: 'Little', description: '1.000 queries a month' },
  start: { title: 'Start', description: '10.000 queries a month' },
  standard: { title: 'Standard', description: '100.000 queries a month' },
  advanced: { title: 'Advanced', description: '250.000 queries a month' },
  enterprise: { title: 'Enterprise', description: 'Above 250.000 queries a month' },
  custom: { title: 'Custom', description: 'Arranged with sales' },
};
