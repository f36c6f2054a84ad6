import type { FastifyPluginAsync } from 'fastify';
import type { BillingConfig } from '../../config/config';
import type { RegisterCall } from '../../http/register-call';
import type { ModuleContext } from '../../kernel/module-context';
import type { BillingCountService } from '../analytics/index';
import { PeriodicRun } from '../jobs/index';
import type { NotificationsService } from '../notifications/index';
import type { IndexRegistry } from '../search/index';
import { BillingCycle, type CycleReport } from './billing-cycle';
import { loadBillingSettings, type BillingSettings } from './billing-settings';
import { subscribeBillingShopDeletion } from './billing-shop-deletion';
import { BillingShopsRepository } from './billing-shops.repository';
import { billingRoutes } from './billing.routes';
import { BillingService } from './billing.service';
import { InvoiceIssuer } from './invoices/invoice-issuer';
import { InvoicesRepository } from './invoices/invoices.repository';
import { InvoicesService } from './invoices.service';
import { ManualProvider } from './provider/manual.provider';
import { MeteringService } from './metering/metering.service';
import { OverageBlocksRepository } from './metering/overage-blocks.repository';
import { RetiredUsageRepository } from './metering/retired-usage.repository';
import { OverageService } from './metering/overage.service';
import { PaymentEventsService } from './payments/payment-events.service';
import type { PaymentProvider } from './provider/payment-provider';
import { paymentWebhookRoutes } from './payments/payment-webhooks.routes';
import { PaymentWebhooksService } from './payments/payment-webhooks.service';
import { PlanCatalogue } from './plans/plan-catalogue';
import { PlanChangeService } from './plans/plan-change.service';
import { PlanStandings } from './plans/plan-standings';
import { ServingGate } from './plans/serving-gate';
import { StripeProvider } from './stripe/stripe.provider';
import { SubscriptionLifecycleService } from './plans/subscription-lifecycle.service';

export interface BillingModuleDependencies extends ModuleContext {
  config: BillingConfig;
  counts: Pick<BillingCountService, 'monthlyIntentsOf'>;
  notifications: Pick<NotificationsService, 'notify'>;
  registry: Pick<IndexRegistry, 'update'>;
  /** How often the billing pass runs (default 1 min). */
  cycleMs?: number | undefined;
  /** Another provider (the Stripe one, or a test's); default: the manual provider. */
  provider?: PaymentProvider;
}

export interface BillingServices {
  settings: BillingSettings;
  catalogue: PlanCatalogue;
  provider: PaymentProvider;
  /** The plan of a customer, for every gated call. */
  standings: PlanStandings;
  /** The signed-in customer's billing calls. */
  service: BillingService;
  /** Payment events (webhooks, the operator's marks), applied once each. */
  payments: PaymentEventsService;
  /** The provider's webhooks: signature, then the inbox, then the provider's side. */
  webhooks: PaymentWebhooksService;
  /** Cancel, reactivate, and the operator's plans arranged with sales. */
  lifecycle: SubscriptionLifecycleService;
  /** Whether a customer's storefronts are answered. */
  gate: ServingGate;
  /** One billing pass: renewals, overage, serving. */
  cycle: BillingCycle;
  /** The pass on a timer (started with the app's background work). */
  periodic: PeriodicRun<CycleReport>;
}

export interface BillingModule {
  services: BillingServices;
  routes: (register: RegisterCall) => void;
  /** The providers' webhooks: a plugin of its own, since it reads the raw body. */
  webhookRoutes: FastifyPluginAsync;
}

/**
 * The billing module (docs/product/billing.md, docs/architecture.md#billing): plans, metering,
 * payments and invoices of customers. Reads the plans file (`TROVA_PLANS_FILE`) once: an invalid
 * file stops the start. It keeps a deleted shop's billed searches with its customer, on
 * `shop.deleting`, before the modules below delete the shop's events.
 *
 * @example
 * const billing = createBillingModule({ db, events, log, now, config: config.billing, counts, notifications, registry });
 * await billing.services.standings.plansOf(customerId);
 */
export function createBillingModule(deps: BillingModuleDependencies): BillingModule {
  const { db, log, now } = deps;
  subscribeBillingShopDeletion(deps.events, { now });
  const settings = loadBillingSettings(deps.config.plansFile);
  const mode = deps.config.provider;
  if (mode !== 'off' && (settings.seller.name === '' || settings.seller.vat === '')) {
    log.warn(
      'billing: the seller name and VAT are empty; set them in the plans file (TROVA_PLANS_FILE)',
    );
  }
  const catalogue = new PlanCatalogue(settings);
  const stripe = deps.config.stripe;
  const provider =
    deps.provider ??
    (mode === 'stripe' && stripe !== undefined
      ? new StripeProvider({ config: stripe, db, catalogue, log, now })
      : new ManualProvider());
  const shops = new BillingShopsRepository(db);
  const standings = new PlanStandings({ db, catalogue, provider, mode, now });
  const issuer = new InvoiceIssuer(settings);
  const metering = new MeteringService({
    counts: deps.counts,
    shops,
    overage: new OverageBlocksRepository(db),
    retired: new RetiredUsageRepository(db),
  });
  const gate = new ServingGate({ registry: deps.registry, shops });
  const changed = async (customerId: string) =>
    gate.applyOne(customerId, await standings.of(customerId));
  const lifecycle = new SubscriptionLifecycleService({ db, standings, provider, now });
  const payments = new PaymentEventsService({
    db,
    notifications: deps.notifications,
    changed,
    now,
  });
  const cycle = new BillingCycle({
    db,
    standings,
    catalogue,
    settings,
    issuer,
    provider,
    overage: new OverageService({ db, catalogue, metering, issuer, provider }),
    gate,
    log,
    now,
  });
  const webhooks = new PaymentWebhooksService(provider, payments);
  const services: BillingServices = {
    settings,
    catalogue,
    provider,
    standings,
    service: new BillingService({
      standings,
      catalogue,
      metering,
      changes: new PlanChangeService({ db, standings, catalogue, settings, issuer, provider, now }),
      lifecycle,
      invoices: new InvoicesService({
        invoices: new InvoicesRepository(db),
        overage: new OverageBlocksRepository(db),
        metering,
        standings,
        catalogue,
        now,
      }),
      provider,
      changed,
      now,
    }),
    payments,
    webhooks,
    lifecycle,
    gate,
    cycle,
    periodic: new PeriodicRun({
      run: () => cycle.run(),
      everyMs: deps.cycleMs ?? 60_000,
      log,
      failure: 'billing pass failed',
    }),
  };
  return {
    services,
    routes: (register) => billingRoutes(register, services.service),
    webhookRoutes: paymentWebhookRoutes(webhooks),
  };
}
