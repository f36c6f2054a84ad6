import type { RegisterCall } from '../../http/register-call';
import type { ModuleContext } from '../../kernel/module-context';
import { createBillingServices, type BillingServicesDependencies } from './billing-services';
import { subscribeBillingShopDeletion } from './billing-shop-deletion';
import { billingRoutes } from './billing.routes';
import { paymentWebhookRoutes } from './payments/payment-webhooks.routes';

export interface BillingModuleDependencies
  extends ModuleContext, Omit<BillingServicesDependencies, keyof ModuleContext> {}

export type BillingModule = ReturnType<typeof createBillingModule>;

/**
 * The billing module (docs/product/billing.md): plans, metering, payments and invoices of
 * customers. It keeps a deleted shop's billed searches with its customer, on `shop.deleting`,
 * before the modules below delete the shop's events.
 * @example const billing = createBillingModule({ db, events, log, now, config: config.billing, counts, notifications, registry });
 */
export function createBillingModule(deps: BillingModuleDependencies) {
  const services = createBillingServices(deps);
  subscribeBillingShopDeletion(deps.events, { now: deps.now });
  return {
    services,
    routes: (register: RegisterCall) => billingRoutes(register, services.service),
    /** The providers' webhooks: a plugin of its own, since it reads the raw body. */
    webhookRoutes: paymentWebhookRoutes(services.webhooks),
  };
}
