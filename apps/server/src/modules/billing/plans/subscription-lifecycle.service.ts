import type { Kysely } from 'kysely';
import { epochSeconds, type Clock } from '../../../clock';
import type { Database } from '../../../db/database.schema';
import { AppError } from '../../../errors/error-catalogue';
import { periodEnd } from '../billing-calendar';
import { InvoicesRepository } from '../invoices/invoices.repository';
import type { PaymentProvider } from '../provider/payment-provider';
import { isTiered } from './plan-catalogue';
import type { PlanStandings } from './plan-standings';
import { currentValues, SubscriptionsRepository } from './subscriptions.repository';
import { retryOnConflict, WriteConflict } from '../write-conflict';

/** A plan arranged with sales, as the operator records it. */
export interface ArrangedPlan {
  key: 'custom' | 'enterprise';
  /** Agreed monthly queries; 0: no limit. */
  requestsLimit: number;
  /** Agreed monthly price in cents, invoiced every month from now; null: not billed here. */
  monthlyCents: number | null;
}

export interface SubscriptionLifecycleDependencies {
  db: Kysely<Database>;
  standings: PlanStandings;
  provider: PaymentProvider;
  now: Clock;
}

/**
 * Cancelling and reactivating (`DELETE` / `POST customers/me/active`,
 * docs/product/billing.md#plan-states): a cancelled plan keeps running, and publishing, until its
 * period's end and renews no more; before that date it can be reactivated at no cost.
 */
export class SubscriptionLifecycleService {
  constructor(private readonly deps: SubscriptionLifecycleDependencies) {}

  /** Cancels at the period end; only an active tiered plan that is not ending already. */
  async cancel(customerId: string): Promise<void> {
    await this.setCancelled(customerId, true);
  }

  /** Undoes a cancellation before its end date. */
  async reactivate(customerId: string): Promise<void> {
    await this.setCancelled(customerId, false);
  }

  /**
   * The operator's plan arranged with sales (`npm run admin -- plans arrange …`): custom or
   * enterprise from now, with an agreed monthly query limit (0: unlimited) and, when it is billed
   * here, an agreed monthly price in cents that renews every month. A pending change is withdrawn.
   * @example await lifecycle.arrange(customerId, { key: 'custom', requestsLimit: 0, monthlyCents: null });
   */
  async arrange(customerId: string, plan: ArrangedPlan): Promise<void> {
    await retryOnConflict(() =>
      this.deps.db.transaction().execute(async (trx) => {
        const subscriptions = new SubscriptionsRepository(trx);
        const sub = await subscriptions.find(customerId);
        const now = epochSeconds(this.deps.now);
        if (sub?.pending_invoice_id) {
          await new InvoicesRepository(trx).setStatus(
            sub.pending_invoice_id,
            ['open', 'failed'],
            'void',
            now,
          );
        }
        const billed = plan.monthlyCents !== null;
        const values = {
          ...currentValues(sub),
          plan_key: plan.key,
          is_monthly: 1,
          subscribed_at: now,
          period_start: now,
          period_end: billed ? periodEnd(now, true) : null,
          period_cents: plan.monthlyCents,
          anchor_at: now,
          cancel_at_period_end: 0,
          pending_plan_key: null,
          pending_is_monthly: null,
          pending_invoice_id: null,
          requests_limit: plan.requestsLimit,
          agreed_monthly_cents: plan.monthlyCents,
        };
        if (!(await subscriptions.save(customerId, values, sub?.version ?? null, now))) {
          throw new WriteConflict();
        }
      }),
    );
  }

  private async setCancelled(customerId: string, cancel: boolean): Promise<void> {
    await this.deps.standings.assertBilled(customerId);
    const sub = await retryOnConflict(() =>
      this.deps.db.transaction().execute(async (trx) => {
        const snapshot = await this.deps.standings.snapshot(customerId, trx);
        const standing = this.deps.standings.standingOf(snapshot);
        const sub = snapshot.subscription;
        if (cancel) {
          if (standing.plan.key === 'custom' || standing.plan.key === 'enterprise') {
            throw new AppError('plan-change-contact-sales');
          }
          if (
            !sub ||
            !isTiered(standing.plan.key) ||
            !standing.active ||
            standing.plan.isDeactivating
          ) {
            throw new AppError('plan-not-cancellable');
          }
        } else if (!sub || standing.state !== 'cancelled') {
          throw new AppError('plan-not-reactivatable');
        }
        const values = { ...currentValues(sub), cancel_at_period_end: cancel ? 1 : 0 };
        const now = epochSeconds(this.deps.now);
        if (!(await new SubscriptionsRepository(trx).save(customerId, values, sub.version, now))) {
          throw new WriteConflict();
        }
        return sub;
      }),
    );
    const call = {
      idempotencyKey: `${cancel ? 'cancel' : 'resume'}:${customerId}:${sub.version}`,
      customerId,
      providerRef: sub.provider_ref,
    };
    await (cancel
      ? this.deps.provider.cancelSubscription(call)
      : this.deps.provider.resumeSubscription(call));
  }
}
