import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANALYTICS_PAGE_SIZE, type FacetInfo, type FacetsInfo } from '@trova/contracts';
import { callsTo, signIn, stubApi, type StubRequest } from '../../test/api-stub';
import { renderRoute } from '../../test/render-with-providers';
import { setCurrentShopId } from '../shops/current-shop-store';
import { analyticsApiStub, RANGE_BODY, RANGE_SEARCH } from './analytics-test-fixtures';

beforeEach(() => {
  signIn();
  setCurrentShopId('shop-1');
});

const row = (label: string, searches: number, ctr: number) => ({ label, searches, ctr });

/** Facets `facet 1…total`, a page at a time; the first page also carries the other lists. */
function facetsInfo(totalFacets: number) {
  return ({ body }: StubRequest): FacetsInfo => {
    const page = (body as { page: number }).page;
    const from = page * ANALYTICS_PAGE_SIZE;
    const count = Math.max(0, Math.min(ANALYTICS_PAGE_SIZE, totalFacets - from));
    const first = page === 0;
    return {
      searches: { value: 12345, rate: 12.34 },
      click: { value: 678, rate: -4.06 },
      best: {
        searches: first ? [row('color:red', 900, 40.04)] : [],
        ctr: first ? [row('size:xl', 10, 90)] : [],
      },
      worst: { searches: first ? [row('color:teal', 1, 0)] : [], ctr: [] },
      facets: Array.from({ length: count }, (_, i) => row(`facet ${from + i + 1}`, 500 - i, 10)),
      sorting: first
        ? [
            { ...row('Relevance', 800, 12), isDefault: true },
            { ...row('Price', 20, 5), isDefault: false },
            // Sorts the layout has no label for: a readable name, never the raw key.
            { ...row('', 3, 0), key: 'price:asc', isDefault: false },
            { ...row('', 2, 0), key: 'selling_price:desc', isDefault: false },
          ]
        : [],
    };
  };
}

const FACET: FacetInfo = {
  best: { searches: [row('red', 300, 20)], ctr: [row('blue', 30, 60)] },
  worst: { searches: [row('teal', 2, 0)], ctr: [row('teal', 2, 0)] },
  facets: [row('red', 300, 20), row('blue', 30, 60)],
};

function open(path: string, total = 3) {
  const api = stubApi(
    analyticsApiStub({
      'POST /analytics/shop-1/facets-info': facetsInfo(total),
      'POST /analytics/shop-1/facet-info': FACET,
    }),
  );
  return { api, ...renderRoute(path) };
}

describe('AnalyticsFiltersPage', () => {
  it('shows searches and clicks with their change, and asks with the range', async () => {
    const { api } = open(`/analytics/filters${RANGE_SEARCH}`);
    const searches = await screen.findByRole('region', { name: 'Searches' }, { timeout: 10_000 });
    expect(searches.textContent).toContain('12.345');
    expect(within(searches).getByText('+12,3%')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Clicks' })).getByText('-4,1%')).toBeTruthy();
    expect(callsTo(api, 'POST /analytics/shop-1/facets-info')[0]?.body).toEqual({
      ...RANGE_BODY,
      page: 0,
      sort: 'searches:desc',
      sortingSort: 'searches:desc',
    });
  });

  it('ranks best and worst filters by searches or by CTR', async () => {
    const user = userEvent.setup();
    open('/analytics/filters');
    const best = await screen.findByRole('region', { name: 'Best filters' });
    expect(within(best).getByText('color:red')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Worst filters' })).getByText('color:teal'),
    ).toBeTruthy();
    await user.click(screen.getByText('By CTR'));
    expect(within(best).getByText('size:xl')).toBeTruthy();
    expect(within(best).queryByText('color:red')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Worst filters' })).getByText(
        'No filters were used in this period.',
      ),
    ).toBeTruthy();
  });

  it('marks the default sort option and sorts the sorting table by searches', async () => {
    const user = userEvent.setup();
    const { api } = open('/analytics/filters');
    const sorting = await screen.findByRole('region', { name: /^Sorting/ });
    const relevance = within(sorting).getByText('Relevance').closest('tr') as HTMLElement;
    expect(within(relevance).getByText('Default')).toBeTruthy();
    expect(relevance.textContent).toContain('800');
    await user.click(within(sorting).getByRole('button', { name: 'Sort by Searches' }));
    await waitFor(() =>
      expect(callsTo(api, 'POST /analytics/shop-1/facets-info').at(-1)?.body).toMatchObject({
        page: 0,
        sort: 'searches:desc',
        sortingSort: 'searches:asc',
      }),
    );
  });

  it("names sort options by the shop's labels, else readably, never by raw keys", async () => {
    open('/analytics/filters');
    const sorting = await screen.findByRole('region', { name: /^Sorting/ });
    const rows = within(sorting).getAllByRole('row').slice(1);
    expect(rows.map((tr) => tr.querySelector('td')?.textContent)).toEqual([
      'RelevanceDefault',
      'Price',
      'price, ascending',
      'selling price, descending',
    ]);
    expect(within(sorting).queryByText(/:/)).toBeNull();
  });

  it('pages the facets table on scroll until a short page', async () => {
    const { api } = open('/analytics/filters', 25);
    const facets = await screen.findByRole('region', { name: /^Facets/ });
    expect(within(facets).getAllByRole('link')).toHaveLength(20);
    Object.defineProperty(facets, 'scrollHeight', { value: 1000, configurable: true });
    Object.defineProperty(facets, 'clientHeight', { value: 500, configurable: true });
    facets.scrollTop = 500;
    fireEvent.scroll(facets);
    await waitFor(() => expect(within(facets).getAllByRole('link')).toHaveLength(25));
    expect(
      callsTo(api, 'POST /analytics/shop-1/facets-info').map(
        (c) => (c.body as { page: number }).page,
      ),
    ).toEqual([0, 1]);
  });

  it('offers no Load more on the facets and sorting tables once the server says no rows follow', async () => {
    const lastPage = facetsInfo(ANALYTICS_PAGE_SIZE);
    const api = stubApi(
      analyticsApiStub({
        'POST /analytics/shop-1/facets-info': (request: StubRequest) => ({
          ...lastPage(request),
          hasMore: false,
        }),
      }),
    );
    renderRoute('/analytics/filters');
    const facets = await screen.findByRole('region', { name: /^Facets/ });
    expect(within(facets).getAllByRole('link')).toHaveLength(ANALYTICS_PAGE_SIZE);
    const sorting = screen.getByRole('region', { name: /^Sorting/ });
    for (const region of [facets, sorting]) {
      expect(within(region).queryByRole('button', { name: 'Load more' })).toBeNull();
    }
    Object.defineProperty(facets, 'scrollHeight', { value: 1000, configurable: true });
    Object.defineProperty(facets, 'clientHeight', { value: 500, configurable: true });
    facets.scrollTop = 500;
    fireEvent.scroll(facets);
    expect(callsTo(api, 'POST /analytics/shop-1/facets-info')).toHaveLength(1);
  });

  it("offers no Load more on a facet's values once the server says no rows follow", async () => {
    const values = Array.from({ length: ANALYTICS_PAGE_SIZE }, (_, i) => row(`value ${i}`, 9, 1));
    stubApi(
      analyticsApiStub({
        'POST /analytics/shop-1/facet-info': { ...FACET, facets: values, hasMore: false },
      }),
    );
    renderRoute('/analytics/filters?facet=color');
    const region = await screen.findByRole('region', { name: /^Values of the facet/ });
    expect(within(region).getByText('value 19')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('opens a facet in the URL, shows its values and goes back', async () => {
    const user = userEvent.setup();
    const { api, router } = open(`/analytics/filters${RANGE_SEARCH}`);
    await user.click(await screen.findByRole('link', { name: 'Open the facet facet 2' }));
    expect(await screen.findByRole('heading', { name: 'Facet “facet 2”' })).toBeTruthy();
    expect(router.state.location.search).toBe(`${RANGE_SEARCH}&facet=facet+2`);
    const values = await screen.findByRole('region', { name: /^Values of the facet/ });
    expect(within(values).getByText('blue')).toBeTruthy();
    expect(callsTo(api, 'POST /analytics/shop-1/facet-info')[0]?.body).toEqual({
      ...RANGE_BODY,
      page: 0,
      sort: 'searches:desc',
      facet: 'facet 2',
    });
    await user.click(screen.getByRole('link', { name: 'Back to the filters' }));
    expect(await screen.findByRole('region', { name: 'Best filters' })).toBeTruthy();
    expect(router.state.location.search).toBe(RANGE_SEARCH);
  });
});
