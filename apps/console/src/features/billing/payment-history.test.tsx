import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { signIn, stubApi } from '../../test/api-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { PaymentHistory } from './payment-history';

/** 1 November 2026, 00:00 UTC: a metered month starts at midnight UTC. */
const NOVEMBER_2026 = Date.UTC(2026, 10, 1) / 1000;

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('payment history in Italian', () => {
  it('names a consumption month in Italian, never with the server English label', async () => {
    signIn();
    stubApi({
      'GET /customers/me/payment/history': [
        {
          timestamp: NOVEMBER_2026,
          type: 'consumption',
          label: 'Queries of November 2026',
          amount: 0,
          transactionId: null,
          url: null,
          requests: 1_234,
          invoice: null,
        },
      ],
    });
    await act(() => i18n.changeLanguage('it'));
    renderWithProviders(<PaymentHistory now={new Date(Date.UTC(2026, 10, 29))} />);
    const section = await screen.findByRole('region', { name: 'Consumi e fatture' });
    expect(await within(section).findByText('Ricerche di novembre 2026')).toBeTruthy();
    expect(section.textContent).not.toMatch(/Queries|November/);
  });

  it('names invoices in Italian: number, what they charge and their status', async () => {
    signIn();
    const invoice = (
      number: string,
      kind: 'subscription' | 'upgrade' | 'renewal' | 'overage',
      status: 'open' | 'paid' | 'failed' | 'void',
      planKey: 'start' | 'standard' | null,
    ) => ({
      timestamp: NOVEMBER_2026 + 86_400,
      type: 'invoice',
      label: `Invoice ${number}, English label`,
      amount: 59.78,
      transactionId: number,
      url: `/API/customers/me/invoices/${number}`,
      requests: null,
      invoice: {
        number,
        status,
        kind,
        planKey,
        planTitle: planKey === null ? null : planKey === 'start' ? 'Start' : 'Standard',
      },
    });
    stubApi({
      'GET /customers/me/payment/history': [
        invoice('2026-000001', 'subscription', 'paid', 'start'),
        invoice('2026-000002', 'upgrade', 'open', 'standard'),
        invoice('2026-000003', 'renewal', 'failed', 'standard'),
        invoice('2026-000004', 'overage', 'void', null),
      ],
    });
    await act(() => i18n.changeLanguage('it'));
    renderWithProviders(<PaymentHistory now={new Date(Date.UTC(2026, 10, 29))} />);
    const section = await screen.findByRole('region', { name: 'Consumi e fatture' });
    for (const label of [
      'Fattura 2026-000001, piano Start (pagata)',
      'Fattura 2026-000002, passaggio a Standard (da pagare)',
      'Fattura 2026-000003, rinnovo del piano Standard (pagamento non riuscito)',
      'Fattura 2026-000004, ricerche extra (annullata)',
    ]) {
      expect(await within(section).findByText(label)).toBeTruthy();
    }
    expect(
      within(section).getByRole('button', {
        name: 'Scarica la fattura Fattura 2026-000001, piano Start (pagata)',
      }),
    ).toBeTruthy();
    expect(section.textContent).not.toMatch(/Invoice|English|billing\.history/);
  });

  it('names the same invoice in English', async () => {
    signIn();
    stubApi({
      'GET /customers/me/payment/history': [
        {
          timestamp: NOVEMBER_2026 + 86_400,
          type: 'invoice',
          label: 'server label',
          amount: 59.78,
          transactionId: '2026-000002',
          url: '/API/customers/me/invoices/2026-000002',
          requests: null,
          invoice: {
            number: '2026-000002',
            status: 'open',
            kind: 'upgrade',
            planKey: 'standard',
            planTitle: 'Standard',
          },
        },
      ],
    });
    renderWithProviders(<PaymentHistory now={new Date(Date.UTC(2026, 10, 29))} />);
    const section = await screen.findByRole('region', { name: 'Consumption and invoices' });
    expect(
      await within(section).findByText('Invoice 2026-000002, upgrade to Standard (to pay)'),
    ).toBeTruthy();
  });
});
