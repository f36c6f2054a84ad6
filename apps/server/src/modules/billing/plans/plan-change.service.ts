import { isBillingInfoIncomplete, type PlanChangePayload } from '@trova/contracts';
import type { Kysely } from 'kysely';
import { epochSeconds, type Clock } from '../../../clock';
import type { Database } from '../../../db/database.schema';
import { AppError } from '../../../errors/error-catalogue';
import { toBillingInfo } from '../../customers/index';
import { CustomersRepository } from '../../customers/index';
import { UsersRepository } from '../../users/index';
import { formatDate } from '../billing-calendar';
import type { BillingSettings } from '../billing-settings';
import type { DraftLine, InvoiceIssuer } from '../invoices/invoice-issuer';
import { InvoicesRepository, type InvoiceRow } from '../invoices/invoices.repository';
import { invoiceRequestOf, type PaymentProvider } from '../provider/payment-provider';
import type { PlanCatalogue } from './plan-catalogue';
import { decideChange, type ChangeDecision } from './plan-change.rules';
import type { PlanStandings } from './plan-standings';
import { currentValues, SubscriptionsRepository } from './subscriptions.repository';
import { retryOnConflict, WriteConflict } from '../write-conflict';

export interface PlanChangeDependencies {
  db: Kysely<Database>;
  standings: PlanStandings;
  catalogue: PlanCatalogue;
  settings: BillingSettings;
  issuer: InvoiceIssuer;
  provider: PaymentProvider;
  now: Clock;
}

/**
 * Choosing a plan (`PUT customers/me/plan`) and withdrawing the choice
 * (`DELETE customers/me/plan/pending`). A choice is an invoice plus a pending plan, written in one
 * transaction; it takes effect when the invoice's payment event arrives
 * (`PaymentEventsService`), so with the manual provider it waits for the operator.
 */
export class PlanChangeService {
  constructor(private readonly deps: PlanChangeDependencies) {}

  /**
   * Issues the invoice of a plan change and records the change as pending.
   * @example await changes.change(customerId, { key: 'standard', isMonthly: true });
   */
  async change(customerId: string, request: PlanChangePayload): Promise<void> {
    await this.deps.standings.assertBilled(customerId);
    await this.assertBillingInfo(customerId);
    // Before anything is issued: an invoice nobody can collect would only wait to suspend.
    if (!(await this.deps.provider.chargeable(customerId))) throw new AppError('card-required');
    const { invoice, providerRef } = await retryOnConflict(() =>
      this.deps.db.transaction().execute(async (trx) => {
        const snapshot = await this.deps.standings.snapshot(customerId, trx);
        const standing = this.deps.standings.standingOf(snapshot);
        const now = epochSeconds(this.deps.now);
        const decision = decideChange(snapshot, standing, request, this.deps.catalogue, now);
        const sub = snapshot.subscription;
        const { invoice } = await this.deps.issuer.issue(trx, {
          customerId,
          kind: decision.kind,
          idempotencyKey: `change:${customerId}:${sub?.version ?? 0}`,
          issuedAt: now,
          lines: this.lines(request, decision),
          plan: {
            key: request.key,
            isMonthly: request.isMonthly,
            periodStart: decision.periodStart,
            periodEnd: decision.periodEnd,
          },
        });
        const saved = await new SubscriptionsRepository(trx).save(
          customerId,
          {
            ...currentValues(sub),
            pending_plan_key: request.key,
            pending_is_monthly: Number(request.isMonthly),
            pending_invoice_id: invoice.id,
          },
          sub?.version ?? null,
          now,
        );
        if (!saved) throw new WriteConflict();
        return { invoice, providerRef: sub?.provider_ref ?? null };
      }),
    );
    await this.tellProvider(customerId, request, invoice, providerRef);
  }

  /** Withdraws a pending plan: its open invoice is voided, the current plan stays. */
  async cancelPending(customerId: string): Promise<void> {
    await this.deps.standings.assertBilled(customerId);
    const voided = await retryOnConflict(() =>
      this.deps.db.transaction().execute(async (trx) => {
        const subscriptions = new SubscriptionsRepository(trx);
        const sub = await subscriptions.find(customerId);
        if (!sub?.pending_invoice_id) throw new AppError('plan-pending-not-found');
        const invoices = new InvoicesRepository(trx);
        const now = epochSeconds(this.deps.now);
        // An invoice paid meanwhile has switched the plan: nothing is left to withdraw.
        if (!(await invoices.setStatus(sub.pending_invoice_id, ['open', 'failed'], 'void', now))) {
          throw new AppError('plan-pending-not-found');
        }
        const values = {
          ...currentValues(sub),
          pending_plan_key: null,
          pending_is_monthly: null,
          pending_invoice_id: null,
        };
        if (!(await subscriptions.save(customerId, values, sub.version, now))) {
          throw new WriteConflict();
        }
        return invoices.findById(sub.pending_invoice_id);
      }),
    );
    // Its own key: the provider must not take the withdrawal for a retry of the charge.
    if (voided) {
      await this.deps.provider.voidInvoice({
        ...invoiceRequestOf(voided),
        idempotencyKey: `void:${voided.id}`,
      });
    }
  }

  /**
   * After the commit: the provider learns the chosen plan (a new subscription, or the current one
   * replaced) and is asked for its invoice. Both calls are keyed by the invoice, so together they
   * collect it once, and a reference the provider answers is kept for its later calls.
   */
  private async tellProvider(
    customerId: string,
    request: PlanChangePayload,
    invoice: InvoiceRow,
    providerRef: string | null,
  ): Promise<void> {
    const subscription = {
      idempotencyKey: `subscription:${invoice.id}`,
      customerId,
      invoiceId: invoice.id,
      planKey: request.key,
      isMonthly: request.isMonthly,
      periodStart: invoice.period_start ?? invoice.issued_at,
      periodEnd: invoice.period_end ?? invoice.issued_at,
      providerRef,
    };
    const { provider } = this.deps;
    const answered = await (providerRef === null
      ? provider.createSubscription(subscription)
      : provider.replaceSubscription(subscription));
    if (answered.providerRef !== null && answered.providerRef !== providerRef) {
      await retryOnConflict(async () => {
        const subscriptions = new SubscriptionsRepository(this.deps.db);
        const sub = await subscriptions.find(customerId);
        if (!sub) return;
        const values = { ...currentValues(sub), provider_ref: answered.providerRef };
        const now = epochSeconds(this.deps.now);
        if (!(await subscriptions.save(customerId, values, sub.version, now))) {
          throw new WriteConflict();
        }
      });
    }
    await provider.chargeInvoice(invoiceRequestOf(invoice));
  }

  private async assertBillingInfo(customerId: string): Promise<void> {
    const customer = await new CustomersRepository(this.deps.db).findById(customerId);
    const user = await new UsersRepository(this.deps.db).firstOfCustomer(customerId);
    if (!customer) throw new AppError('missing-token');
    const info = toBillingInfo(customer, user ?? { first_name: '', last_name: '' });
    if (isBillingInfoIncomplete(info)) throw new AppError('billing-info-incomplete');
  }

  private lines(request: PlanChangePayload, decision: ChangeDecision): DraftLine[] {
    const { catalogue, settings } = this.deps;
    const zone = settings.timeZone;
    const span = `${formatDate(decision.periodStart, zone)} – ${formatDate(decision.periodEnd, zone)}`;
    const term = request.isMonthly ? 'monthly' : 'yearly';
    const lines: DraftLine[] = [
      {
        kind: 'plan',
        description: `${catalogue.title(request.key)} plan, ${term}, ${span}`,
        quantity: 1,
        unitCents: decision.priceCents,
      },
    ];
    if (decision.creditCents > 0 && decision.creditedKey !== null) {
      const title = catalogue.title(decision.creditedKey);
      lines.push({
        kind: 'proration',
        description: `Credit for the unused ${title} plan from ${formatDate(decision.periodStart, zone)}`,
        quantity: 1,
        unitCents: -decision.creditCents,
      });
    }
    return lines;
  }
}
