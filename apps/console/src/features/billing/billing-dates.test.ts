import { describe, expect, it } from 'vitest';
import { canShowNextYear, daysLeft, yearRange } from './billing-dates';
import { invoiceFileName, invoiceIdOf, invoicePdfBlob } from './invoice-file';

describe('billing dates', () => {
  it('covers a whole calendar year, from its first to its last second', () => {
    const { from, to } = yearRange(2025);
    expect(new Date(from * 1000)).toEqual(new Date(2025, 0, 1));
    expect(new Date((to + 1) * 1000)).toEqual(new Date(2026, 0, 1));
  });

  it('goes forward only up to the current year', () => {
    const now = new Date(2026, 4, 1);
    expect(canShowNextYear(2025, now)).toBe(true);
    expect(canShowNextYear(2026, now)).toBe(false);
  });

  it('counts a part day as a day left and never goes below zero', () => {
    expect(daysLeft(86_400 + 1, 0)).toBe(2);
    expect(daysLeft(0, 86_400)).toBe(0);
  });
});

describe('invoice files', () => {
  it('finds the invoice id in the download path, else in the transaction id', () => {
    expect(
      invoiceIdOf({ type: 'invoice', url: '/customers/me/invoices/2026-0007', transactionId: 'x' }),
    ).toBe('2026-0007');
    expect(invoiceIdOf({ type: 'invoice', url: null, transactionId: 'in_42' })).toBe('in_42');
    expect(invoiceIdOf({ type: 'consumption', url: null, transactionId: 'c_1' })).toBeNull();
  });

  it('turns the base64 answer into a PDF file', async () => {
    const blob = invoicePdfBlob(btoa('%PDF-1.7'));
    expect(blob.type).toBe('application/pdf');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blob);
    });
    expect(text).toBe('%PDF-1.7');
    expect(invoiceFileName('2026/0007')).toBe('invoice-2026-0007.pdf');
  });
});
