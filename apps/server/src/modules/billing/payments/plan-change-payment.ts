import type { NotificationPayload } from '@trova/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.schema';
import { InvoicesRepository, type InvoiceRow } from '../invoices/invoices.repository';
import { currentValues, SubscriptionsRepository } from '../plans/subscriptions.repository';
import { WriteConflict } from '../write-conflict';

/** A notification to send once the transaction that caused it has committed. */
export interface Notice {
  customerId: string;
  code: string;
  payload: NotificationPayload;
}

/**
 * What the payment (or failure) of a plan change's invoice does to the subscription, inside the
 * event's transaction. `invoice` is as read before its status moved.
 *
 * - Paid, and the change is the pending one: the plan switches to the invoice's plan and period
 *   (a cancellation is dropped: a bought plan renews). Also when a failure had already withdrawn it
 *   and nothing else is pending: a late success after a failed attempt still buys the plan.
 * - Failed, and the change is the pending one: the pending plan is dropped, the current plan stays.
 */
export async function applyPlanChangePayment(
  trx: Kysely<Database>,
  invoice: InvoiceRow,
  paid: boolean,
  now: number,
): Promise<{ outcome: string; notices: Notice[] }> {
  const subscriptions = new SubscriptionsRepository(trx);
  const sub = await subscriptions.find(invoice.customer_id);
  const pendingIsThis = sub?.pending_invoice_id === invoice.id;
  const lateSuccess = invoice.status === 'failed' && (sub?.pending_invoice_id ?? null) === null;
  const customerId = invoice.customer_id;
  const payload = { paymentId: invoice.number };
  if (!paid) {
    if (!sub || !pendingIsThis) return { outcome: 'failed', notices: [] };
    const values = {
      ...currentValues(sub),
      pending_plan_key: null,
      pending_is_monthly: null,
      pending_invoice_id: null,
    };
    if (!(await subscriptions.save(customerId, values, sub.version, now))) {
      throw new WriteConflict();
    }
    return {
      outcome: 'failed: plan change dropped',
      notices: [{ customerId, code: 'plan-switch-failure', payload }],
    };
  }
  if (!(pendingIsThis || lateSuccess) || invoice.plan_key === null) {
    return { outcome: 'paid: another plan change is pending, settle it by hand', notices: [] };
  }
  const planLine = (await new InvoicesRepository(trx).lines(invoice.id)).find(
    (line) => line.kind === 'plan',
  );
  const values = {
    ...currentValues(sub),
    plan_key: invoice.plan_key,
    is_monthly: invoice.is_monthly ?? 1,
    subscribed_at:
      invoice.kind === 'subscription'
        ? invoice.period_start
        : (sub?.subscribed_at ?? invoice.period_start),
    period_start: invoice.period_start,
    period_end: invoice.period_end,
    period_cents: planLine?.amount_cents ?? invoice.subtotal_cents,
    anchor_at: invoice.period_start,
    cancel_at_period_end: 0,
    pending_plan_key: null,
    pending_is_monthly: null,
    pending_invoice_id: null,
  };
  if (!(await subscriptions.save(customerId, values, sub?.version ?? null, now))) {
    throw new WriteConflict();
  }
  return {
    outcome: `paid: plan switched to ${invoice.plan_key}`,
    notices: [{ customerId, code: 'plan-switch-success', payload }],
  };
}
