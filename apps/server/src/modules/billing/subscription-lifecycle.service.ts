import type { Kysely } from 'kysely';
import { epochSeconds, type Clock } from '../../clock';
import type { Database } from '../../db/database.schema';
import { AppError } from '../../errors/error-catalogue';
import type { PaymentProvider } from './payment-provider';
import { isTiered } from './plan-catalogue';
import type { PlanStandings } from './plan-standings';
import { currentValues, SubscriptionsRepository } from './subscriptions.repository';
import { retryOnConflict, WriteConflict } from './write-conflict';

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
