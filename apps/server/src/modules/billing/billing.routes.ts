import { accountApi, billingApi } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { BillingService } from './billing.service';

/** The customer's plan, tier and billing calls (docs/product/billing.md#calls). */
export function billingRoutes(register: RegisterCall, billing: BillingService): void {
  register(accountApi.plan, ({ caller }) => billing.plan(caller));
  register(accountApi.tier, ({ caller }) => billing.tier(caller));
  register(billingApi.plans, ({ caller }) => billing.plans(caller));
  register(billingApi.changePlan, ({ caller, body }) => billing.changePlan(caller, body));
  register(billingApi.cancelPendingPlan, ({ caller }) => billing.cancelPending(caller));
  register(billingApi.reactivate, ({ caller }) => billing.reactivate(caller));
  register(billingApi.cancel, ({ caller }) => billing.cancel(caller));
  register(billingApi.paymentHistory, ({ caller, query }) => billing.history(caller, query));
  register(billingApi.invoice, ({ caller, params }) => billing.invoice(caller, params.invoiceId));
  register(billingApi.cards, ({ caller }) => billing.cards(caller));
  register(billingApi.addCard, ({ caller, body }) => billing.addCard(caller, body.token));
  register(billingApi.deleteCard, ({ caller, params }) =>
    billing.deleteCard(caller, params.cardId),
  );
  register(billingApi.reorderCards, ({ caller, body }) =>
    billing.reorderCards(caller, body.paymentMethods),
  );
}
