import type {
  Card,
  ClientConfiguration,
  InvoiceDownload,
  PaymentHistoryEntry,
  PaymentHistoryQuery,
  Plan,
  PlanChangePayload,
  StatusResponse,
} from '@trova/contracts';
import { epochSeconds, type Clock } from '../../clock';
import { requireCaller, type Caller } from '../../kernel/caller';
import { sha256 } from '../../kernel/secrets';
import type { InvoicesService } from './invoices.service';
import type { MeteringService } from './metering/metering.service';
import type { PaymentProvider } from './provider/payment-provider';
import type { PlanCatalogue } from './plans/plan-catalogue';
import type { PlanChangeService } from './plans/plan-change.service';
import type { PlanStandings } from './plans/plan-standings';
import type { SubscriptionLifecycleService } from './plans/subscription-lifecycle.service';
import { tierOf } from './plans/tier';

export interface BillingServiceDependencies {
  standings: PlanStandings;
  catalogue: PlanCatalogue;
  metering: MeteringService;
  changes: PlanChangeService;
  lifecycle: SubscriptionLifecycleService;
  invoices: InvoicesService;
  provider: PaymentProvider;
  /** Told after the caller's own change, so serving follows it at once. */
  changed: (customerId: string) => Promise<void>;
  now: Clock;
}

/**
 * The signed-in customer's billing calls (docs/product/billing.md#calls). Every method checks the
 * caller first; billing calls of an account Trova does not bill (billing off, or every shop on
 * Shopify) answer `billing-disabled` or `billing-not-available`, while the plan and tier always
 * answer, since the console reads them on every navigation.
 */
export class BillingService {
  constructor(private readonly deps: BillingServiceDependencies) {}

  /** `GET customers/me/plan`: the selected plan with its state and this month's usage. */
  async plan(caller: Caller | undefined): Promise<Plan[]> {
    const { customerId } = requireCaller(caller);
    const standing = await this.deps.standings.of(customerId);
    const usage = await this.deps.metering.usage(
      customerId,
      standing.threshold,
      epochSeconds(this.deps.now),
    );
    return [{ ...standing.plan, usage }];
  }

  /** `GET customers/me/tier`: the plan's monthly threshold and this month's metered queries. */
  async tier(caller: Caller | undefined): Promise<ClientConfiguration> {
    const [plan] = await this.plan(caller);
    if (!plan) throw new Error('The plan list always holds the selected plan');
    return tierOf(plan);
  }

  /** `GET plans`: the plans on offer with the operator's prices. */
  async plans(caller: Caller | undefined): Promise<Plan[]> {
    const { customerId } = requireCaller(caller);
    await this.deps.standings.assertBilled(customerId);
    return this.deps.catalogue.offered(this.deps.provider.automatic);
  }

  /** `PUT customers/me/plan`: answers the plan with the change pending. */
  async changePlan(caller: Caller | undefined, request: PlanChangePayload): Promise<Plan[]> {
    const { customerId } = requireCaller(caller);
    await this.deps.changes.change(customerId, request);
    return this.plan(caller);
  }

  async cancelPending(caller: Caller | undefined): Promise<Plan[]> {
    const { customerId } = requireCaller(caller);
    await this.deps.changes.cancelPending(customerId);
    return this.plan(caller);
  }

  async cancel(caller: Caller | undefined): Promise<Plan[]> {
    const { customerId } = requireCaller(caller);
    await this.deps.lifecycle.cancel(customerId);
    await this.deps.changed(customerId);
    return this.plan(caller);
  }

  async reactivate(caller: Caller | undefined): Promise<Plan[]> {
    const { customerId } = requireCaller(caller);
    await this.deps.lifecycle.reactivate(customerId);
    await this.deps.changed(customerId);
    return this.plan(caller);
  }

  history(caller: Caller | undefined, query: PaymentHistoryQuery): Promise<PaymentHistoryEntry[]> {
    const { customerId } = requireCaller(caller);
    return this.deps.invoices.history(customerId, query);
  }

  invoice(caller: Caller | undefined, invoiceId: string): Promise<InvoiceDownload> {
    const { customerId } = requireCaller(caller);
    return this.deps.invoices.download(customerId, invoiceId);
  }

  async cards(caller: Caller | undefined): Promise<Card[]> {
    const { customerId } = requireCaller(caller);
    await this.deps.standings.assertBilled(customerId);
    return this.deps.provider.listCards(customerId);
  }

  async addCard(caller: Caller | undefined, token: string): Promise<Card[]> {
    const { customerId } = requireCaller(caller);
    await this.deps.standings.assertBilled(customerId);
    const idempotencyKey = `card-add:${customerId}:${sha256(token)}`;
    return this.deps.provider.addCard({ idempotencyKey, customerId, token });
  }

  async deleteCard(caller: Caller | undefined, cardId: string): Promise<StatusResponse> {
    const { customerId } = requireCaller(caller);
    await this.deps.standings.assertBilled(customerId);
    const idempotencyKey = `card-delete:${customerId}:${cardId}`;
    await this.deps.provider.deleteCard({ idempotencyKey, customerId, cardId });
    return { status: 'OK' };
  }

  async reorderCards(caller: Caller | undefined, cards: readonly Card[]): Promise<Card[]> {
    const { customerId } = requireCaller(caller);
    await this.deps.standings.assertBilled(customerId);
    const cardIds = cards.map((card) => card.id);
    const idempotencyKey = `card-order:${customerId}:${sha256(cardIds.join('\n'))}`;
    return this.deps.provider.reorderCards({ idempotencyKey, customerId, cardIds });
  }
}
