/**
 * The invoice call answers the PDF as base64 (docs/product/billing.md#history); the browser saves
 * it as a file named after the invoice.
 * @example invoicePdfBlob(btoa('%PDF-1.7')).type // 'application/pdf'
 */
export function invoicePdfBlob(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: 'application/pdf' });
}

/**
 * A safe file name for an invoice id ("2025/0007" → "invoice-2025-0007.pdf").
 * @example invoiceFileName('2025/0007') // 'invoice-2025-0007.pdf'
 */
export function invoiceFileName(invoiceId: string): string {
  return `invoice-${invoiceId.replace(/[^A-Za-z0-9_-]+/g, '-')}.pdf`;
}

/**
 * Saves the PDF through a temporary link, as a download of the page.
 * @example saveInvoicePdf(answer.pdf, '2026-0007') // the browser saves invoice-2026-0007.pdf
 */
export function saveInvoicePdf(base64: string, invoiceId: string): void {
  const url = URL.createObjectURL(invoicePdfBlob(base64));
  const link = document.createElement('a');
  link.href = url;
  link.download = invoiceFileName(invoiceId);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; revoking later keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The invoice id of a history entry: the last segment of its download path when it has one, else
 * its transaction id; null for consumption entries and invoices without either.
 * @example invoiceIdOf({ type: 'invoice', url: '/customers/me/invoices/2025-7', transactionId: null }) // '2025-7'
 */
export function invoiceIdOf(entry: {
  type: 'invoice' | 'consumption';
  url: string | null;
  transactionId: string | null;
}): string | null {
  if (entry.type !== 'invoice') return null;
  const segment = entry.url?.split(/[?#]/)[0]?.split('/').filter(Boolean).at(-1);
  if (segment) return decodeURIComponent(segment);
  return entry.transactionId ?? null;
}
