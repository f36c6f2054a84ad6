import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANALYTICS_PAGE_SIZE } from '@trova/contracts';
import { callsTo, signIn, stubApi, type StubRequest } from '../../test/api-stub';
import { renderRoute } from '../../test/render-with-providers';
import { formatPrice } from '../../lib/format/number-format';
import { setCurrentShopId } from '../shops/current-shop-store';
import {
  analyticsApiStub,
  queryInfo,
  queryProduct,
  RANGE_BODY,
  RANGE_SEARCH,
} from './analytics-test-fixtures';

beforeEach(() => {
  signIn();
  setCurrentShopId('shop-1');
});

const INFO = queryInfo({
  all: [
    queryProduct(1, { marketPrice: 1000 }),
    queryProduct(2, { price: 90, marketPrice: 100 }),
    queryProduct(3),
  ],
  query: [queryProduct(1, { name: 'Only the query' })],
  filters: [],
});

function open(path: string, answer: unknown = INFO) {
  const api = stubApi(analyticsApiStub({ 'POST /analytics/shop-1/query-info': answer }));
  const view = renderRoute(path);
  return { api, ...view };
}

describe('QueryDetailPage', () => {
  it('asks for the query sorted by position and shows the weekday chart in words', async () => {
    const { api } = open(`/analytics/queries/query/red%20shoes${RANGE_SEARCH}`);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Search “red shoes”' },
        // A cold run compiles the chart library's chunk first.
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    const chart = await screen.findByRole(
      'table',
      { name: /by weekday, as a table/ },
      { timeout: 10_000 },
    );
    expect(within(chart).getByRole('rowheader', { name: 'Monday' })).toBeTruthy();
    expect(within(chart).getByRole('rowheader', { name: 'Sunday' })).toBeTruthy();
    expect(callsTo(api, 'POST /analytics/shop-1/query-info')[0]?.body).toEqual({
      ...RANGE_BODY,
      query: 'red shoes',
      page: 0,
      sorting: { key: 'position', order: 'ASC' },
    });
  });

  it('shows position, name, rates, price and the market comparison', async () => {
    open('/analytics/queries/query/shoes');
    const row = (await screen.findByRole('link', { name: 'Product 1' })).closest('tr');
    expect(row).toBeTruthy();
    const cells = within(row as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '1',
      'Product 1',
      '12,3',
      '3,1',
      formatPrice(1234.5),
      `${formatPrice(1000)} (23,5% above the market)`,
    ]);
    expect(screen.getByText('(10,0% below the market)')).toBeTruthy();
    const third = screen.getByRole('link', { name: 'Product 3' }).closest('tr') as HTMLElement;
    expect(within(third).getByTitle('No market price').textContent).toBe('—');
  });

  it('switches between all, query only and query with filters', async () => {
    const user = userEvent.setup();
    open('/analytics/queries/query/shoes');
    await screen.findByRole('link', { name: 'Product 3' });
    await user.click(screen.getByRole('tab', { name: 'Query only' }));
    expect(screen.getByRole('link', { name: 'Only the query' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Product 3' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Query with filters' }));
    expect(screen.getByText('No products were shown for this search in this period.')).toBeTruthy();
  });

  it('sorts on the server by the clicked column', async () => {
    const user = userEvent.setup();
    const { api } = open('/analytics/queries/query/shoes');
    await screen.findByRole('link', { name: 'Product 1' });
    await user.click(screen.getByRole('button', { name: 'Sort by CTR %' }));
    await user.click(screen.getByRole('button', { name: 'Sort by CTR %' }));
    await waitFor(() => expect(callsTo(api, 'POST /analytics/shop-1/query-info')).toHaveLength(3));
    const sortings = callsTo(api, 'POST /analytics/shop-1/query-info').map(
      (call: StubRequest) => (call.body as { sorting: unknown }).sorting,
    );
    expect(sortings).toEqual([
      { key: 'position', order: 'ASC' },
      { key: 'ctr', order: 'DESC' },
      { key: 'ctr', order: 'ASC' },
    ]);
  });

  it('opens a product with this query and its list as the way back', async () => {
    open(`/analytics/queries/query/shoes${RANGE_SEARCH}&list=noClicks`);
    const link = await screen.findByRole('link', { name: 'Product 2' });
    expect(link.getAttribute('href')).toBe(
      `/analytics/queries/product/sku-2${RANGE_SEARCH}&list=noClicks&query=shoes`,
    );
    expect(
      screen.getByRole('link', { name: 'Back to Searches with no clicks' }).getAttribute('href'),
    ).toBe(`/analytics/queries/list/noClicks${RANGE_SEARCH}`);
  });

  it('goes back to the highlights when not opened from a list', async () => {
    open('/analytics/queries/query/shoes');
    expect(
      (await screen.findByRole('link', { name: 'Back to the highlights' })).getAttribute('href'),
    ).toBe('/analytics/queries');
  });

  it('offers no Load more once the server says a full page was the last', async () => {
    const full = Array.from({ length: ANALYTICS_PAGE_SIZE }, (_, index) => queryProduct(index + 1));
    const { api } = open(`/analytics/queries/query/red%20shoes${RANGE_SEARCH}`, {
      ...queryInfo({ all: full, query: full }),
      hasMore: false,
    });
    await screen.findByRole('heading', { name: 'Search “red shoes”' }, { timeout: 10_000 });
    const region = await screen.findByRole(
      'region',
      { name: 'Products shown for this search, scroll to load more' },
      { timeout: 10_000 },
    );
    await waitFor(() =>
      expect(within(region).getAllByRole('link')).toHaveLength(ANALYTICS_PAGE_SIZE),
    );
    expect(within(region).queryByRole('button', { name: 'Load more' })).toBeNull();
    Object.defineProperty(region, 'scrollHeight', { value: 1000, configurable: true });
    Object.defineProperty(region, 'clientHeight', { value: 500, configurable: true });
    region.scrollTop = 500;
    fireEvent.scroll(region);
    expect(callsTo(api, 'POST /analytics/shop-1/query-info')).toHaveLength(1);
  });
});
