import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import { logInToConsole } from './support/accounts';
import {
  AnalyticsStore,
  consoleNumber,
  consolePercent,
  DAY_MS,
  parseConsoleCount,
  rangeSeconds,
  type DayRange,
  waitForRollups,
  waitForShopOf,
} from './support/analytics-store';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const demoLogin = inject('demoLogin');

/** The past 30 full UTC days, ending yesterday (the latest day analytics shows). */
const yesterday = Math.floor(Date.now() / DAY_MS) - 1;
const range: DayRange = { fromDay: yesterday - 29, toDay: yesterday };
const { from, to } = rangeSeconds(range);

/** The Trova under test's store, read-only; global setup started it, so its file exists. */
const store = new AnalyticsStore(dataDir);
/** `npm start` simulates 90 days of demo shoppers in the background and rolls them up. */
const DEMO_DAYS = 90;

describe('analytics screens show the store’s numbers for the simulated demo traffic (Chromium)', () => {
  let browser: Browser | undefined;
  let page: Page;
  let shopId: string;
  let topQuery: string;
  let productId: string;

  beforeAll(async () => {
    if (!demoLogin) throw new Error('npm start printed no demo login');
    shopId = await waitForShopOf(store, demoLogin.email, 60_000);
    await waitForRollups(store, shopId, yesterday, DEMO_DAYS, 240_000);
    browser = await launchChromium();
    page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    page.setDefaultTimeout(15_000);
    await logInToConsole(page, baseUrl, demoLogin.email, demoLogin.password);
  }, 330_000);
  afterAll(async () => {
    await browser?.close();
    store.close();
  });

  /** The text shown on a KPI tile's value line, i.e. exactly `expected` inside the tile. */
  async function expectTile(label: string, expected: string): Promise<void> {
    const tile = page.getByRole('listitem', { name: label, exact: true });
    await expect
      .poll(() => tile.getByText(expected, { exact: true }).count(), { timeout: 20_000 })
      .toBe(1);
  }

  it('shows the overview’s four KPI tiles as the store sums them, for all devices and mobile', async () => {
    await page.goto(`${baseUrl}/analytics/overview?device=all&from=${from}&to=${to}`);
    const all = store.dayTotals(shopId, range);
    // Simulated traffic over a month: a check of zeros would prove nothing.
    expect(all.searches).toBeGreaterThan(0);
    expect(all.intents).toBeGreaterThan(all.intentsWithClicks);
    await expectTile('Search requests', consoleNumber(all.searches, 0));
    await expectTile('Search intents', consoleNumber(all.intents, 0));
    await expectTile('Total clicks', consoleNumber(all.clicks, 0));
    await expectTile(
      'Exit rate',
      `${consolePercent(all.intents - all.intentsWithClicks, all.intents, 2)}%`,
    );

    // The segmented control's radios are hidden behind their labels, which take the click.
    const devices = page.getByRole('radiogroup', { name: 'Device' });
    const mobile = store.dayTotals(shopId, range, 'mobile');
    expect(mobile.searches).toBeGreaterThan(0);
    expect(mobile.searches).toBeLessThan(all.searches);
    await devices.getByText('Mobile', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('device') === 'mobile');
    await expectTile('Search requests', consoleNumber(mobile.searches, 0));
    await expectTile('Search intents', consoleNumber(mobile.intents, 0));

    await devices.getByText('All', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('device') === 'all');
    await expectTile('Search requests', consoleNumber(all.searches, 0));
  });

  it('opens the top query from the trending searches and charts its intents by weekday', async () => {
    const top = store.topQuery(shopId, range);
    expect(top).toBeDefined();
    topQuery = top?.query ?? '';
    await page.getByRole('link', { name: 'Queries', exact: true }).click();
    const trending = page.getByRole('region', { name: 'Trending searches', exact: true });
    const link = trending.getByRole('link', { name: topQuery, exact: true });
    await link.click();
    await page.waitForURL(
      (url) => url.pathname === `/analytics/queries/query/${encodeURIComponent(topQuery)}`,
    );
    expect(new URL(page.url()).searchParams.get('from')).toBe(String(from));
    await page.getByRole('heading', { name: `Search “${topQuery}”` }).waitFor();

    const chart = page.getByRole('table', {
      name: 'Search intents and searches with clicks by weekday, as a table',
    });
    const weekdayRows = chart.locator('tbody tr');
    await expect.poll(() => weekdayRows.count()).toBe(7);
    // Columns after the weekday: search intents, searches with clicks.
    const byDay = await weekdayRows.evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')),
    );
    const column = (index: number) =>
      byDay.reduce((total, cells) => total + parseConsoleCount(cells[index] ?? ''), 0);
    const sql = store.queryIntents(shopId, range, topQuery);
    expect(column(1)).toBe(sql.withClicks);
    const sum = column(0);
    expect(sum).toBe(sql.intents);
    expect(sum).toBe(top?.intents);
  });

  it('shows the CTR and position of the query’s first product as the store counts them', async () => {
    const table = page
      .getByRole('region', { name: 'Products shown for this search, scroll to load more' })
      .getByRole('table');
    const first = table.locator('tbody tr').first();
    const name = first.getByRole('link');
    const href = (await name.getAttribute('href')) ?? '';
    const match = /\/analytics\/queries\/product\/([^?]+)/.exec(href);
    expect(match).not.toBeNull();
    productId = decodeURIComponent(match?.[1] ?? '');
    const counts = store.queryProduct(shopId, range, topQuery, productId);
    expect(counts.impressions).toBeGreaterThan(0);
    const cells = await first.locator('td').allInnerTexts();
    // Columns: position, product, CTR %, conversion %, price, market price.
    expect(cells[0]).toBe(
      consoleNumber(Math.max(1, Math.round(counts.positionSum / counts.impressions)), 0),
    );
    expect(cells[2]).toBe(consolePercent(counts.clicks, counts.impressions, 1));
  });

  it('opens the product’s detail with its position distribution, and goes back to the query', async () => {
    await page
      .getByRole('region', { name: 'Products shown for this search, scroll to load more' })
      .getByRole('table')
      .locator('tbody tr')
      .first()
      .getByRole('link')
      .click();
    await page.waitForURL(
      (url) =>
        url.pathname === `/analytics/queries/product/${encodeURIComponent(productId)}` &&
        url.searchParams.get('query') === topQuery,
    );
    const table = page.getByRole('table', { name: 'Position distribution (first 12 positions)' });
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(12);
    const shownRows = await rows.evaluateAll((all) =>
      all.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')),
    );
    const positions = store.positions(shopId, range, productId);
    const shown = [...positions.values()].reduce((sum, row) => sum + row.impressions, 0);
    expect(shown).toBeGreaterThan(0);
    // Columns: position, frequency (share of impressions), CTR %, conversion %.
    const expected = shownRows.map((_, index) => {
      const row = positions.get(index + 1) ?? { impressions: 0, clicks: 0 };
      return [
        consoleNumber(index + 1, 0),
        consolePercent(row.impressions, shown, 1),
        consolePercent(row.clicks, row.impressions, 1),
      ];
    });
    expect(shownRows.map((cells) => cells.slice(0, 3))).toEqual(expected);

    await page.getByRole('link', { name: `Back to “${topQuery}”` }).click();
    await page.waitForURL(
      (url) => url.pathname === `/analytics/queries/query/${encodeURIComponent(topQuery)}`,
    );
    await page.getByRole('heading', { name: `Search “${topQuery}”` }).waitFor();
    expect(new URL(page.url()).searchParams.get('to')).toBe(String(to));
  });
});
