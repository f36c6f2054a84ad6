import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { epochSeconds, type Clock } from '../../../clock';
import type { Database } from '../../../db/database.schema';
import { isTiered } from '../plans/plan-catalogue';
import { hasStripeCode } from './stripe-client';
import type { StripeCustomers } from './stripe-customers';
import type { StripePrices } from './stripe-prices';
import {
  currentValues,
  SubscriptionsRepository,
  type SubscriptionRow,
} from '../plans/subscriptions.repository';
import { retryOnConflict, WriteConflict } from '../write-conflict';

export interface StripePlansDependencies {
  stripe: Stripe;
  customers: StripeCustomers;
  prices: StripePrices;
  db: Kysely<Database>;
  now: Clock;
}

const ENDED: readonly string[] = ['canceled', 'incomplete_expired'];

/**
 * Plans at Stripe (docs/adr/0005-billing-ledger.md, Stripe): for each customer a subscription that
 * mirrors the plan in effect (plan, monthly or yearly, cancelled or renewing), on the plan's price.
 * The ledger invoices every period itself, so the subscription's own collection is paused with
 * its invoices voided: Stripe shows the plan and reports changes made on its side, but never
 * charges for it. It follows the ledger after each paid plan invoice, keyed by the ledger
 * subscription's version, so the same state always sends the same call.
 */
export class StripePlans {
  constructor(private readonly deps: StripePlansDependencies) {}

  /**
   * Makes the customer's Stripe subscription match the ledger's plan in effect: made when there is
   * none (or it ended), otherwise its price, cancellation and paused collection set where they
   * differ. Nothing for plans Stripe does not price (trial, enterprise, custom).
   */
  async sync(customerId: string): Promise<void> {
    const sub = await new SubscriptionsRepository(this.deps.db).find(customerId);
    const now = epochSeconds(this.deps.now);
    if (!sub) return;
    if (!isTiered(sub.plan_key)) {
      // A plan arranged with sales replaced a tiered one: its copy at Stripe goes.
      if (sub.provider_ref !== null) await this.retire(customerId, sub.provider_ref);
      return;
    }
    if (sub.period_cents === null || sub.period_end === null) return;
    if (sub.cancel_at_period_end === 1 && now >= sub.period_end) return;
    const key = `subscription:${customerId}:v${sub.version}`;
    const price = await this.deps.prices.price(
      sub.plan_key,
      sub.is_monthly === 1,
      Number(sub.period_cents),
    );
    const { stripe } = this.deps;
    const current =
      sub.provider_ref === null
        ? undefined
        : await stripe.subscriptions.retrieve(
            sub.provider_ref,
            {},
            { idempotencyKey: `${key}:read` },
          );
    if (current === undefined || ENDED.includes(current.status)) {
      await this.create(customerId, sub, price, key, now);
      return;
    }
    const update: Stripe.SubscriptionUpdateParams = {};
    const item = current.items.data[0];
    if (item?.price.id !== price) {
      update.items = item ? [{ id: item.id, price }] : [{ price }];
      update.proration_behavior = 'none';
      // The ledger's new period starts now (an upgrade); during a trial it starts at its end.
      if (current.status === 'active') update.billing_cycle_anchor = { type: 'now' };
    }
    if (current.cancel_at_period_end !== (sub.cancel_at_period_end === 1)) {
      update.cancel_at_period_end = sub.cancel_at_period_end === 1;
    }
    if (current.pause_collection?.behavior !== 'void') {
      update.pause_collection = { behavior: 'void' };
    }
    if (Object.keys(update).length === 0) return;
    await stripe.subscriptions.update(current.id, update, { idempotencyKey: `${key}:update` });
  }

  /**
   * Forgets the customer's Stripe subscription, then cancels it: forgotten first, so the deletion
   * Stripe reports back names a subscription that is no longer the customer's and changes nothing.
   */
  private async retire(customerId: string, ref: string): Promise<void> {
    const forgotten = await retryOnConflict(async () => {
      const subscriptions = new SubscriptionsRepository(this.deps.db);
      const sub = await subscriptions.find(customerId);
      if (sub?.provider_ref !== ref) return false;
      const values = { ...currentValues(sub), provider_ref: null };
      const now = epochSeconds(this.deps.now);
      if (!(await subscriptions.save(customerId, values, sub.version, now))) {
        throw new WriteConflict();
      }
      return true;
    });
    if (!forgotten) return;
    try {
      await this.deps.stripe.subscriptions.cancel(
        ref,
        {},
        { idempotencyKey: `subscription-ref:${ref}:cancel` },
      );
    } catch (error) {
      if (!hasStripeCode(error, 'resource_missing')) throw error;
    }
  }

  /** A cancellation or reactivation made in Trova, told to Stripe's copy. */
  async setCancelled(ref: string, cancel: boolean, key: string): Promise<void> {
    try {
      await this.deps.stripe.subscriptions.update(
        ref,
        { cancel_at_period_end: cancel },
        { idempotencyKey: key },
      );
    } catch (error) {
      // Ended at Stripe already: the ledger, which renews, has it right; the next plan makes a new one.
      if (!hasStripeCode(error, 'resource_missing')) throw error;
    }
  }

  /**
   * A new subscription, anchored at the end of the period the ledger invoiced (or in trial until a
   * plan bought during the trial starts), so it starts with nothing to pay, then paused. Made to
   * send invoices rather than charge: should the pause ever be missing, Stripe would mail an
   * invoice, never take money twice.
   */
  private async create(
    customerId: string,
    sub: SubscriptionRow,
    price: string,
    key: string,
    now: number,
  ): Promise<void> {
    const { stripe } = this.deps;
    const customer = await this.deps.customers.ensure(customerId);
    const start = sub.period_start ?? now;
    const end = sub.period_end ?? now;
    // Stripe takes only future anchors; a period already over is the renewal's to bill.
    const anchor =
      start > now ? { trial_end: start } : end > now ? { billing_cycle_anchor: end } : {};
    const made = await stripe.subscriptions.create(
      {
        customer,
        items: [{ price }],
        collection_method: 'send_invoice',
        days_until_due: 30,
        proration_behavior: 'none',
        cancel_at_period_end: sub.cancel_at_period_end === 1,
        metadata: { trova_customer_id: customerId, trova_plan: sub.plan_key },
        ...anchor,
      },
      { idempotencyKey: `${key}:create` },
    );
    const kept = await this.keep(customerId, made.id);
    if (kept !== made.id) {
      // Another sync made one first: this one goes, before it could ever bill.
      await stripe.subscriptions.cancel(made.id, {}, { idempotencyKey: `${key}:discard` });
      return;
    }
    await stripe.subscriptions.update(
      made.id,
      { pause_collection: { behavior: 'void' } },
      { idempotencyKey: `${key}:pause` },
    );
  }

  /** Records the subscription as the customer's unless another is recorded: answers the kept one. */
  private keep(customerId: string, ref: string): Promise<string> {
    return retryOnConflict(async () => {
      const subscriptions = new SubscriptionsRepository(this.deps.db);
      const sub = await subscriptions.find(customerId);
      if (!sub) return ref;
      if (sub.provider_ref !== null) {
        const current = sub.provider_ref;
        // A kept ref of an ended subscription is replaced; a live one is kept.
        if (current !== ref && !(await this.ended(current))) return current;
        if (current === ref) return ref;
      }
      const values = { ...currentValues(sub), provider_ref: ref };
      if (
        !(await subscriptions.save(customerId, values, sub.version, epochSeconds(this.deps.now)))
      ) {
        throw new WriteConflict();
      }
      return ref;
    });
  }

  private async ended(ref: string): Promise<boolean> {
    const found = await this.deps.stripe.subscriptions.retrieve(
      ref,
      {},
      { idempotencyKey: `subscription-ref:${ref}:read` },
    );
    return ENDED.includes(found.status);
  }
}
