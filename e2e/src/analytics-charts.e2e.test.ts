import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import { logInToConsole } from './support/accounts';
import { AnalyticsStore, rangeSeconds, waitForShopOf } from './support/analytics-store';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const demoLogin = inject('demoLogin');
/** Days the charts draw: enough points for an area, and rolled up early by the demo traffic. */
const CHART_DAYS = 7;

/**
 * The first `CHART_DAYS` days of `npm start`'s simulated demo traffic, once a later day is rolled
 * up too. The simulation goes forward in time, so those days have their searches; the drawing is
 * tested here, not the numbers (analytics-screens checks those), so no need to wait for all 90.
 */
async function chartedDays(store: AnalyticsStore, shopId: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { first, last } = store.rolledUp(shopId);
    if (first !== null && last !== null && last >= first + CHART_DAYS) {
      return rangeSeconds({ fromDay: first, toDay: first + CHART_DAYS - 1 });
    }
    if (Date.now() > deadline) throw new Error('no demo traffic was rolled up in time');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

describe('the analytics overview draws its charts (Chromium)', () => {
  let browser: Browser | undefined;
  let page: Page;
  let range: { from: number; to: number };
  const store = new AnalyticsStore(dataDir);

  beforeAll(async () => {
    if (!demoLogin) throw new Error('npm start printed no demo login');
    const shopId = await waitForShopOf(store, demoLogin.email, 60_000);
    range = await chartedDays(store, shopId, 180_000);
    browser = await launchChromium();
    page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    page.setDefaultTimeout(15_000);
    await logInToConsole(page, baseUrl, demoLogin.email, demoLogin.password);
  }, 270_000);
  afterAll(async () => {
    await browser?.close();
    store.close();
  });

  it('draws the two area charts as filled areas with a line, a legend and a tooltip', async () => {
    await page.goto(`${baseUrl}/analytics/overview?device=all&from=${range.from}&to=${range.to}`);
    for (const title of ['Clicks and search intents', 'Search requests']) {
      const figure = page.getByRole('figure', { name: title, exact: true });
      // The series the chart's table (for screen readers) lists, after its day column.
      const headers = figure.getByRole('table').locator('thead th');
      await headers.first().waitFor({ state: 'attached' });
      const series = (await headers.allTextContents()).slice(1);
      expect(series.length).toBeGreaterThan(0);
      const areas = figure.locator('svg path.recharts-area-area');
      await expect.poll(() => areas.count()).toBeGreaterThanOrEqual(series.length);
      // A filled area encloses a surface (its box has a height) with a fill that resolves; dots
      // alone leave the area path unfilled.
      const drawn = await areas.evaluateAll((paths) =>
        paths.map((path) => {
          const fill = getComputedStyle(path).fill;
          const target = /url\("?#([^")]+)"?\)/.exec(fill)?.[1];
          const box = (path as SVGGraphicsElement).getBBox();
          return {
            filled: fill !== 'none' && (target === undefined || !!document.getElementById(target)),
            area: box.width * box.height,
          };
        }),
      );
      const filled = drawn.filter((path) => path.filled && path.area > 0);
      expect(filled.length, `${title}: ${JSON.stringify(drawn)}`).toBe(series.length);
      const lines = figure.locator('svg path.recharts-area-curve');
      expect(await lines.count()).toBe(series.length);
      expect(
        await lines.evaluateAll((paths) => paths.map((path) => getComputedStyle(path).stroke)),
      ).not.toContain('none');

      const legend = figure.locator('.recharts-legend-wrapper');
      for (const name of series) {
        await expect.poll(() => legend.getByText(name, { exact: true }).isVisible()).toBe(true);
      }
      // Hovering scrolls the chart into view and points at its middle day.
      await figure.locator('svg.recharts-surface').first().hover();
      const tooltip = figure.locator('.recharts-tooltip-wrapper');
      await expect
        .poll(() => tooltip.getByText(series[0] ?? '', { exact: true }).isVisible())
        .toBe(true);
      await page.mouse.move(0, 0);
    }
  });
});
