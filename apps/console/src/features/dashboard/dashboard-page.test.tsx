import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultDashboardRange } from '@trova/contracts';
import { callsTo, signIn, stubApi, withStatus, type StubRequest } from '../../test/api-stub';
import { renderRoute } from '../../test/render-with-providers';
import { configurationApi } from '../configuration/configuration.fixtures';
import { isoRangeToSeconds, presetRange } from '../analytics/analytics-dates';
import { setCurrentShopId } from '../shops/current-shop-store';

const EVENTS = 'GET /shops/shop-1/events';
const TRENDING = 'GET /shops/shop-1/events/most_searched_queries';
const nowSeconds = () => Math.floor(Date.now() / 1000);

const queries = (count: number, prefix = 'query') =>
  Array.from({ length: count }, (_, index) => ({
    query: `${prefix} ${index + 1}`,
    count: 100 - index,
  }));

const summary = {
  totalSearches: 12345,
  totalProductClicks: 1000,
  mostSearchedQueries: queries(12),
  mostClickedProducts: Array.from({ length: 9 }, (_, index) => ({
    title: `Shoe ${index + 1}`,
    count: 9 - index,
  })),
  noResultsQueries: [],
};

/** A full list of `total` rows served 20 a page, as the server pages it. */
function pagedList(total: number) {
  return (request: StubRequest) => {
    const page = Number(request.query.get('page'));
    const items = Array.from({ length: total }, (_, index) => ({
      value: `row ${index + 1}`,
      count: total - index,
    }));
    return { items: items.slice(page * 20, page * 20 + 20) };
  };
}

function openDashboard(handlers: Record<string, unknown>, search = '') {
  const stub = stubApi(configurationApi(undefined, handlers));
  const view = renderRoute(`/dashboard${search}`);
  return { stub, ...view };
}

const section = (name: string) => screen.findByRole('region', { name });

beforeEach(() => {
  signIn();
  setCurrentShopId('shop-1');
});

describe('DashboardPage summary', () => {
  it('shows totals for yesterday by default', async () => {
    const { stub } = openDashboard({ [EVENTS]: summary });
    const searches = await screen.findByRole('listitem', { name: 'Search intents' });
    expect(within(searches).getByText('12.345')).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'Product clicks' })).getByText('1.000'),
    ).toBeTruthy();
    const range = defaultDashboardRange(nowSeconds());
    const query = callsTo(stub, EVENTS)[0]?.query;
    expect(query?.get('fromTimestamp')).toBe(String(range.from));
    expect(query?.get('toTimestamp')).toBe(String(range.to));
  });

  it('lists the top 10 and offers show all only for lists of 10 or more', async () => {
    openDashboard({ [EVENTS]: summary });
    const trending = await section('Trending searches');
    expect(within(trending).getAllByRole('listitem')).toHaveLength(10);
    expect(
      within(trending).getByRole('link', { name: 'Show all: Trending searches' }),
    ).toBeTruthy();
    const clicked = screen.getByRole('region', { name: 'Most clicked products' });
    expect(within(clicked).getAllByRole('listitem')).toHaveLength(9);
    expect(within(clicked).queryByRole('link')).toBeNull();
    const noResults = screen.getByRole('region', { name: 'Searches with no results' });
    expect(within(noResults).getByText('Nothing in this period.')).toBeTruthy();
  });

  it('offers a retry when the dashboard fails', async () => {
    const user = userEvent.setup();
    let failing = true;
    openDashboard({
      [EVENTS]: () =>
        failing ? withStatus(500, { status: 'ERROR', code: 'x', message: 'boom' }) : summary,
    });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    failing = false;
    expect(await section('Trending searches')).toBeTruthy();
  });
});

describe('DashboardPage full lists', () => {
  it('opens a linkable full list and goes back to the summary with the range kept', async () => {
    const user = userEvent.setup();
    const range = isoRangeToSeconds(['2024-03-01', '2024-03-09']);
    const { router } = openDashboard(
      { [EVENTS]: summary, [TRENDING]: pagedList(3) },
      `?from=${range.from}&to=${range.to}`,
    );
    await user.click(await screen.findByRole('link', { name: 'Show all: Trending searches' }));
    const back = await screen.findByRole('link', { name: 'Back to the dashboard' });
    const full = screen.getByRole('region', { name: 'Trending searches' });
    expect(await within(full).findByText('row 3')).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'Search intents' })).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('list')).toBe(
      'most_searched_queries',
    );
    await user.click(back);
    expect(await screen.findByRole('listitem', { name: 'Search intents' })).toBeTruthy();
    expect(router.state.location.search).toBe(`?from=${range.from}&to=${range.to}`);
  });

  it('loads the next page at the end of the list and stops after a short page', async () => {
    const user = userEvent.setup();
    const { stub } = openDashboard({ [TRENDING]: pagedList(45) }, '?list=most_searched_queries');
    expect(await screen.findByText('row 20')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('row 40')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('row 45')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(callsTo(stub, TRENDING).map((request) => request.query.get('page'))).toEqual([
      '0',
      '1',
      '2',
    ]);
  });

  it('asks for the next page when the end scrolls into view, and stops at an empty page', async () => {
    const observed: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { stub } = openDashboard({ [TRENDING]: pagedList(20) }, '?list=most_searched_queries');
    expect(await screen.findByText('row 20')).toBeTruthy();
    const scrolledIntoView = [{ isIntersecting: true }] as IntersectionObserverEntry[];
    act(() => observed.at(-1)?.(scrolledIntoView, {} as IntersectionObserver));
    await waitFor(() => expect(callsTo(stub, TRENDING)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
  });

  it('offers no Load more once the server says a full page was the last', async () => {
    const full = Array.from({ length: 20 }, (_, index) => ({
      value: `row ${index + 1}`,
      count: 1,
    }));
    const { stub } = openDashboard(
      { [TRENDING]: { items: full, hasMore: false } },
      '?list=most_searched_queries',
    );
    expect(await screen.findByText('row 20')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(callsTo(stub, TRENDING)).toHaveLength(1);
  });

  it('reloads the shown list from its first page when the dates change', async () => {
    const user = userEvent.setup();
    const { stub } = openDashboard({ [TRENDING]: pagedList(5) }, '?list=most_searched_queries');
    expect(await screen.findByText('row 5')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Date range' }));
    await user.click(await screen.findByRole('button', { name: 'Past year' }));
    const year = isoRangeToSeconds(presetRange('pastYear', nowSeconds()));
    await waitFor(() => expect(callsTo(stub, TRENDING)).toHaveLength(2));
    const last = callsTo(stub, TRENDING)[1]?.query;
    expect([last?.get('fromTimestamp'), last?.get('toTimestamp'), last?.get('page')]).toEqual([
      String(year.from),
      String(year.to),
      '0',
    ]);
  });
});
