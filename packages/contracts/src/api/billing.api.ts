import { z } from 'zod';
import { statusResponseSchema } from '../account/session.schema';
import {
  addCardPayloadSchema,
  cardSchema,
  reorderCardsPayloadSchema,
} from '../billing/card.schema';
import {
  invoiceDownloadSchema,
  paymentHistoryEntrySchema,
  paymentHistoryQuerySchema,
} from '../billing/payment-history.schema';
import {
  customerPlanResponseSchema,
  planChangePayloadSchema,
  planSchema,
} from '../billing/plan.schema';
import { defineCall } from './call';

/**
 * Billing of the signed-in customer (docs/product/billing.md#calls). `GET customers/me/plan` is in
 * `accountApi` (`plan`). Shapes the specification leaves open are decided in
 * docs/adr/0016-billing-rules.md and docs/decisions.md, "Billing (console screens)".
 */
export const billingApi = {
  /** Every plan a customer can see, with its prices (operator-editable, docs/product/billing.md). */
  plans: defineCall({
    method: 'GET',
    path: '/plans',
    response: z.array(planSchema),
    auth: 'session',
  }),
  /**
   * Chooses a plan: answers the plan list with the choice pending until its invoice is paid. An
   * upgrade is prorated; a downgrade or enterprise answers 409 `plan-change-contact-sales`.
   */
  changePlan: defineCall({
    method: 'PUT',
    path: '/customers/me/plan',
    body: planChangePayloadSchema,
    response: customerPlanResponseSchema,
    auth: 'session',
  }),
  cancelPendingPlan: defineCall({
    method: 'DELETE',
    path: '/customers/me/plan/pending',
    response: customerPlanResponseSchema,
    auth: 'session',
  }),
  /** Reactivates a cancelled plan before its end date, at no cost. */
  reactivate: defineCall({
    method: 'POST',
    path: '/customers/me/active',
    response: customerPlanResponseSchema,
    auth: 'session',
  }),
  /** Cancels at the end of the billing period. */
  cancel: defineCall({
    method: 'DELETE',
    path: '/customers/me/active',
    response: customerPlanResponseSchema,
    auth: 'session',
  }),
  /** Invoices and monthly consumption in `[from, to]` (epoch seconds), newest first, never past now. */
  paymentHistory: defineCall({
    method: 'GET',
    path: '/customers/me/payment/history',
    query: paymentHistoryQuerySchema,
    response: z.array(paymentHistoryEntrySchema),
    auth: 'session',
  }),
  /**
   * An own invoice's stored PDF, base64. `invoiceId` is the invoice number a history entry carries
   * as `transactionId` (`2026-000042`); the internal id works too. Another customer's: 404.
   */
  invoice: defineCall({
    method: 'GET',
    path: '/customers/me/invoices/:invoiceId',
    params: z.object({ invoiceId: z.string().min(1).max(64) }),
    response: invoiceDownloadSchema,
    auth: 'session',
  }),
  cards: defineCall({
    method: 'GET',
    path: '/customers/me/payment/methods',
    response: z.array(cardSchema),
    auth: 'session',
  }),
  addCard: defineCall({
    method: 'POST',
    path: '/customers/me/payment/methods/stripe',
    body: addCardPayloadSchema,
    response: z.array(cardSchema),
    auth: 'session',
  }),
  deleteCard: defineCall({
    method: 'DELETE',
    path: '/customers/me/payment/methods/:cardId',
    params: z.object({ cardId: z.string().min(1).max(128) }),
    response: statusResponseSchema,
    auth: 'session',
  }),
  reorderCards: defineCall({
    method: 'PUT',
    path: '/customers/me/payment/methods',
    body: reorderCardsPayloadSchema,
    response: z.array(cardSchema),
    auth: 'session',
  }),
} as const;
