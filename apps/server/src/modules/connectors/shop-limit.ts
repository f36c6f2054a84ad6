import { effectivePlanKey, PLAN_SHOP_LIMITS, selectedPlan, type Plan } from '@trova/contracts';
import { epochSeconds, type Clock } from '../../clock';

/** How many shops the customer may have at once. */
export type ShopLimit = (customerId: string) => Promise<number>;

/**
 * The limit of the customer's effective plan (docs/product/billing.md#shops-per-plan): a trial, or
 * a paid plan whose subscription has not started, has the trial's.
 * @example await planShopLimit(standings.plansOf, clock)('c1') // 3 on a trial
 */
export function planShopLimit(
  plans: (customerId: string) => Plan[] | Promise<Plan[]>,
  now: Clock,
): ShopLimit {
  return async (customerId) => {
    const plan = selectedPlan(await plans(customerId));
    return PLAN_SHOP_LIMITS[effectivePlanKey(plan, epochSeconds(now))];
  };
}
