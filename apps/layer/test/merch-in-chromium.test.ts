import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SearchBanner } from '@trova/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../scripts/lib/chromium';
import { AXE_SOURCE } from './axe.fixtures';
import { buildLayer } from '../scripts/build-layer';
import { plainPage } from './pages.fixtures';
import { STUB_KEY, stubConfiguration, stubProducts } from './stub-shop.fixtures';
import { startStubShop, type StubShop } from './stub-shop.server';

/*
 * merch.js and the embed script, built, in real Chromium against the stub's calls: a search
 * answer's banners, the no-results recommendations (and the click on one), axe over both, and
 * an external recommendation on a page that has only the embed script.
 */

let outRoot: string;
let shop: StubShop;
let browser: Browser;
let embedFile: string;

const banner = (type: SearchBanner['type'], position: number, origin: string): SearchBanner => ({
  id: `Shoe week_00000000-0000-4000-8000-00000000000${position}`,
  type,
  position,
  url: `${origin}/p/shoe-week`,
  imageUrl: `${origin}/img/banner-${position}.svg`,
  mobileImageUrl: `${origin}/img/banner-${position}-m.svg`,
});

beforeAll(async () => {
  outRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-layer-merch-'));
  const built = await buildLayer(outRoot);
  embedFile = path.basename(built.embed);
  const embedPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Product</title></head>
<body><main><h1>A product page</h1>
<trova-recommendation tag="widget-1" shop-key="${STUB_KEY}" brand="Acme" price="19,90"></trova-recommendation>
</main><script src="/layer/${built.version}/${embedFile}" async></script></body></html>`;
  shop = await startStubShop({
    layerDir: built.dir,
    version: built.version,
    pages: { '/plain': plainPage(built.version), '/embed': embedPage },
    configuration: () => ({ ...stubConfiguration(), recommendations: true }),
    products: stubProducts,
    banners: (q, origin) =>
      q === 'shoe'
        ? [banner('bannerListing', 0, origin), banner('bannerCard', 2, origin)]
        : undefined,
    recommendations: (query, origin) => [
      {
        id: `r-${query.context}`,
        name: query.context === 'external' ? 'Complete the look' : 'You may like these',
        tag: 'widget-1',
        visualization: 'carousel',
        products: stubProducts(origin).slice(0, 4),
      },
    ],
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
  fs.rmSync(outRoot, { recursive: true, force: true });
});

async function openLayer(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${shop.origin}/plain`);
  await page.waitForFunction(() => typeof window.trova?.open === 'function');
  await page.focus('#shop-search');
  await page.getByRole('combobox', { name: 'Search products' }).waitFor();
  return page;
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
          ) => Promise<{ violations: { id: string; impact: string | null }[] }>;
        };
      }
    ).axe;
    const results = await axe.run(document);
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id);
  });
}

describe('merch.js and the embed in Chromium', () => {
  it('shows the answer’s listing banner above the results and a card banner in the grid', async () => {
    const page = await openLayer();
    await page.keyboard.type('shoe');
    const listing = page.getByRole('link', { name: 'Shoe week' });
    await listing.waitFor();
    expect(await listing.getAttribute('href')).toBe(`${shop.origin}/p/shoe-week`);
    const options = page.locator('[role="listbox"] [role="option"]');
    await expect.poll(() => options.nth(1).getAttribute('class')).toContain('tv-card-banner');
    const image = options.nth(1).locator('img');
    expect(await image.getAttribute('src')).toBe(`${shop.origin}/img/banner-2.svg`);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1440);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('recommends products when a search finds nothing, and sends the click on one', async () => {
    const page = await openLayer();
    await page.keyboard.type('zzzz');
    const region = page.getByRole('region', { name: 'You may like these' });
    await region.waitFor();
    // On a busy machine the keys arrive slowly, so the debounce may first search 'zz' and show
    // its recommendations; the one the shopper relies on is for the whole word.
    await expect
      .poll(() => shop.recommends.at(-1))
      .toMatchObject({ context: 'noResults', q: 'zzzz' });
    expect(await region.getByRole('link').count()).toBe(4);
    expect(await region.getByRole('button', { name: 'Next products' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    const userToken = shop.searches.at(-1)?.userToken;
    await Promise.all([
      page.waitForURL(`${shop.origin}/p/sku-2`),
      region.getByRole('link').nth(1).click(),
    ]);
    // Leaving the page sends the click at once; a busy machine may take over Vitest's 1 s default.
    await expect
      .poll(
        () => shop.events.find((event) => event.kind === 'click' && event.userToken === userToken),
        { timeout: 10_000 },
      )
      .toMatchObject({ objectIDs: ['sku-2'], positions: [2] });
    await page.close();
  });

  it('draws an external recommendation with only the embed script on the page', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${shop.origin}/embed`);
    const region = page.getByRole('region', { name: 'Complete the look' });
    await region.waitFor();
    expect(shop.recommends.at(-1)).toMatchObject({
      context: 'external',
      tag: 'widget-1',
      brand: 'Acme',
      price: 19.9,
    });
    // In the element's shadow root: the page's own document holds no card.
    expect(await page.evaluate(() => document.querySelectorAll('.tv-reco-card').length)).toBe(0);
    expect(await region.getByRole('link').count()).toBe(4);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
