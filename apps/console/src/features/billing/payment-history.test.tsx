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
        },
      ],
    });
    await act(() => i18n.changeLanguage('it'));
    renderWithProviders(<PaymentHistory now={new Date(Date.UTC(2026, 10, 29))} />);
    const section = await screen.findByRole('region', { name: 'Consumi e fatture' });
    expect(await within(section).findByText('Ricerche di novembre 2026')).toBeTruthy();
    expect(section.textContent).not.toMatch(/Queries|November/);
  });
});
