import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../scripts/lib/chromium';
import { AXE_SOURCE } from './axe.fixtures';
import { buildLayer } from '../scripts/build-layer';
import { FLUSH_DELAY_MS } from '../src/loader/event-sender';
import { hostilePage, plainPage } from './pages.fixtures';
import { STUB_QUERY_ID, stubConfiguration, stubProducts } from './stub-shop.fixtures';
import { startStubShop, type StubShop } from './stub-shop.server';

/*
 * The built layer in real Chromium, in isolation: a page served on loopback by this test, and the
 * two public calls (layer configuration, search) answered by the test's own stub in the contract's
 * shapes. The end-to-end test against the real server belongs to e2e/.
 */

let outRoot: string;
let shop: StubShop;
let browser: Browser;

beforeAll(async () => {
  outRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-layer-chromium-'));
  const built = await buildLayer(outRoot);
  shop = await startStubShop({
    layerDir: built.dir,
    version: built.version,
    pages: { '/': hostilePage(built.version), '/plain': plainPage(built.version) },
    configuration: () => stubConfiguration(),
    products: stubProducts,
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
  fs.rmSync(outRoot, { recursive: true, force: true });
});

async function openLayer(pathname: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${shop.origin}${pathname}`);
  await page.waitForFunction(() => typeof window.trova?.open === 'function');
  await page.focus('#shop-search');
  await searchBox(page).waitFor();
  return page;
}

/** The role of whatever has focus inside the layer's shadow root (null when focus is outside). */
const focusedInLayer = (page: Page) =>
  page.evaluate(() => {
    const host = document.querySelector('trova-layer');
    return document.activeElement === host
      ? (host?.shadowRoot?.activeElement?.tagName ?? null)
      : null;
  });

const options = (page: Page) => page.locator('[role="listbox"] [role="option"]');
/** The overlay's search box (the sort select is a combobox too). */
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products' });

describe('the built layer in Chromium', () => {
  it('opens on focus and shows results as the shopper types, whatever the page’s CSS does', async () => {
    const page = await openLayer('/');
    expect(await focusedInLayer(page)).toBe('INPUT');
    await page.keyboard.type('sho');
    await expect.poll(() => options(page).count()).toBeGreaterThanOrEqual(6);
    await expect.poll(() => page.getByRole('status').textContent()).toBe('7 results');
    const dialog = await page.getByRole('dialog').boundingBox();
    expect(dialog).toMatchObject({ x: 0, y: 0, width: 1280, height: 800 });
    const card = await options(page)
      .first()
      .evaluate((el) => getComputedStyle(el).display);
    expect(card).toBe('flex');
    expect(shop.searches.at(-1)).toMatchObject({ q: 'sho', highlight: '1', limit: 6 });
    await page.close();
  });

  it('moves through the results with the arrows and opens the active product with Enter', async () => {
    const page = await openLayer('/');
    await page.keyboard.type('shoe');
    await expect.poll(() => options(page).count()).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const box = searchBox(page);
    expect(await box.getAttribute('aria-activedescendant')).toBe('tv-option-1');
    expect(await options(page).nth(1).getAttribute('aria-selected')).toBe('true');
    await Promise.all([page.waitForURL(`${shop.origin}/p/sku-2`), page.keyboard.press('Enter')]);
    await page.close();
  });

  it('sends the opened product and the page’s purchase to Trova, with the search’s token', async () => {
    const page = await openLayer('/');
    await page.keyboard.type('shoe');
    await expect.poll(() => options(page).count()).toBeGreaterThan(1);
    const userToken = shop.searches.at(-1)?.userToken;
    expect(userToken).toMatch(/^anon-[0-9a-f]{32}$/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    // Each test's page has its own storage, so the token tells this test's events apart.
    // Leaving the page sends the click at once (keepalive), without waiting for the debounce.
    await Promise.all([page.waitForURL(`${shop.origin}/p/sku-2`), page.keyboard.press('Enter')]);
    await expect
      .poll(
        () => shop.events.find((event) => event.kind === 'click' && event.userToken === userToken),
        { timeout: 10_000 },
      )
      .toMatchObject({
        userToken,
        device: 'desktop',
        objectIDs: ['sku-2'],
        positions: [2],
        queryID: STUB_QUERY_ID,
      });
    await page.goto(`${shop.origin}/`);
    await page.waitForFunction(() => typeof window.trova?.track === 'function');
    await page.evaluate(() => {
      const trova = window.trova;
      trova?.track('purchase', {
        objectIDs: ['sku-2'],
        prices: [19.9],
        quantities: [2],
        currency: 'EUR',
      });
      trova?.track('purchase', { objectIDs: 'sku-2' });
    });
    // Tracked calls travel after FLUSH_DELAY_MS of quiet, as long as Vitest's default poll: wait
    // for the delay, plus room for a busy machine's round trip.
    await expect
      .poll(
        () =>
          shop.events.filter((event) => event.userToken === userToken && event.kind !== 'click'),
        { timeout: FLUSH_DELAY_MS + 10_000 },
      )
      .toEqual([
        // One page view for each of the two loads of the shop's page (the product page has no
        // loader), whatever the shopper did in between.
        expect.objectContaining({ kind: 'page-view', userToken }),
        expect.objectContaining({ kind: 'page-view', userToken }),
        expect.objectContaining({ userToken, value: 39.8, currency: 'EUR' }),
      ]);
    await page.close();
  });

  it('keeps Tab inside the full screen, and Escape gives focus back to the shop’s box', async () => {
    const page = await openLayer('/');
    await page.keyboard.type('sho');
    await expect.poll(() => options(page).count()).toBeGreaterThanOrEqual(6);
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusedInLayer(page)).not.toBeNull();
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => searchBox(page).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('shop-search');
    await page.close();
  });

  it('leaks no style into the page and has no serious accessibility violations', async () => {
    const page = await openLayer('/plain');
    await page.keyboard.type('sho');
    await expect.poll(() => options(page).count()).toBeGreaterThanOrEqual(6);
    await page.keyboard.press('ArrowDown');
    const probe = await page.locator('#probe').evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        position: style.position,
        cursor: style.cursor,
        sheets: document.styleSheets.length,
      };
    });
    expect(probe).toEqual({ position: 'static', cursor: 'auto', sheets: 0 });
    await page.addScriptTag({ content: AXE_SOURCE });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Document,
            ) => Promise<{ violations: { id: string; impact: string | null; nodes: unknown[] }[] }>;
          };
        }
      ).axe;
      const results = await axe.run(document);
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id} (${violation.nodes.length})`);
    });
    expect(violations).toEqual([]);
    await page.close();
  });
});
