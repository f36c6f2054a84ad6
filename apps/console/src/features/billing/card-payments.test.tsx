import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Card } from '@trova/contracts';
import {
  callsTo,
  signIn,
  stubApi,
  TEST_CONFIG,
  withStatus,
  type StubRequest,
} from '../../test/api-stub';
import { testPlan } from '../../test/plan-fixture';
import { renderRoute } from '../../test/render-with-providers';
import { completeBillingInfo } from './billing-test-fixtures';

// This file runs against a server whose payment provider is Stripe (the config loads once a file).
TEST_CONFIG.billing = { provider: 'stripe', stripePublishableKey: 'pk_test_trova' };

// Stripe.js loads from Stripe's servers; its card field is stood in for, its answers scripted.
const stripe = vi.hoisted(() => ({ createPaymentMethod: vi.fn(), clear: vi.fn() }));
vi.mock('@stripe/stripe-js', () => ({
  loadStripe: () => Promise.resolve({ createPaymentMethod: stripe.createPaymentMethod }),
}));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  CardElement: () => <div data-testid="stripe-card-element" />,
  useStripe: () => ({ createPaymentMethod: stripe.createPaymentMethod }),
  useElements: () => ({ getElement: () => ({ clear: stripe.clear }) }),
}));

const visa: Card = { id: 'pm_visa', brand: 'Visa', lastDigits: '4242', month: 4, year: 2030 };
const amex: Card = { id: 'pm_amex', brand: 'Amex', lastDigits: '0005', month: 11, year: 2029 };

function setup(handlers: Record<string, unknown> = {}) {
  signIn();
  return stubApi({
    'GET /shops': [],
    'GET /users/me': { status: 'OK', firstName: 'Anna', lastName: 'Rossi' },
    'GET /customers/me': completeBillingInfo(),
    'GET /customers/me/plan': [testPlan({ isAutomatic: true })],
    'GET /customers/me/payment/history': [],
    'GET /notifications': [],
    'GET /customers/me/payment/methods': [visa, amex],
    ...handlers,
  });
}

describe('card payments', () => {
  it('warns about an automatic plan without a card', async () => {
    setup({ 'GET /customers/me/payment/methods': [] });
    renderRoute('/billing/overview');
    expect(await screen.findByRole('alert', { name: 'No card saved' })).toBeTruthy();
    const cards = screen.getByRole('region', { name: 'Saved cards' });
    expect(within(cards).getByText('No card saved.')).toBeTruthy();
    // The tabs carry the warning, described to screen readers; their names stay their labels.
    const tab = screen.getByRole('link', { name: 'Overview' });
    const description = document.getElementById(tab.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toContain('No card is saved for an automatic plan.');
  });

  it('reorders the saved cards, the first being charged first', async () => {
    const stub = setup({
      'PUT /customers/me/payment/methods': (request: StubRequest) =>
        (request.body as { paymentMethods: Card[] }).paymentMethods,
    });
    const user = userEvent.setup();
    renderRoute('/billing/overview');
    const cards = await screen.findByRole('region', { name: 'Saved cards' });
    const names = () =>
      within(cards)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    await waitFor(() => expect(names()[0]).toContain('Visa ending in 4242'));
    expect(names()[0]).toContain('Charged first');
    await user.click(within(cards).getByRole('button', { name: 'Move Visa ending in 4242 down' }));

    await waitFor(() => expect(names()[0]).toContain('Amex ending in 0005'));
    expect(callsTo(stub, 'PUT /customers/me/payment/methods')[0]?.body).toEqual({
      paymentMethods: [amex, visa],
    });
  });

  it('deletes a card after a confirmation', async () => {
    let cardsLeft = [visa, amex];
    const stub = setup({
      'GET /customers/me/payment/methods': () => cardsLeft,
      'DELETE /customers/me/payment/methods/pm_amex': () => {
        cardsLeft = [visa];
        return { status: 'OK' };
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/billing/overview');
    const cards = await screen.findByRole('region', { name: 'Saved cards' });
    await user.click(
      await within(cards).findByRole('button', { name: 'Delete Amex ending in 0005' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete card?' });
    expect(router.state.location.search).toBe('?action=delete-card&option=pm_amex');
    await user.click(within(dialog).getByRole('button', { name: 'Delete card' }));

    expect(await screen.findByText('Card deleted')).toBeTruthy();
    expect(callsTo(stub, 'DELETE /customers/me/payment/methods/pm_amex')).toHaveLength(1);
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(1));
  });

  it('saves a card entered in the provider’s field and shows the provider’s errors as they come', async () => {
    stripe.createPaymentMethod
      .mockResolvedValueOnce({ error: { message: 'Your card number is incomplete.' } })
      .mockResolvedValueOnce({ paymentMethod: { id: 'pm_new' } });
    const stub = setup({ 'POST /customers/me/payment/methods/stripe': [visa, amex] });
    const user = userEvent.setup();
    renderRoute('/billing/information');
    const entry = await screen.findByRole('region', { name: 'Add a card' });
    expect(await within(entry).findByTestId('stripe-card-element')).toBeTruthy();
    await user.click(within(entry).getByRole('button', { name: 'Save card' }));
    expect(await within(entry).findByText('Your card number is incomplete.')).toBeTruthy();
    expect(callsTo(stub, 'POST /customers/me/payment/methods/stripe')).toHaveLength(0);

    await user.click(within(entry).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Card saved')).toBeTruthy();
    expect(callsTo(stub, 'POST /customers/me/payment/methods/stripe')[0]?.body).toEqual({
      token: 'pm_new',
    });
    expect(stripe.clear).toHaveBeenCalled();
  });

  it('shows a refusal the card network gave when the card was saved, as it came', async () => {
    stripe.createPaymentMethod.mockResolvedValueOnce({ paymentMethod: { id: 'pm_declined' } });
    setup({
      'POST /customers/me/payment/methods/stripe': withStatus(402, {
        status: 'ERROR',
        code: 'card-refused',
        message: 'Your card was declined.',
      }),
    });
    const user = userEvent.setup();
    renderRoute('/billing/information');
    const entry = await screen.findByRole('region', { name: 'Add a card' });
    await within(entry).findByTestId('stripe-card-element');
    await user.click(within(entry).getByRole('button', { name: 'Save card' }));
    expect(await within(entry).findByText('Your card was declined.')).toBeTruthy();
  });

  it('offers no card entry for a plan invoiced by agreement', async () => {
    setup({ 'GET /customers/me/plan': [testPlan({ isAutomatic: false })] });
    renderRoute('/billing/information');
    await screen.findByRole('region', { name: 'Company and address' });
    expect(screen.queryByRole('region', { name: 'Add a card' })).toBeNull();
  });
});
