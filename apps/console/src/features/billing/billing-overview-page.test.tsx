import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyBillingInfo } from '@trova/contracts';
import { callsTo, signIn, stubApi, type StubRequest } from '../../test/api-stub';
import { testPlan } from '../../test/plan-fixture';
import { renderRoute } from '../../test/render-with-providers';
import { testShop } from '../../test/shop-fixture';
import { setCurrentShopId } from '../shops/current-shop-store';
import { yearRange } from './billing-dates';
import { completeBillingInfo } from './billing-test-fixtures';

const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const thisYear = new Date().getFullYear();

function setup(handlers: Record<string, unknown> = {}) {
  signIn();
  return stubApi({
    'GET /shops': [],
    'GET /users/me': { status: 'OK', firstName: 'Anna', lastName: 'Rossi' },
    'GET /customers/me': completeBillingInfo(),
    'GET /customers/me/plan': [],
    'GET /customers/me/payment/history': [],
    'GET /notifications': [],
    ...handlers,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('billing overview', () => {
  it('shows the trial with its days left and incomplete info as an info box', async () => {
    const trial = testPlan({
      key: 'trial',
      title: 'Trial',
      endTimestamp: nowSeconds() + 12 * DAY - 60,
    });
    setup({ 'GET /customers/me/plan': [trial], 'GET /customers/me': emptyBillingInfo() });
    renderRoute('/billing/overview');
    const plan = await screen.findByRole('region', { name: 'Current plan' });
    expect(within(plan).getAllByText('Trial')).toHaveLength(2);
    expect(within(plan).getByText(/^12 days of trial left/)).toBeTruthy();
    const box = await screen.findByText(/Complete your billing information before the trial ends/);
    expect(box.closest('[role="status"]')).not.toBeNull();
  });

  it('shows incomplete info as an error box outside the trial', async () => {
    setup({ 'GET /customers/me/plan': [testPlan()], 'GET /customers/me': emptyBillingInfo() });
    renderRoute('/billing/overview');
    const text = await screen.findByText('Update payment info to avoid interruption');
    expect(text.closest('[role="alert"]')).not.toBeNull();
  });

  it('shows a suspended account with the contact hint', async () => {
    setup({ 'GET /customers/me/plan': [testPlan({ isActive: false })] });
    renderRoute('/billing/overview');
    const alert = await screen.findByRole('alert', { name: /Account suspended/ });
    expect(within(alert).getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      '/support',
    );
    expect(screen.getAllByText('Suspended').length).toBeGreaterThan(0);
  });

  it('shows a cancelled plan with its end date', async () => {
    const end = nowSeconds() + 9 * DAY;
    setup({ 'GET /customers/me/plan': [testPlan({ isDeactivating: true, endTimestamp: end })] });
    renderRoute('/billing/overview');
    expect(await screen.findByText(/^The plan ends on .+ You can reactivate it/)).toBeTruthy();
    expect(screen.getByText('Cancelled')).toBeTruthy();
  });

  it('goes back through the years of history but never past the current one', async () => {
    const stub = setup({
      'GET /customers/me/payment/history': (request: StubRequest) =>
        Number(request.query.get('from')) === yearRange(thisYear - 1).from
          ? [
              {
                timestamp: yearRange(thisYear - 1).from + 40 * DAY,
                type: 'consumption',
                label: 'Queries in February',
                amount: 15,
                transactionId: null,
                url: null,
                requests: 5_000,
                invoice: null,
              },
            ]
          : [],
    });
    const user = userEvent.setup();
    renderRoute('/billing/overview');
    expect(await screen.findByText(`No consumption or invoices in ${thisYear}.`)).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next year' });
    expect((next as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Previous year' }));
    // The console names the month itself; the server's label is not shown.
    expect(await screen.findByText(`Queries of February ${thisYear - 1}`)).toBeTruthy();
    expect(screen.getByText('5.000')).toBeTruthy();
    expect(screen.getByText('Consumption')).toBeTruthy();
    expect((next as HTMLButtonElement).disabled).toBe(false);
    const calls = callsTo(stub, 'GET /customers/me/payment/history');
    expect(calls.map((call) => Number(call.query.get('from')))).toEqual([
      yearRange(thisYear).from,
      yearRange(thisYear - 1).from,
    ]);
    expect(Number(calls[1]!.query.get('to'))).toBe(yearRange(thisYear - 1).to);
  });

  it('downloads an invoice as a PDF file', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    setup({
      'GET /customers/me/payment/history': [
        {
          timestamp: nowSeconds(),
          type: 'invoice',
          label: 'Invoice 2026/7',
          amount: 149,
          transactionId: 'tx-1',
          url: '/customers/me/invoices/2026-0007',
          requests: null,
          invoice: null,
        },
      ],
      'GET /customers/me/invoices/2026-0007': { pdf: btoa('%PDF-1.7') },
    });
    const user = userEvent.setup();
    renderRoute('/billing/overview');
    await user.click(
      await screen.findByRole('button', { name: 'Download invoice Invoice 2026/7' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('invoice-2026-0007.pdf');
    expect(createObjectURL.mock.calls[0]![0].type).toBe('application/pdf');
  });

  it('shows the queries of each completed shop and the total against the threshold', async () => {
    setup({
      'GET /shops': [
        testShop({ id: 'a', url: 'https://www.uno.it', requests: 5_000, skus: 100 }),
        testShop({ id: 'b', url: 'https://due.it', requests: 3_500, skus: 50 }),
        testShop({ id: 'c', url: 'https://tre.it', requests: 900, last_index_start_time: null }),
      ],
      'GET /customers/me/plan': [testPlan()],
    });
    // The guard would open the first completed shop on analytics if none were current.
    setCurrentShopId('a');
    renderRoute('/billing/overview');
    const usage = await screen.findByRole('region', { name: 'Usage by shop' });
    expect(within(usage).getByText('uno.it')).toBeTruthy();
    expect(within(usage).queryByText('tre.it')).toBeNull();
    expect(within(usage).getByText('8.500')).toBeTruthy();
    expect(within(usage).getByText('8.500 of 10.000 queries this month')).toBeTruthy();
    expect(
      within(usage).getByText('You are reaching the query limit. Upgrade your plan.'),
    ).toBeTruthy();
  });

  it("shows one allowance, the trial's, while a plan bought during the trial waits to start", async () => {
    const trialEnd = nowSeconds() + 20 * DAY;
    const start = testPlan({
      key: 'start',
      isAutomatic: false,
      subscriptionTimestamp: trialEnd,
      periodStartTimestamp: trialEnd,
    });
    setup({
      'GET /shops': [testShop({ id: 'a', url: 'https://uno.it', requests: 900 })],
      'GET /customers/me/plan': [start],
    });
    setCurrentShopId('a');
    renderRoute('/billing/overview');
    const plan = await screen.findByRole('region', { name: 'Current plan' });
    expect(within(plan).getByText('1.000 queries a month')).toBeTruthy();
    const usage = await screen.findByRole('region', { name: 'Usage by shop' });
    expect(await within(usage).findByText('900 of 1.000 queries this month')).toBeTruthy();
    const recap = await screen.findByRole('region', { name: 'Usage recap' });
    expect(await within(recap).findByText('900 of 1.000')).toBeTruthy();
  });

  it('explains, with the manual provider, that invoices are paid without a card', async () => {
    setup({ 'GET /customers/me/plan': [testPlan()] });
    renderRoute('/billing/overview');
    expect(await screen.findByText(/No card is needed/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Saved cards' })).toBeNull();
  });
});
