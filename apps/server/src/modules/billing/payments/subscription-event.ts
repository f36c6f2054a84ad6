import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.schema';
import type { SubscriptionPaymentEvent } from '../provider/payment-provider';
import { currentValues, SubscriptionsRepository } from '../plans/subscriptions.repository';
import { WriteConflict } from '../write-conflict';

/**
 * A change the provider made to its copy of the subscription (cancelled or resumed from its
 * dashboard, or ended), applied to the ledger inside the event's transaction. The ledger keeps the
 * period the customer paid for: a cancellation, or a subscription the provider ended, stops the
 * renewal and the plan runs to its period end, never shorter. Events of a subscription that is not
 * the customer's current one (replaced since) change nothing; the event's status is the
 * subscription's latest, so the order events arrive in does not matter.
 */
export async function applySubscriptionChange(
  trx: Kysely<Database>,
  event: SubscriptionPaymentEvent,
  now: number,
): Promise<{ outcome: string }> {
  const subscriptions = new SubscriptionsRepository(trx);
  const sub = await subscriptions.find(event.customerId);
  if (!sub || sub.provider_ref !== event.providerRef) {
    return { outcome: 'ignored: not the current subscription' };
  }
  const cancel = event.status !== 'renewing';
  // An ended subscription is forgotten, so a later plan or reactivation makes a new one.
  const ref = event.status === 'ended' ? null : sub.provider_ref;
  if (!cancel && sub.period_end !== null && now >= sub.period_end) {
    return { outcome: 'ignored: the period has ended' };
  }
  if ((sub.cancel_at_period_end === 1) === cancel && ref === sub.provider_ref) {
    return { outcome: 'unchanged' };
  }
  const values = { ...currentValues(sub), cancel_at_period_end: cancel ? 1 : 0, provider_ref: ref };
  if (!(await subscriptions.save(event.customerId, values, sub.version, now))) {
    throw new WriteConflict();
  }
  if (event.status === 'ended') return { outcome: 'ended: the plan runs to its period end' };
  return { outcome: cancel ? 'cancelled at the period end' : 'reactivated' };
}
