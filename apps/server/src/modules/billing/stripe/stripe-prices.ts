import type { TieredPlanKey } from '@trova/contracts';
import type Stripe from 'stripe';
import { sha256 } from '../../../kernel/secrets';
import type { PlanCatalogue } from '../plans/plan-catalogue';
import { hasStripeCode } from './stripe-client';

/**
 * The plans file's prices at Stripe: a product per plan (`trova_plan_<key>`) and a recurring price
 * per plan, term and amount, looked up by its lookup key (`trova_start_monthly_4900`) or made
 * once. A changed price in the plans file is a new lookup key, so a price Stripe holds never
 * changes under a subscription that uses it.
 */
export class StripePrices {
  private readonly known = new Map<string, string>();

  constructor(
    private readonly stripe: Stripe,
    private readonly catalogue: PlanCatalogue,
  ) {}

  /**
   * The recurring price of a plan, term and amount in cents (what the plan was invoiced at).
   * @example await prices.price('start', true, 4_900) // 'price_…'
   */
  async price(key: TieredPlanKey, isMonthly: boolean, cents: number): Promise<string> {
    const lookup = `trova_${key}_${isMonthly ? 'monthly' : 'yearly'}_${cents}`;
    const cached = this.known.get(lookup);
    if (cached !== undefined) return cached;
    const { stripe } = this;
    const found = await stripe.prices.list(
      { lookup_keys: [lookup], active: true, limit: 1 },
      { idempotencyKey: `price:${lookup}:read` },
    );
    let id = found.data[0]?.id;
    if (id === undefined) {
      const product = await this.product(key);
      const made = await stripe.prices.create(
        {
          product,
          currency: 'eur',
          unit_amount: cents,
          recurring: { interval: isMonthly ? 'month' : 'year' },
          lookup_key: lookup,
          tax_behavior: 'exclusive',
          metadata: { trova_plan: key, trova_term: isMonthly ? 'monthly' : 'yearly' },
        },
        { idempotencyKey: `price:${lookup}` },
      );
      id = made.id;
    }
    this.known.set(lookup, id);
    return id;
  }

  private async product(key: TieredPlanKey): Promise<string> {
    const id = `trova_plan_${key}`;
    const name = `Trova ${this.catalogue.title(key)}`;
    try {
      await this.stripe.products.create(
        { id, name, metadata: { trova_plan: key } },
        { idempotencyKey: `product:${id}:${sha256(name).slice(0, 16)}` },
      );
    } catch (error) {
      if (!hasStripeCode(error, 'resource_already_exists')) throw error;
    }
    return id;
  }
}
