import type { PaymentHistoryEntry } from '@trova/contracts';
import type { TFunction } from 'i18next';
import { formatBillingMonth } from './billing-dates';
import { planTitle } from './plan-texts';

/**
 * A history row's description in the interface language (docs/product/billing.md#history): a
 * consumption row by its month, read in UTC as metered; an invoice by its number, what it charges
 * and its status. The server's English `label` is for API callers; it is shown only for an invoice
 * whose parts are missing.
 * @example historyEntryLabel(t, entry, 'it') // 'Fattura 2026-000001, piano Start (da pagare)'
 */
export function historyEntryLabel(
  t: TFunction,
  entry: PaymentHistoryEntry,
  language: string,
): string {
  if (entry.type === 'consumption') {
    return t('billing.history.consumptionLabel', {
      month: formatBillingMonth(entry.timestamp, language),
    });
  }
  const invoice = entry.invoice;
  if (!invoice) return entry.label;
  let subject: string;
  if (invoice.kind === 'overage') subject = t('billing.history.invoiceSubject.overage');
  else if (invoice.planKey === null) return entry.label;
  else {
    subject = t(`billing.history.invoiceSubject.${invoice.kind}`, {
      plan: planTitle(t, invoice.planKey, invoice.planTitle ?? ''),
    });
  }
  return t('billing.history.invoiceLabel', {
    number: invoice.number,
    subject,
    status: t(`billing.history.invoiceStatus.${invoice.status}`),
  });
}
