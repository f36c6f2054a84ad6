import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { emptyBillingInfo } from '@trova/contracts';
import { signIn, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-with-providers';
import { testShop } from '../../test/shop-fixture';
import { setCurrentShopId } from '../shops/current-shop-store';
import { completeBillingInfo } from './billing-test-fixtures';

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

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });
const description = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

describe('billing in the menu', () => {
  it('hides billing, its entry and its screens, while the current shop is a Shopify shop', async () => {
    setCurrentShopId('shopify-1');
    setup({
      'GET /shops': [testShop({ id: 'shopify-1', cms: { type: 'shopify', version: null } })],
    });
    const { router, unmount } = renderRoute('/account');
    expect(
      await within(await screen.findByRole('navigation', { name: 'Main menu' })).findByRole(
        'link',
        { name: 'Account' },
      ),
    ).toBeTruthy();
    // The guard loaded the shops before the menu's first render.
    expect(within(menu()).queryByRole('link', { name: 'Billing' })).toBeNull();

    await router.navigate('/billing/plans');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/notfound');
    unmount();
  });

  it('keeps billing for shops on other platforms', async () => {
    setCurrentShopId('shop-1');
    setup({ 'GET /shops': [testShop()] });
    renderRoute('/billing/overview');
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeTruthy();
    expect(within(menu()).getByRole('link', { name: 'Billing' })).toBeTruthy();
  });

  it('warns on the billing entry and tabs while billing info is incomplete', async () => {
    setup({ 'GET /customers/me': emptyBillingInfo() });
    renderRoute('/billing/overview');
    const entry = await within(
      await screen.findByRole('navigation', { name: 'Main menu' }),
    ).findByRole('link', { name: 'Billing' });
    await waitFor(() => expect(description(entry)).toContain('Billing information is incomplete.'));
    const tabs = screen.getByRole('navigation', { name: 'Billing sections' });
    expect(description(within(tabs).getByRole('link', { name: 'Plans' }))).toContain(
      'Billing information is incomplete.',
    );
  });

  it('warns on the tabs after a failed payment until a payment succeeds', async () => {
    const notice = (code: string, id: string) => ({
      id,
      code,
      createdAt: 1_750_000_000,
      readAt: 1_750_000_100,
      payload: {},
      detail: null,
    });
    setup({
      'GET /notifications': [notice('payment-failure', 'n2'), notice('payment-success', 'n1')],
    });
    renderRoute('/billing/plans');
    const tabs = await screen.findByRole('navigation', { name: 'Billing sections' });
    const tab = within(tabs).getByRole('link', { name: 'Overview' });
    await waitFor(() => expect(description(tab)).toContain('A payment failed.'));
    // The menu leaves it to the notification under the bell.
    expect(description(within(menu()).getByRole('link', { name: 'Billing' }))).toBeNull();
  });

  it('has no warning when billing is in order', async () => {
    setup();
    renderRoute('/billing/overview');
    expect(await screen.findByRole('region', { name: 'Current plan' })).toBeTruthy();
    expect(description(within(menu()).getByRole('link', { name: 'Billing' }))).toBeNull();
  });

  it('tells the recap square when the query limit is near', async () => {
    setCurrentShopId('shop-1');
    setup({ 'GET /shops': [testShop({ requests: 900 })] });
    renderRoute('/account');
    const recap = await screen.findByRole('region', { name: 'Usage recap' });
    const link = await within(recap).findByRole('link', {
      name: 'You are reaching the query limit. Upgrade your plan.',
    });
    expect(link.getAttribute('href')).toBe('/billing/plans');
  });
});
