import { z } from 'zod';
import { planKeySchema } from './plan.schema';

export const PAYMENT_HISTORY_TYPES = ['invoice', 'consumption'] as const;

/** An invoice's status: `open` (to pay), `paid` (final), `failed` (may still be paid), `void`. */
export const INVOICE_STATUSES = ['open', 'paid', 'failed', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * What an invoice charges: a plan bought, an upgrade (with its credit), a renewal, an overage
 * block.
 */
export const INVOICE_KINDS = ['subscription', 'upgrade', 'renewal', 'overage'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * An invoice row's parts, so a client names it in its own language (the English `label` is for
 * API callers): the number, status, kind, and the plan charged with the operator's title (null for
 * overage).
 */
export const historyInvoiceSchema = z.object({
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  kind: z.enum(INVOICE_KINDS),
  planKey: planKeySchema.nullable(),
  planTitle: z.string().nullable(),
});
export type HistoryInvoice = z.infer<typeof historyInvoiceSchema>;

/**
 * Consumption/invoice entry (docs/product/billing.md#history).
 * - `timestamp`: epoch seconds (an invoice's issue; a consumption month's first second, UTC).
 * - `amount`: **euro as a number with at most two decimals**, derived from integer cents: an
 *   invoice's total with VAT; for a consumption month, the overage blocks billed for it, VAT
 *   excluded (0 when none).
 * - `transactionId`: the invoice number (`2026-000042`), which is also the id the invoice download
 *   accepts; null for consumption.
 * - `url`: the invoice download call's path; null for consumption.
 * - `requests`: a consumption month's metered queries; null for invoices.
 * - `invoice`: an invoice's parts (see `historyInvoiceSchema`); null for consumption.
 */
export const paymentHistoryEntrySchema = z.object({
  timestamp: z.number().int().nonnegative(),
  type: z.enum(PAYMENT_HISTORY_TYPES),
  label: z.string(),
  amount: z.number(),
  transactionId: z.string().nullable(),
  url: z.string().nullable(),
  requests: z.number().int().nonnegative().nullable(),
  invoice: historyInvoiceSchema.nullable(),
});
export type PaymentHistoryEntry = z.infer<typeof paymentHistoryEntrySchema>;

/** `GET customers/me/payment/history?from&to` (unix seconds; from before to). */
export const paymentHistoryQuerySchema = z
  .object({
    from: z.coerce.number().int().nonnegative(),
    to: z.coerce.number().int().nonnegative(),
  })
  .refine((range) => range.from <= range.to, { message: 'from must not be after to' });
export type PaymentHistoryQuery = z.infer<typeof paymentHistoryQuerySchema>;

/** Invoice download answer: a base64 PDF. */
export const invoiceDownloadSchema = z.object({ pdf: z.base64() });
export type InvoiceDownload = z.infer<typeof invoiceDownloadSchema>;
