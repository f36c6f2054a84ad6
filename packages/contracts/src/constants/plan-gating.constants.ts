import type { PlanKey } from './plans.constants';

/*
 * Gating sets as docs/product/billing.md#gating-by-plan lists them. Trial counts as every tier so
 * that a trial shows the whole product. A custom plan is arranged with sales above the tiers (and
 * is what an install without billing gives every account), so it has every feature of the tiers
 * and support, like enterprise (docs/adr/0016-billing-rules.md). `little` is in none of the sets.
 */
export const START_OR_MORE_PLANS: readonly PlanKey[] = [
  'start',
  'standard',
  'advanced',
  'enterprise',
  'custom',
  'trial',
];
export const STANDARD_OR_MORE_PLANS: readonly PlanKey[] = [
  'standard',
  'advanced',
  'enterprise',
  'custom',
  'trial',
];
export const ADVANCED_OR_MORE_PLANS: readonly PlanKey[] = [
  'advanced',
  'enterprise',
  'custom',
  'trial',
];
export const ENTERPRISE_PLANS: readonly PlanKey[] = ['enterprise', 'custom'];

/**
 * Showcase, icebreaker and other designs need at least `start`.
 * @example isStartOrMore('little') // false
 */
export function isStartOrMore(planKey: PlanKey): boolean {
  return START_OR_MORE_PLANS.includes(planKey);
}

/**
 * Visual Machine and promotions need at least `standard`.
 * @example isStandardOrMore('trial') // true
 */
export function isStandardOrMore(planKey: PlanKey): boolean {
  return STANDARD_OR_MORE_PLANS.includes(planKey);
}

/**
 * B2B search, API, price webhook and advanced price customisation need at least `advanced`.
 * @example isAdvancedOrMore('standard') // false
 */
export function isAdvancedOrMore(planKey: PlanKey): boolean {
  return ADVANCED_OR_MORE_PLANS.includes(planKey);
}

/** Features of the plans table (docs/product/billing.md#gating-by-plan). */
export const PLAN_FEATURES = [
  'search',
  'advancedSearch',
  'customLayout',
  'highFrequency',
  'icebreakerFilters',
  'showcase',
  'promotions',
  'visualMachine',
  'b2bSearch',
  'api',
  'support',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** `null` means every plan has the feature. */
export const PLAN_FEATURE_GATES: Readonly<Record<PlanFeature, readonly PlanKey[] | null>> = {
  search: null,
  advancedSearch: null,
  customLayout: null,
  highFrequency: null,
  icebreakerFilters: START_OR_MORE_PLANS,
  showcase: START_OR_MORE_PLANS,
  promotions: STANDARD_OR_MORE_PLANS,
  visualMachine: STANDARD_OR_MORE_PLANS,
  b2bSearch: ADVANCED_OR_MORE_PLANS,
  api: ADVANCED_OR_MORE_PLANS,
  support: ENTERPRISE_PLANS,
};

/**
 * Whether a plan includes a feature of the plans table.
 * @example planHasFeature('start', 'showcase') // true
 */
export function planHasFeature(planKey: PlanKey, feature: PlanFeature): boolean {
  const gate = PLAN_FEATURE_GATES[feature];
  return gate === null || gate.includes(planKey);
}
