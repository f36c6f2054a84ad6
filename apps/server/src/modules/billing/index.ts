/**
 * The billing module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/billing/` imports only what this file exports.
 */
export { createBillingModule } from './billing.module';
export type { BillingModule } from './billing.module';
export type { BillingServices } from './billing.module';
export { defaultBillingSettings, loadBillingSettings } from './billing-settings';
export { InvoicesRepository } from './invoices/invoices.repository';
export type { InvoiceStatus } from './invoices/invoices.repository';
export { formatEuro } from './money';
export type { PaymentEventsService } from './payments/payment-events.service';
export { ManualProvider } from './provider/manual.provider';
export type {
  InvoiceRequest,
  PaymentProvider,
  ProviderCall,
  SubscriptionRequest,
  UsageReport,
} from './provider/payment-provider';
export { STRIPE_WEBHOOK_PATH } from './payments/payment-webhooks.routes';
export { retireUsage } from './metering/retired-usage.repository';
export type { BillingMode } from './plans/plan-standings';
export type { SubscriptionLifecycleService } from './plans/subscription-lifecycle.service';
export { SubscriptionsRepository } from './plans/subscriptions.repository';
