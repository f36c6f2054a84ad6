import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANALYTICS_PAGE_SIZE } from '@trova/contracts';
import { callsTo, signIn, stubApi, type StubRequest } from '../../test/api-stub';
import { renderRoute } from '../../test/render-with-providers';
import { setCurrentShopId } from '../shops/current-shop-store';
import {
  analyticsApiStub,
  highlightRows,
  RANGE_BODY,
  RANGE_SEARCH,
} from './analytics-test-fixtures';

beforeEach(() => {
  signIn();
  setCurrentShopId('shop-1');
});

/** A list of `total` rows served a page at a time, as the server pages them. */
function pagedList(type: string, total: number) {
  return ({ body }: StubRequest) => {
    const page = (body as { page: number }).page;
    const from = page * ANALYTICS_PAGE_SIZE;
    const count = Math.max(0, Math.min(ANALYTICS_PAGE_SIZE, total - from));
    return { type, items: highlightRows(type, count, from) };
  };
}

function scrollToEnd(region: HTMLElement) {
  Object.defineProperty(region, 'scrollHeight', { value: 1000, configurable: true });
  Object.defineProperty(region, 'clientHeight', { value: 500, configurable: true });
  region.scrollTop = 500;
  fireEvent.scroll(region);
}

describe('QueryListPage', () => {
  it('pages on scroll and stops after a short page', async () => {
    const api = stubApi(
      analyticsApiStub({ 'POST /analytics/shop-1/query': pagedList('noClicks', 45) }),
    );
    renderRoute(`/analytics/queries/list/noClicks${RANGE_SEARCH}`);
    const region = await screen.findByRole(
      'region',
      { name: /Searches with no clicks/ },
      // A cold run compiles the screen's chunk first.
      { timeout: 10_000 },
    );
    expect(within(region).getAllByRole('link')).toHaveLength(20);
    scrollToEnd(region);
    await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(40));
    scrollToEnd(region);
    await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(45));
    expect(within(region).queryByRole('button', { name: 'Load more' })).toBeNull();
    scrollToEnd(region);
    const bodies = callsTo(api, 'POST /analytics/shop-1/query').map((call) => call.body);
    expect(bodies).toEqual([0, 1, 2].map((page) => ({ ...RANGE_BODY, page, type: 'noClicks' })));
  });

  it('offers no Load more once the server says a full page was the last', async () => {
    const api = stubApi(
      analyticsApiStub({
        'POST /analytics/shop-1/query': () => ({
          type: 'noClicks',
          items: highlightRows('noClicks', ANALYTICS_PAGE_SIZE, 0),
          hasMore: false,
        }),
      }),
    );
    renderRoute(`/analytics/queries/list/noClicks${RANGE_SEARCH}`);
    const region = await screen.findByRole(
      'region',
      { name: /Searches with no clicks/ },
      { timeout: 10_000 },
    );
    expect(within(region).getAllByRole('link')).toHaveLength(ANALYTICS_PAGE_SIZE);
    expect(within(region).queryByRole('button', { name: 'Load more' })).toBeNull();
    scrollToEnd(region);
    expect(callsTo(api, 'POST /analytics/shop-1/query')).toHaveLength(1);
  });

  it('opens a query from the list with the list as its origin, and goes back to the highlights', async () => {
    stubApi(analyticsApiStub({ 'POST /analytics/shop-1/query': pagedList('noClicks', 3) }));
    renderRoute(`/analytics/queries/list/noClicks${RANGE_SEARCH}`);
    const link = await screen.findByRole('link', { name: 'noClicks 1' });
    expect(link.getAttribute('href')).toBe(
      `/analytics/queries/query/noClicks%201${RANGE_SEARCH}&list=noClicks`,
    );
    expect(screen.getByRole('link', { name: 'Back to the highlights' }).getAttribute('href')).toBe(
      `/analytics/queries${RANGE_SEARCH}`,
    );
  });

  it('routes product lists to the product detail', async () => {
    const user = userEvent.setup();
    stubApi(
      analyticsApiStub({
        'POST /analytics/shop-1/query': pagedList('leastClickedProducts', 2),
        'POST /analytics/shop-1/product-info': { avgPrice: 10, distribution: [], marketPrice: [] },
      }),
    );
    const { router } = renderRoute(`/analytics/queries/list/leastClickedProducts${RANGE_SEARCH}`);
    await user.click(await screen.findByRole('link', { name: 'leastClickedProducts 2' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/analytics/queries/product/leastClickedProducts-id-2',
      ),
    );
    expect(router.state.location.search).toBe(`${RANGE_SEARCH}&list=leastClickedProducts`);
  });

  it('says when the list is empty', async () => {
    stubApi(analyticsApiStub({ 'POST /analytics/shop-1/query': pagedList('noResults', 0) }));
    renderRoute('/analytics/queries/list/noResults');
    expect(await screen.findByText('Nothing in this list for this period.')).toBeTruthy();
  });

  it('sends an unknown list type back to the highlights', async () => {
    stubApi(analyticsApiStub({ 'POST /analytics/shop-1/query': {} }));
    const { router } = renderRoute('/analytics/queries/list/everything');
    await waitFor(() => expect(router.state.location.pathname).toBe('/analytics/queries'));
  });
});
