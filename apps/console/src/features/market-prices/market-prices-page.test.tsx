import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompetitorFeed, MarketPriceProductPage } from '@trova/contracts';
import { callsTo, signIn, stubApi, withStatus, type StubRequest } from '../../test/api-stub';
import { renderRoute } from '../../test/render-with-providers';
import { configurationApi, configuredShop } from '../configuration/configuration.fixtures';
import { resetConfiguration } from '../configuration/configuration-store';
import { comparePrice } from '../analytics/price-comparison';
import { setCurrentShopId } from '../shops/current-shop-store';

const SLOW = { timeout: 5000 };
const shop = configuredShop();
const base = `/market-prices/${shop.id}`;
const MARCH_2 = 1_772_445_600;

const rivalFeed: CompetitorFeed = {
  id: 'feed-1',
  url: 'https://www.rival.it/feed.xml',
  website: 'rival.it',
  addedAt: MARCH_2,
  lastFetchedAt: MARCH_2,
  lastStatus: 'ok',
  lastError: null,
  productCount: 1234,
  matchedCount: 56,
};
const brokenFeed: CompetitorFeed = {
  ...rivalFeed,
  id: 'feed-2',
  url: 'https://other.example/feed.xml',
  website: 'other.example',
  lastStatus: 'failed',
  lastError: 'feed-not-found',
};

const matched: MarketPriceProductPage = {
  total: 1,
  page: 1,
  pageSize: 20,
  products: [
    {
      objectId: 'lamp-1',
      title: 'Lampada da tavolo',
      gtin: '04006381333931',
      priceCents: 1200,
      currency: 'EUR',
      marketPriceCents: 1000,
      prices: [
        {
          website: 'rival.it',
          priceCents: 1000,
          currency: 'EUR',
          source: 'feed',
          updatedAt: MARCH_2,
        },
        {
          website: 'Trova shop 3F9A1C',
          priceCents: 1450,
          currency: 'EUR',
          source: 'shared',
          updatedAt: MARCH_2,
        },
      ],
    },
  ],
};

function api(handlers: Record<string, unknown> = {}) {
  return stubApi(
    configurationApi(shop, {
      [`GET ${base}/sharing`]: { enabled: false },
      [`PUT ${base}/sharing`]: (request: StubRequest) => request.body,
      [`GET ${base}/feeds`]: { feeds: [rivalFeed, brokenFeed] },
      [`GET ${base}/products`]: matched,
      ...handlers,
    }),
  );
}

beforeEach(() => {
  signIn();
  setCurrentShopId(shop.id);
});
afterEach(() => resetConfiguration());

describe('MarketPricesPage', () => {
  it('is a tab of analytics showing feeds with status, last read and counts', async () => {
    api();
    renderRoute('/analytics/market-prices');
    const tabs = await screen.findByRole('navigation', { name: 'Analytics sections' }, SLOW);
    expect(
      within(tabs).getByRole('link', { name: 'Market prices' }).getAttribute('aria-current'),
    ).toBe('page');
    const row = (await screen.findByText('https://www.rival.it/feed.xml', {}, SLOW)).closest('tr');
    expect(row?.textContent).toContain('OK');
    expect(row?.textContent).toContain('Mar 2, 2026');
    expect(row?.textContent).toContain('1.234');
    expect(row?.textContent).toContain('56');
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText('The feed was not found (404).')).toBeTruthy();
  });

  it('lists matched products: ours against the market, each price with its source and date', async () => {
    api();
    renderRoute('/analytics/market-prices');
    const row = (await screen.findByText('Lampada da tavolo', {}, SLOW)).closest('tr');
    const text = (row?.textContent ?? '').replace(/\s/g, ' ');
    expect(text).toContain('12,00 €');
    expect(text).toContain('10,00 €');
    expect(text).toContain('+20,0%');
    expect(text).toContain('Competitor feed');
    expect(text).toContain('Shared by a Trova shop');
    expect(text).toContain('Trova shop 3F9A1C');
    expect(text).toContain('GTIN 04006381333931');
  });

  it('gives a product at the market price the neutral verdict the query detail gives it', async () => {
    const [lamp] = matched.products;
    if (!lamp) throw new Error('fixture has a product');
    api({ [`GET ${base}/products`]: { ...matched, products: [{ ...lamp, priceCents: 1000 }] } });
    renderRoute('/analytics/market-prices');
    const row = (await screen.findByText('Lampada da tavolo', {}, SLOW)).closest('tr');
    const gap = within(row as HTMLElement).getByText(/^0,0%$/);
    expect(gap.getAttribute('style') ?? '').toContain('gray');
    expect(comparePrice(10, 10)?.tone).toBe('equal');
  });

  it('says what sharing shares before switching it on, then saves the choice', async () => {
    const stub = api();
    renderRoute('/analytics/market-prices');
    expect(
      await screen.findByText(/Only each product's GTIN and price are shared/, {}, SLOW),
    ).toBeTruthy();
    expect(screen.getByText(/Sharing is reciprocal/)).toBeTruthy();
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Share my prices with other Trova shops' }),
    );
    await waitFor(() =>
      expect(callsTo(stub, `PUT ${base}/sharing`)[0]?.body).toEqual({ enabled: true }),
    );
  });

  it('adds a feed by URL and shows why the server refused one', async () => {
    const stub = api({
      [`POST ${base}/feeds`]: withStatus(409, {
        status: 'ERROR',
        code: 'competitor-feed-exists',
        message: 'exists',
      }),
    });
    renderRoute('/analytics/market-prices');
    const input = await screen.findByLabelText('Feed URL', {}, SLOW);
    await userEvent.type(input, 'https://www.rival.it/feed.xml');
    await userEvent.click(screen.getByRole('button', { name: 'Add feed' }));
    expect(await screen.findByText('This feed is already in the list.')).toBeTruthy();
    expect(callsTo(stub, `POST ${base}/feeds`)[0]?.body).toEqual({
      url: 'https://www.rival.it/feed.xml',
    });
  });

  it('deletes a feed only after confirming, and refreshes one on request', async () => {
    const stub = api({
      [`DELETE ${base}/feeds/feed-1`]: { status: 'OK' },
      [`POST ${base}/feeds/feed-1/refresh`]: { status: 'OK' },
    });
    renderRoute('/analytics/market-prices');
    await userEvent.click(await screen.findByRole('button', { name: 'Read rival.it again' }, SLOW));
    await waitFor(() => expect(callsTo(stub, `POST ${base}/feeds/feed-1/refresh`)).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Delete rival.it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete competitor feed' });
    expect(callsTo(stub, `DELETE ${base}/feeds/feed-1`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(stub, `DELETE ${base}/feeds/feed-1`)).toHaveLength(1));
  });

  it('shows empty and error states', async () => {
    api({
      [`GET ${base}/feeds`]: { feeds: [] },
      [`GET ${base}/products`]: { total: 0, page: 1, pageSize: 20, products: [] },
      [`GET ${base}/sharing`]: withStatus(500, {
        status: 'ERROR',
        code: 'internal-error',
        message: 'x',
      }),
    });
    renderRoute('/analytics/market-prices');
    expect(await screen.findByText('No competitor feeds yet.', {}, SLOW)).toBeTruthy();
    expect(await screen.findByText(/No product has a market price yet/)).toBeTruthy();
    expect(
      await screen.findByText('The sharing setting could not be loaded.', {}, SLOW),
    ).toBeTruthy();
  });
});
