import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { signIn, stubApi } from '../../test/api-stub';
import { testPlan } from '../../test/plan-fixture';
import { renderRoute } from '../../test/render-with-providers';
import { testShop } from '../../test/shop-fixture';
import { setCurrentShopId } from '../shops/current-shop-store';
import { usageRecapFigures, usagePercent } from './usage-recap.rules';

const completed = testShop({ id: 'shop-1', requests: 1_234 });
/** Synced but not yet indexed: its queries are not counted. */
const configuring = testShop({
  id: 'shop-2',
  key: 'key-2',
  requests: 99,
  last_index_start_time: null,
  setup: null,
});

async function openRecap(handlers: Record<string, unknown>) {
  signIn();
  setCurrentShopId('shop-1');
  stubApi({ 'GET /shops': [completed, configuring], ...handlers });
  renderRoute('/account');
  return screen.findByRole('region', { name: 'Usage recap' }, { timeout: 5000 });
}

describe('usage recap square', () => {
  it("shows SKUs and this month's queries against the plan threshold", async () => {
    const recap = await openRecap({
      'GET /customers/me/count': { 'shop-1': 12_000, 'shop-2': 345 },
      'GET /customers/me/plan': [testPlan({ requestsLimit: 0, queries: { threshold: 10_000 } })],
    });
    expect(await within(recap).findByText('12.345')).toBeTruthy();
    expect(await within(recap).findByText('1.234 of 10.000')).toBeTruthy();
    expect(
      within(recap).getByRole('progressbar', { name: 'Queries used this month' }),
    ).toBeTruthy();
    expect(within(recap).queryByText('Syncing')).toBeNull();
  });

  it('counts an empty plan list as the trial and spins while a shop syncs', async () => {
    const recap = await openRecap({
      'GET /customers/me/count': { 'shop-1': 10 },
      'GET /customers/me/plan': [],
      'GET /shops/status': [{ id: 'shop-1', isSynchronizing: true }],
    });
    expect(await within(recap).findByText('1.234 of 1.000')).toBeTruthy();
    expect(await within(recap).findByText('Syncing')).toBeTruthy();
  });

  it('marks a figure whose call failed instead of showing zero', async () => {
    const recap = await openRecap({ 'GET /customers/me/plan': [] });
    expect(await within(recap).findByText('—')).toBeTruthy();
  });
});

describe('usageRecapFigures', () => {
  it('is unknown until each call answers', () => {
    expect(
      usageRecapFigures({ skuCount: undefined, shops: undefined, plans: undefined, nowSeconds: 0 }),
    ).toEqual({ skus: null, queries: null, threshold: null });
  });

  it("keeps the trial's allowance until a plan bought during the trial starts", () => {
    const nowSeconds = 1_790_000_000;
    const start = testPlan({ key: 'start', subscriptionTimestamp: nowSeconds + 86_400 });
    const figures = (plan: typeof start) =>
      usageRecapFigures({ skuCount: undefined, shops: [], plans: [plan], nowSeconds });
    expect(figures(start).threshold).toBe(1_000);
    expect(figures({ ...start, subscriptionTimestamp: nowSeconds }).threshold).toBe(10_000);
  });

  it('caps the bar at the threshold', () => {
    expect(usagePercent(500, 1_000)).toBe(50);
    expect(usagePercent(2_000, 1_000)).toBe(100);
  });
});
