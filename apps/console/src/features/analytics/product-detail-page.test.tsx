import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductInfo } from '@trova/contracts';
import { callsTo, signIn, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-with-providers';
import { formatPrice } from '../../lib/format/number-format';
import { setCurrentShopId } from '../shops/current-shop-store';
import { analyticsApiStub, RANGE_BODY, RANGE_SEARCH } from './analytics-test-fixtures';

beforeEach(() => {
  signIn();
  setCurrentShopId('shop-1');
});

const INFO: ProductInfo = {
  avgPrice: 1234.5,
  name: 'Red shoe',
  distribution: [
    { position: 2, frequency: 3.25, ctr: 5.55, conversion: 1 },
    { position: 1, frequency: 96.75, ctr: 20.04, conversion: 2.5 },
  ],
  marketPrice: [
    { shop: 'Shop A', price: 1300, comparison: 5.3, source: 'shared', updatedAt: 1_700_000_000 },
    { shop: 'rivale.it', price: 1000, comparison: -19, source: 'feed', updatedAt: 1_700_000_000 },
  ],
};

function open(path: string, info: ProductInfo = INFO) {
  const api = stubApi(analyticsApiStub({ 'POST /analytics/shop-1/product-info': info }));
  return { api, ...renderRoute(path) };
}

function rowTexts(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

describe('ProductDetailPage', () => {
  it('asks for the product with the range and shows name, average price and positions', async () => {
    const { api } = open(`/analytics/queries/product/sku%201${RANGE_SEARCH}`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Red shoe' },
        // A cold run compiles the screen's chunk first.
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Average price').parentElement?.textContent).toBe(
      `Average price${formatPrice(1234.5)}`,
    );
    const distribution = screen.getByRole('table', { name: /Position distribution/ });
    expect(within(distribution).getByRole('columnheader', { name: 'Frequency %' })).toBeTruthy();
    expect(rowTexts(distribution)).toEqual([
      // Frequency is a share of the product's impressions, in percent with one decimal.
      ['1', '96,8', '20,0', '2,5'],
      ['2', '3,3', '5,6', '1,0'],
    ]);
    expect(callsTo(api, 'POST /analytics/shop-1/product-info')[0]?.body).toEqual({
      ...RANGE_BODY,
      product: 'sku 1',
      sorting: { key: 'price', order: 'ASC' },
    });
  });

  it('lists market prices with comparison, source and date, and sorts them by price', async () => {
    const user = userEvent.setup();
    const { api } = open('/analytics/queries/product/p1');
    const table = await screen.findByRole('table', { name: 'Market prices by website' });
    expect(rowTexts(table)).toEqual([
      ['Shop A', formatPrice(1300), '+5,3%', 'Trova shop (anonymous)', '11/14/2023'],
      ['rivale.it', formatPrice(1000), '-19,0%', 'Competitor feed', '11/14/2023'],
    ]);
    await user.click(within(table).getByRole('button', { name: 'Sort by Price' }));
    await waitFor(() =>
      expect(callsTo(api, 'POST /analytics/shop-1/product-info').at(-1)?.body).toMatchObject({
        sorting: { key: 'price', order: 'DESC' },
      }),
    );
  });

  it('explains how to get market prices when there are none', async () => {
    open('/analytics/queries/product/p1', { ...INFO, marketPrice: [], name: undefined });
    expect(await screen.findByText('No market prices yet')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Product p1' })).toBeTruthy();
    expect(screen.getByText(/competitor feeds \(public Google Merchant feeds\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up market prices' }).getAttribute('href')).toBe(
      '/analytics/market-prices',
    );
  });

  it('goes back to the query it was opened from, keeping that query’s list', async () => {
    open(`/analytics/queries/product/p1${RANGE_SEARCH}&list=noClicks&query=tv`);
    const back = await screen.findByRole('link', { name: 'Back to “tv”' });
    expect(back.getAttribute('href')).toBe(
      `/analytics/queries/query/tv${RANGE_SEARCH}&list=noClicks`,
    );
  });

  it('goes back to its list, or to the highlights', async () => {
    const first = open('/analytics/queries/product/p1?list=clickedProducts');
    const back = await screen.findByRole('link', { name: 'Back to Clicked products' });
    expect(back.getAttribute('href')).toBe('/analytics/queries/list/clickedProducts');
    first.unmount();
    open('/analytics/queries/product/p1');
    expect(
      (await screen.findByRole('link', { name: 'Back to the highlights' })).getAttribute('href'),
    ).toBe('/analytics/queries');
  });
});
