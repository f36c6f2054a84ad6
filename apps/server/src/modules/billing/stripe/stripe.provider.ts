import type { Card } from '@trova/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Clock } from '../../../clock';
import type { StripeConfig } from '../../../config/stripe-config';
import type { Database } from '../../../db/database.schema';
import type {
  EventOutcome,
  InvoiceRequest,
  PaymentEvent,
  PaymentProvider,
  ProviderCall,
  SubscriptionRequest,
  UsageReport,
} from '../provider/payment-provider';
import type { PlanCatalogue } from '../plans/plan-catalogue';
import { StripeCards } from './stripe-cards';
import { createStripeClient, stripeCall } from './stripe-client';
import { StripeCustomers } from './stripe-customers';
import { StripeInvoices } from './stripe-invoices';
import { StripePlans } from './stripe-plans';
import { StripePrices } from './stripe-prices';
import { StripeWebhooks } from './stripe-webhooks';

export interface StripeProviderDependencies {
  config: StripeConfig;
  db: Kysely<Database>;
  catalogue: PlanCatalogue;
  log: FastifyBaseLogger;
  now: Clock;
  /** Another client (tests); default: one made from `config`. */
  stripe?: Stripe;
}

/** Plan invoices whose payment puts a plan in effect, which Stripe's subscription then mirrors. */
const PLAN_KINDS: readonly string[] = ['subscription', 'upgrade', 'renewal'];

/**
 * The Stripe provider (`TROVA_BILLING=stripe`, docs/product/billing.md#payment-providers and
 * docs/adr/0005-billing-ledger.md): saved cards are Stripe payment methods, each ledger invoice is
 * collected as a Stripe invoice of the same total (overage blocks too: reported as they activate,
 * as invoice items), Stripe's subscription mirrors the plan in effect, and webhooks come back as
 * payment events. Every call carries an idempotency key derived from the ledger entry it serves.
 *
 * @example
 * const provider = new StripeProvider({ config: config.billing.stripe, db, catalogue, log, now });
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly automatic = true;
  private readonly cards: StripeCards;
  private readonly invoices: StripeInvoices;
  private readonly plans: StripePlans;
  private readonly webhooks: StripeWebhooks;
  private readonly log: FastifyBaseLogger;

  constructor(deps: StripeProviderDependencies) {
    const stripe = deps.stripe ?? createStripeClient(deps.config);
    const { db, now } = deps;
    const customers = new StripeCustomers({ stripe, db, now });
    this.log = deps.log;
    this.cards = new StripeCards(stripe, customers);
    this.invoices = new StripeInvoices({ stripe, customers, db, now });
    const prices = new StripePrices(stripe, deps.catalogue);
    this.plans = new StripePlans({ stripe, customers, prices, db, now });
    this.webhooks = new StripeWebhooks({
      stripe,
      secret: deps.config.webhookSecret,
      customers,
      invoices: this.invoices,
      now,
    });
  }

  chargeable(customerId: string): Promise<boolean> {
    return this.call('read the cards', () =>
      this.cards.hasDefault(customerId, `chargeable:${customerId}`),
    );
  }

  /** The subscription follows the plan once its invoice is paid (`afterEvent`). */
  createSubscription(request: SubscriptionRequest): Promise<{ providerRef: string | null }> {
    return Promise.resolve({ providerRef: request.providerRef });
  }

  replaceSubscription(request: SubscriptionRequest): Promise<{ providerRef: string | null }> {
    return Promise.resolve({ providerRef: request.providerRef });
  }

  cancelSubscription(request: ProviderCall & { providerRef: string | null }): Promise<void> {
    return this.setCancelled(request, true);
  }

  resumeSubscription(request: ProviderCall & { providerRef: string | null }): Promise<void> {
    return this.setCancelled(request, false);
  }

  chargeInvoice(request: InvoiceRequest): Promise<void> {
    return this.call('collect an invoice', () =>
      this.invoices.collect(request.invoiceId, request.idempotencyKey),
    );
  }

  voidInvoice(request: InvoiceRequest): Promise<void> {
    return this.call('void an invoice', () =>
      this.invoices.withdraw(request.invoiceId, request.idempotencyKey),
    );
  }

  /**
   * An overage block, reported as it activates: its ledger invoice (one line, the block) is
   * collected at once as invoice items, not as metered usage billed at the period's end, so a
   * yearly plan's blocks are not charged a year late and Stripe's total is the ledger's.
   */
  reportUsage(report: UsageReport): Promise<void> {
    return this.call('report usage', () =>
      this.invoices.collect(report.invoiceId, report.idempotencyKey),
    );
  }

  listCards(customerId: string): Promise<Card[]> {
    return this.call('list cards', () => this.cards.list(customerId, `cards:${customerId}`));
  }

  addCard(request: ProviderCall & { token: string }): Promise<Card[]> {
    return this.call('save a card', () =>
      this.cards.add(request.customerId, request.token, request.idempotencyKey),
    );
  }

  deleteCard(request: ProviderCall & { cardId: string }): Promise<void> {
    return this.call('delete a card', () =>
      this.cards.remove(request.customerId, request.cardId, request.idempotencyKey),
    );
  }

  reorderCards(request: ProviderCall & { cardIds: readonly string[] }): Promise<Card[]> {
    return this.call('reorder cards', () =>
      this.cards.reorder(request.customerId, request.cardIds, request.idempotencyKey),
    );
  }

  parseWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | undefined>>,
  ): Promise<PaymentEvent | null> {
    return this.call('read a webhook', () => this.webhooks.parse(rawBody, headers));
  }

  /**
   * After a plan invoice is paid, the subscription follows the plan in effect; after a card is
   * made the default (or renewed), the customer's failed invoices are tried again with it.
   */
  async afterEvent(event: PaymentEvent, outcome: EventOutcome): Promise<void> {
    if (event.type === 'invoice.paid' && outcome.invoice !== undefined) {
      const invoice = outcome.invoice;
      if (!PLAN_KINDS.includes(invoice.kind)) return;
      await this.call('mirror the plan', () => this.plans.sync(invoice.customer_id));
      return;
    }
    // A new default card, or the default renewed by the card network: worth charging again. A card
    // merely added beside the default would only retry the default that failed.
    if (
      event.type === 'payment-method.changed' &&
      (event.change === 'default' || event.change === 'updated')
    ) {
      await this.call('retry failed invoices', () =>
        this.invoices.retryFailed(event.customerId, event.id),
      );
    }
  }

  private async setCancelled(
    request: ProviderCall & { providerRef: string | null },
    cancel: boolean,
  ): Promise<void> {
    const ref = request.providerRef;
    if (ref === null) return;
    await this.call('mirror a cancellation', () =>
      this.plans.setCancelled(ref, cancel, request.idempotencyKey),
    );
  }

  private call<T>(what: string, call: () => Promise<T>): Promise<T> {
    return stripeCall(this.log, what, call);
  }
}
