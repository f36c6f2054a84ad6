import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import {
  defaultLayout,
  defaultSetup,
  defaultSetupConfig,
  type CatalogueProductInput,
  type Layout,
  type Setup,
} from '@trova/contracts';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../../scripts/lib/chromium';
import { pushCatalogue } from '../search/search-catalogue.js';
import { startBenchShop, waitForIndex } from '../search/search-setup.js';
import { call } from '../support/bench-server.js';

export interface FirstResultsOptions {
  /** Catalogue size; 100,000 by default. */
  items?: number;
  /** Cold runs, each in a fresh browser context (empty cache); 7 by default. */
  runs?: number;
}

export interface FirstResultsReport {
  items: number;
  runs: number;
  /** Median, focus on the shop's box → first products drawn, overlay loaded cold in each run. */
  firstResultsMs: number;
  /** Every cold run, in order. */
  coldRunsMs: number[];
  /** Median, focus → the overlay's own box has focus (overlay.js and overlay.css loaded). */
  overlayReadyMs: number;
  /** Median, the second search of the same page: focus → results with the overlay loaded. */
  warmResultsMs: number;
  /** Median, a bare `fetch` of the same search call from the same page (the ceiling). */
  searchFetchMs: number;
  /** The overlay waits this long after the last keystroke before searching (DESIGN.md). */
  debounceMs: number;
}

const SEARCH_DEBOUNCE_MS = 200;
const BOX = 'shop-search';

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? sorted[mid]! : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return Math.round(value);
};

/** Title words of five letters or more, each once: distinct searches, so no answer comes from the cache. */
function distinctWords(products: readonly CatalogueProductInput[], count: number): string[] {
  const words = new Set<string>();
  for (const product of products) {
    for (const word of product.title.toLowerCase().split(/\s+/)) {
      if (/^[a-z]{5,}$/.test(word)) words.add(word);
    }
    if (words.size >= count) break;
  }
  if (words.size < count)
    throw new Error(`only ${words.size} distinct words for ${count} searches`);
  return [...words].slice(0, count);
}

/** Searches as the shopper types (the layout's `input` typing), from 4 characters, full screen. */
function benchLayout(): Layout {
  const layout = defaultLayout();
  layout.desktop = { ...layout.desktop, typing: 2, minChars: 4, layout: 1 };
  return layout;
}

function benchSetup(): Setup {
  const text = (label: string) => ({ label, typoTolerance: 'fuzzy1', searchType: 'text' });
  return {
    ...defaultSetup(),
    query: { title: text('title'), brand: text('brand') },
    results: { title: { label: 'title', value: 'text' }, brand: { label: 'brand', value: 'text' } },
    facets: ['brand', 'color'],
    lang: 'it',
    config: {
      ...defaultSetupConfig(),
      selector: { selectorId: BOX, desktop: '', mobile: '', isId: true },
    },
  };
}

/** A storefront on its own loopback origin: a search box and the console's import code. */
async function serveStorefront(importCode: string): Promise<{ url: string; close(): void }> {
  const html = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Negozio</title></head>
<body><header><label for="${BOX}">Cerca</label> <input id="${BOX}" type="search"></header>
<main><h1>Negozio</h1></main>${importCode}</body></html>`;
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/**
 * Focuses the shop's box, waits for the overlay's box to take focus (as a shopper waits to see it),
 * types the word, and answers the elapsed times at the overlay's focus and at the first product
 * drawn (checked on every animation frame in the page).
 */
async function timeSearch(
  page: Page,
  word: string,
): Promise<{ readyMs: number; resultsMs: number }> {
  await page.evaluate((box) => {
    (window as unknown as { benchStart: number }).benchStart = performance.now();
    document.getElementById(box)?.focus();
  }, BOX);
  const readyMs = await page
    .waitForFunction(
      () => {
        const host = document.querySelector('trova-layer');
        const focused = host?.shadowRoot?.activeElement;
        const ready =
          document.activeElement === host && focused?.getAttribute('role') === 'combobox';
        return (
          ready && performance.now() - (window as unknown as { benchStart: number }).benchStart
        );
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue());
  await page.keyboard.type(word);
  // A product of this word, so a previous search's products still on screen do not count.
  const resultsMs = await page
    .waitForFunction(
      (typed) => {
        const options = document
          .querySelector('trova-layer')
          ?.shadowRoot?.querySelectorAll('[role="listbox"] [role="option"]');
        const drawn = Array.from(options ?? []).some((option) =>
          option.textContent?.toLowerCase().includes(typed),
        );
        return (
          drawn && performance.now() - (window as unknown as { benchStart: number }).benchStart
        );
      },
      word,
      { polling: 'raf', timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue());
  return { readyMs: Number(readyMs), resultsMs: Number(resultsMs) };
}

/** A bare `fetch` of the overlay's last search call, with another word, timed in the page. */
function timeFetch(page: Page, searchUrl: string, word: string): Promise<number> {
  const url = new URL(searchUrl);
  url.searchParams.set('q', word);
  return page.evaluate(async (href) => {
    const start = performance.now();
    const response = await fetch(href);
    await response.json();
    return performance.now() - start;
  }, url.href);
}

async function coldRun(
  browser: Browser,
  storefront: string,
  words: [string, string, string],
): Promise<{ readyMs: number; resultsMs: number; warmMs: number; fetchMs: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    let searchUrl = '';
    page.on('request', (request) => {
      if (request.url().includes('/search?')) searchUrl = request.url();
    });
    // The loader has fetched the shop's configuration once the network is idle.
    await page.goto(storefront, { waitUntil: 'networkidle' });
    const cold = await timeSearch(page, words[0]);
    await page.keyboard.press('Escape');
    await page.waitForFunction((box) => document.activeElement?.id === box, BOX);
    // Focus comes back to the shop's box on close; leave it so the next focus opens the overlay.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.evaluate((box) => {
      const input = document.getElementById(box);
      if (input instanceof HTMLInputElement) input.value = '';
    }, BOX);
    const warm = await timeSearch(page, words[1]);
    if (!searchUrl) throw new Error('the overlay sent no search');
    const fetchMs = await timeFetch(page, searchUrl, words[2]);
    return { readyMs: cold.readyMs, resultsMs: cold.resultsMs, warmMs: warm.resultsMs, fetchMs };
  } finally {
    await context.close();
  }
}

/**
 * The time from a shopper focusing the shop's search box to the first products drawn, in Chromium
 * on loopback against the real server with a pushed, published catalogue (100k by default): a
 * storefront on its own origin carries the import code, each run opens it in a fresh browser
 * context (nothing cached), focuses the box, waits for the overlay and types a word. Beside it: the
 * same page's second search (overlay already loaded) and a bare `fetch` of the same search call.
 */
export async function measureFirstResults(
  options: FirstResultsOptions = {},
): Promise<FirstResultsReport> {
  const items = options.items ?? 100_000;
  const runs = options.runs ?? 7;
  const products = pushCatalogue(items);
  const words = distinctWords(products, runs * 3 + 3);
  const shop = await startBenchShop(products, {}, async ({ origin, shopId, ownerJwt }) => {
    await call(origin, `/shops/${shopId}/conf`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${ownerJwt}` },
      body: JSON.stringify({ setup: benchSetup(), layout: benchLayout() }),
    });
  });
  let browser: Browser | undefined;
  let storefront: { url: string; close(): void } | undefined;
  try {
    await waitForIndex(shop, items);
    const loader = await call<{ path: string }>(shop.origin, `/shops/${shop.shopKey}/loader`, {
      headers: { authorization: `Bearer ${shop.ownerJwt}` },
    });
    storefront = await serveStorefront(`<script src="${loader.path}" async></script>`);
    browser = await launchChromium();
    // One unmeasured run: Chromium's own first start (its caches, the JIT) is not the layer's cost.
    await coldRun(browser, storefront.url, [words[0]!, words[1]!, words[2]!]);
    const measured: Awaited<ReturnType<typeof coldRun>>[] = [];
    for (let run = 0; run < runs; run += 1) {
      const [a, b, c] = words.slice(3 + run * 3, 6 + run * 3);
      measured.push(await coldRun(browser, storefront.url, [a!, b!, c!]));
    }
    return {
      items,
      runs,
      firstResultsMs: median(measured.map((run) => run.resultsMs)),
      coldRunsMs: measured.map((run) => Math.round(run.resultsMs)),
      overlayReadyMs: median(measured.map((run) => run.readyMs)),
      warmResultsMs: median(measured.map((run) => run.warmMs)),
      searchFetchMs: median(measured.map((run) => run.fetchMs)),
      debounceMs: SEARCH_DEBOUNCE_MS,
    };
  } finally {
    await browser?.close();
    storefront?.close();
    await shop.server.close();
    rmSync(shop.dataDir, { recursive: true, force: true });
  }
}
