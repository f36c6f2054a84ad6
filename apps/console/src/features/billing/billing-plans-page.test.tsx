import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyBillingInfo, PLAN_REFRESH_MS, type Plan } from '@trova/contracts';
import { callsTo, signIn, stubApi, withStatus } from '../../test/api-stub';
import { testPlan } from '../../test/plan-fixture';
import { renderRoute } from '../../test/render-with-providers';
import { completeBillingInfo, offeredPlans } from './billing-test-fixtures';

const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function setup(handlers: Record<string, unknown> = {}) {
  signIn();
  return stubApi({
    'GET /shops': [],
    'GET /users/me': { status: 'OK', firstName: 'Anna', lastName: 'Rossi' },
    'GET /customers/me': completeBillingInfo(),
    'GET /customers/me/plan': [],
    'GET /plans': offeredPlans(),
    'GET /notifications': [],
    ...handlers,
  });
}

function card(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('billing plans', () => {
  it('subscribes to a plan on the yearly cycle after a confirmation', async () => {
    const pending = testPlan({
      key: 'trial',
      pendingPlan: { planKey: 'standard', title: 'Standard', isMonthly: false },
    });
    const stub = setup({ 'PUT /customers/me/plan': [pending] });
    const user = userEvent.setup();
    renderRoute('/billing/plans');
    expect(await screen.findByRole('article', { name: 'Standard' })).toBeTruthy();
    expect(within(card('Standard')).getByText('149,00 € / month')).toBeTruthy();
    expect(within(card('Enterprise')).getByRole('link', { name: /Contact sales/ })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Yearly (save 10 %)' }));
    expect(await within(card('Standard')).findByText('1.609,20 € / year')).toBeTruthy();
    await user.click(
      within(card('Standard')).getByRole('button', { name: 'Subscribe to Standard' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Standard?' });
    expect(within(dialog).getByText(/billed yearly: 1.609,20 € plus VAT/)).toBeTruthy();
    expect(within(dialog).getByText(/invoice to pay by bank transfer/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));

    expect(
      await screen.findByText('Standard requested: it starts once the payment is confirmed.'),
    ).toBeTruthy();
    expect(callsTo(stub, 'PUT /customers/me/plan')[0]?.body).toEqual({
      key: 'standard',
      isMonthly: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card('Standard')).getByRole('button', { name: 'Withdraw change' })).toBeTruthy();
  });

  it('shows why a plan change was refused', async () => {
    setup({
      'PUT /customers/me/plan': withStatus(409, {
        status: 'ERROR',
        code: 'plan-contact-sales',
        message: 'Contact sales',
      }),
    });
    const user = userEvent.setup();
    renderRoute('/billing/plans');
    await user.click(await screen.findByRole('button', { name: 'Subscribe to Start' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(
      await within(dialog).findByText(
        'This change goes through sales: contact us and we will arrange it.',
      ),
    ).toBeTruthy();
  });

  it('disables subscribing while billing info is incomplete', async () => {
    setup({ 'GET /customers/me': emptyBillingInfo() });
    renderRoute('/billing/plans');
    expect(
      await screen.findByText('Complete your billing information to choose a plan.'),
    ).toBeTruthy();
    const subscribe = within(card('Start')).getByRole('button', { name: 'Subscribe to Start' });
    expect((subscribe as HTMLButtonElement).disabled).toBe(true);
  });

  it('marks the current plan, sends downgrades to sales, and cancels with the sorry message', async () => {
    const end = nowSeconds() + 20 * DAY;
    const standard = testPlan({ key: 'standard', title: 'Standard', endTimestamp: end });
    const cancelled: Plan = { ...standard, isDeactivating: true };
    const stub = setup({
      'GET /customers/me/plan': [standard],
      'DELETE /customers/me/active': [cancelled],
      'POST /customers/me/active': [standard],
    });
    const user = userEvent.setup();
    renderRoute('/billing/plans');
    await screen.findByRole('article', { name: 'Standard' });
    expect(within(card('Standard')).getByRole('button', { name: 'Subscribed' })).toBeTruthy();
    expect(
      within(card('Start')).getByRole('link', { name: 'Contact sales about Start' }),
    ).toBeTruthy();
    expect(
      within(card('Advanced')).getByRole('button', { name: 'Subscribe to Advanced' }),
    ).toBeTruthy();

    await user.click(within(card('Standard')).getByRole('button', { name: 'Cancel plan' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel your plan?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel plan' }));
    const sorry = await screen.findByRole('dialog', { name: "We're sorry to see you go" });
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(end * 1000));
    expect(within(sorry).getByText(new RegExp(`active until ${date}`))).toBeTruthy();
    expect(callsTo(stub, 'DELETE /customers/me/active')).toHaveLength(1);
    // The header's close icon and the footer's button are both named Close; the footer's is last.
    await user.click(within(sorry).getAllByRole('button', { name: 'Close' }).at(-1)!);

    await user.click(within(card('Standard')).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Plan reactivated')).toBeTruthy();
    expect(callsTo(stub, 'POST /customers/me/active')).toHaveLength(1);
  });

  it('lets a pending change be withdrawn and keeps the other plans disabled meanwhile', async () => {
    const withPending = testPlan({
      pendingPlan: { planKey: 'advanced', title: 'Advanced', isMonthly: true },
    });
    const stub = setup({
      'GET /customers/me/plan': [withPending],
      'DELETE /customers/me/plan/pending': [testPlan()],
    });
    const user = userEvent.setup();
    renderRoute('/billing/plans');
    expect(await screen.findByText(/A plan change is pending/)).toBeTruthy();
    expect(
      within(card('Standard')).getByRole<HTMLButtonElement>('button', {
        name: 'Subscribe to Standard',
      }).disabled,
    ).toBe(true);
    await user.click(within(card('Advanced')).getByRole('button', { name: 'Withdraw change' }));
    expect(await screen.findByText('Pending change withdrawn')).toBeTruthy();
    expect(callsTo(stub, 'DELETE /customers/me/plan/pending')).toHaveLength(1);
  });

  it('shows a custom plan as a single subscribed card', async () => {
    setup({
      'GET /customers/me/plan': [testPlan({ key: 'custom', title: 'Su misura', isCustom: true })],
    });
    renderRoute('/billing/plans');
    const custom = await screen.findByRole('article', { name: 'Su misura' });
    expect(within(custom).getByRole('button', { name: 'Subscribed' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('highlights the plan above 4.000 queries scaled from the days elapsed, not Little', async () => {
    // Start bought on the trial's 13th day: 4.000 in 13 days projects 9.230, under Start's 10.000.
    const trialStart = nowSeconds() - 12 * DAY - 60;
    setup({
      'GET /customers/me/plan': [
        testPlan({
          key: 'start',
          isAutomatic: false,
          subscriptionTimestamp: trialStart + 30 * DAY,
          periodStartTimestamp: trialStart + 30 * DAY,
        }),
      ],
    });
    renderRoute('/billing/plans');
    const start = await screen.findByRole('article', { name: 'Start' });
    await waitFor(() => expect(within(start).getByText('Recommended')).toBeTruthy());
    expect(screen.getAllByText('Recommended')).toHaveLength(1);
  });

  it('lets a Start paid by bank transfer upgrade to Standard and Advanced', async () => {
    const trialEnd = nowSeconds() + 20 * DAY;
    setup({
      'GET /customers/me/plan': [
        testPlan({
          key: 'start',
          isAutomatic: false,
          subscriptionTimestamp: trialEnd,
          periodStartTimestamp: trialEnd,
        }),
      ],
    });
    renderRoute('/billing/plans');
    await screen.findByRole('article', { name: 'Standard' });
    expect(screen.queryByText(/invoiced by agreement|arranged with sales/)).toBeNull();
    for (const name of ['Standard', 'Advanced']) {
      const button = within(card(name)).getByRole<HTMLButtonElement>('button', {
        name: `Subscribe to ${name}`,
      });
      expect(button.disabled).toBe(false);
    }
    expect(within(card('Start')).getByRole('button', { name: 'Subscribed' })).toBeTruthy();
  });

  it('lists what each plan includes', async () => {
    setup();
    renderRoute('/billing/plans');
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /Visual Machine/ });
    const marks = within(row)
      .getAllByRole('img')
      .map((mark) => mark.getAttribute('aria-label'));
    expect(marks).toEqual(['Not included', 'Not included', 'Included', 'Included', 'Included']);
  });

  it('asks for the selected plan again every 10 s while shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stub = setup();
    renderRoute('/billing/plans');
    await screen.findByRole('article', { name: 'Standard' });
    const before = callsTo(stub, 'GET /customers/me/plan').length;
    await act(() => vi.advanceTimersByTimeAsync(PLAN_REFRESH_MS + 100));
    await waitFor(() => expect(callsTo(stub, 'GET /customers/me/plan').length).toBe(before + 1));
    await act(() => vi.advanceTimersByTimeAsync(PLAN_REFRESH_MS));
    await waitFor(() => expect(callsTo(stub, 'GET /customers/me/plan').length).toBe(before + 2));
  });
});
