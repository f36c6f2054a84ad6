import {
  annualPriceCents,
  planKeySchema,
  PLAN_OVERAGE_BLOCKS,
  PLAN_QUERY_THRESHOLDS,
  TIERED_PLAN_KEYS,
  TRIAL_QUERY_THRESHOLD,
  type OverageBlock,
  type Plan,
  type PlanKey,
  type TieredPlanKey,
} from '@trova/contracts';
import type { BillingSettings } from '../billing-settings';
import { centsToEuros } from '../money';

/** Plans in the order they grow; a switch to a later one is an upgrade. */
const PLAN_ORDER: readonly PlanKey[] = [
  'trial',
  'little',
  'start',
  'standard',
  'advanced',
  'enterprise',
  'custom',
];

/**
 * Type guard for the self-service plans, the ones with a price, a threshold and overage blocks.
 * @example isTiered('start') // true
 */
export function isTiered(key: string): key is TieredPlanKey {
  return (TIERED_PLAN_KEYS as readonly string[]).includes(key);
}

/**
 * Every plan from one source (docs/product/billing.md#plans): thresholds, overage blocks, the trial
 * and the annual saving from the contracts' constants; titles, descriptions and prices from the
 * operator's settings. Prices are integer cents here; euros only in `wirePlan`.
 *
 * @example
 * const catalogue = new PlanCatalogue(defaultBillingSettings());
 * catalogue.priceCents('start', false); // 52_920
 */
export class PlanCatalogue {
  constructor(private readonly settings: BillingSettings) {}

  /** The monthly query threshold; 0 for enterprise and custom, whose limit is agreed. */
  threshold(key: PlanKey): number {
    if (key === 'trial') return TRIAL_QUERY_THRESHOLD;
    return isTiered(key) ? PLAN_QUERY_THRESHOLDS[key] : 0;
  }

  /** The price of one period in cents; null for the plans priced with sales (and the trial's 0). */
  priceCents(key: PlanKey, isMonthly: boolean): number | null {
    if (key === 'trial') return 0;
    if (!isTiered(key)) return null;
    const monthly = this.settings.plans[key].monthlyCents;
    return isMonthly ? monthly : annualPriceCents(monthly);
  }

  /** The extra block a tiered plan buys past its threshold; none for the others. */
  overageBlock(key: PlanKey): OverageBlock | null {
    return isTiered(key) ? PLAN_OVERAGE_BLOCKS[key] : null;
  }

  /** The operator's title of a plan; an unknown key is shown as it is. */
  title(key: string): string {
    const parsed = planKeySchema.safeParse(key);
    return parsed.success ? this.settings.plans[parsed.data].title : key;
  }

  /** Position in the growing order (trial first). */
  rank(key: PlanKey): number {
    return PLAN_ORDER.indexOf(key);
  }

  /**
   * A plan as `GET plans` lists it: its prices in euro, nothing of a subscription.
   * @example catalogue.wirePlan('start', true).price.monthly // 49
   */
  wirePlan(key: PlanKey, isAutomatic: boolean): Plan {
    const text = this.settings.plans[key];
    return {
      key,
      title: text.title,
      desc: text.description,
      price: {
        monthly: centsToEuros(this.priceCents(key, true) ?? 0),
        yearly: centsToEuros(this.priceCents(key, false) ?? 0),
      },
      queries: { threshold: this.threshold(key) },
      requestsLimit: 0,
      isMonthly: true,
      isActive: true,
      isRegular: isTiered(key),
      isAutomatic: isTiered(key) && isAutomatic,
      isCustom: key === 'custom',
      subscriptionTimestamp: null,
      periodStartTimestamp: null,
      endTimestamp: null,
      pendingPlan: null,
      discount: null,
    };
  }

  /** What `GET plans` offers: the tiered plans and enterprise, smallest first. */
  offered(isAutomatic: boolean): Plan[] {
    return [...TIERED_PLAN_KEYS, 'enterprise' as const].map((key) =>
      this.wirePlan(key, isAutomatic),
    );
  }
}
