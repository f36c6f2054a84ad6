import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, signIn, stubApi, withStatus } from '../../test/api-stub';
import { renderRoute } from '../../test/render-with-providers';
import { setCurrentShopId } from '../shops/current-shop-store';
import { analyticsApiStub, highlights, RANGE_BODY, RANGE_SEARCH } from './analytics-test-fixtures';

beforeEach(() => {
  signIn();
  setCurrentShopId('shop-1');
});

describe('AnalyticsQueriesPage', () => {
  it('asks the highlights with the device and range and shows the eight cards', async () => {
    const api = stubApi(analyticsApiStub({ 'POST /analytics/shop-1/query': highlights() }));
    renderRoute(`/analytics/queries${RANGE_SEARCH}`);
    const trending = await screen.findByRole(
      'region',
      { name: 'Trending searches' },
      // A cold run compiles the screen's chunk first.
      { timeout: 10_000 },
    );
    expect(within(trending).getByRole('link', { name: 'trendingSearches 1' })).toBeTruthy();
    expect(within(trending).getByText('100')).toBeTruthy();
    for (const name of ['Searches with no clicks', 'Least converting products']) {
      expect(screen.getByRole('region', { name })).toBeTruthy();
    }
    expect(callsTo(api, 'POST /analytics/shop-1/query').map((call) => call.body)).toEqual([
      RANGE_BODY,
    ]);
  });

  it('opens a query detail from a query row and a product detail from a product row', async () => {
    stubApi(analyticsApiStub({ 'POST /analytics/shop-1/query': highlights() }));
    renderRoute(`/analytics/queries${RANGE_SEARCH}`);
    const noClicks = await screen.findByRole('region', { name: 'Searches with no clicks' });
    expect(within(noClicks).getByRole('link', { name: 'noClicks 1' }).getAttribute('href')).toBe(
      `/analytics/queries/query/noClicks%201${RANGE_SEARCH}`,
    );
    const clicked = screen.getByRole('region', { name: 'Clicked products' });
    expect(
      within(clicked).getByRole('link', { name: 'clickedProducts 2' }).getAttribute('href'),
    ).toBe(`/analytics/queries/product/clickedProducts-id-2${RANGE_SEARCH}`);
  });

  it('links each card to its full list, keeping the range', async () => {
    const user = userEvent.setup();
    stubApi(analyticsApiStub({ 'POST /analytics/shop-1/query': highlights() }));
    const { router } = renderRoute(`/analytics/queries${RANGE_SEARCH}`);
    await user.click(
      await screen.findByRole('link', { name: 'Show all: Searches with no results' }),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Searches with no results' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/analytics/queries/list/noResults');
    expect(router.state.location.search).toBe(RANGE_SEARCH);
  });

  it('says when a highlight is empty', async () => {
    stubApi(
      analyticsApiStub({ 'POST /analytics/shop-1/query': { ...highlights(), noResults: [] } }),
    );
    renderRoute('/analytics/queries');
    const card = await screen.findByRole('region', { name: 'Searches with no results' });
    expect(within(card).getByText('Nothing yet in this period.')).toBeTruthy();
  });

  it('shows an error with a retry that asks again', async () => {
    const user = userEvent.setup();
    let answer: unknown = withStatus(400, { status: 'ERROR', code: 'bad', message: 'no' });
    const api = stubApi(analyticsApiStub({ 'POST /analytics/shop-1/query': () => answer }));
    renderRoute('/analytics/queries');
    const alert = await screen.findByRole('alert');
    answer = highlights();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Trending searches' })).toBeTruthy();
    expect(callsTo(api, 'POST /analytics/shop-1/query')).toHaveLength(2);
  });
});
