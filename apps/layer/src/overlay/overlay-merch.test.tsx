// @vitest-environment jsdom
import type { LayerConfiguration, SearchBanner } from '@trova/contracts';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  parseSearchUrl,
  stubConfiguration,
  stubProducts,
  stubSearch,
} from '../../test/stub-shop.fixtures';
import { merchModule } from '../merch/merch-module';
import type { OverlayContext } from '../protocol/layer-protocol';
import { showcaseConfiguration } from '../showcase/showcase.fixtures';
import { resetChunks } from './chunk-loader';
import { OverlayApp } from './overlay-app';

/*
 * The overlay with merch.js: banners from the search answer, recommendations in the showcase and
 * on no results. jsdom runs no scripts, so each test hands the chunk over as merch.js would.
 */

const sync = (interaction: () => void) => void act(interaction);
const ORIGIN = 'https://t.example';
const banner = (type: SearchBanner['type'], position: number): SearchBanner => ({
  id: `Shoe week_00000000-0000-4000-8000-00000000000${position}`,
  type,
  position,
  url: `https://shop.example/shoe-week-${position}`,
  imageUrl: `https://cdn.example/${position}.png`,
  mobileImageUrl: `https://cdn.example/${position}-m.png`,
});
const BANNERS = [banner('bannerListing', 0), banner('bannerCard', 2)];
const RECOMMENDED = {
  id: 'r1',
  name: 'Bestsellers',
  tag: 'widget-1',
  visualization: 'carousel',
  products: stubProducts(ORIGIN).slice(0, 2),
};

const rendered: ShadowRoot[] = [];

function open(config: LayerConfiguration, query = '') {
  const urls: string[] = [];
  const fetchImpl = vi.fn((url: string) => {
    urls.push(url);
    if (url.includes('/recommend?')) {
      return Promise.resolve(new Response(JSON.stringify({ recommendations: [RECOMMENDED] })));
    }
    const search = parseSearchUrl(url);
    const answer = stubSearch(stubProducts(ORIGIN), search);
    const body = search.q === 'shoe' ? { ...answer, banners: BANNERS } : answer;
    return Promise.resolve(new Response(JSON.stringify(body)));
  });
  // Recommendations call the global fetch, as merch.js does on a storefront.
  vi.stubGlobal('fetch', fetchImpl);
  const track = vi.fn();
  window.trova = { q: [], track, open: vi.fn(), lastQueryId: vi.fn() };
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  rendered.push(root);
  const context: OverlayContext = {
    config,
    apiOrigin: ORIGIN,
    assetBase: `${ORIGIN}/layer/0.1.0/`,
    previewToken: undefined,
    onClose: vi.fn(),
  };
  const navigate = vi.fn();
  sync(() =>
    render(
      <OverlayApp
        context={context}
        session={{ query, opener: null, searchNow: query !== '', device: 'desktop' }}
        onClose={vi.fn()}
        fetchImpl={fetchImpl as unknown as typeof fetch}
        navigate={navigate}
      />,
      root,
    ),
  );
  const box = root.querySelector<HTMLInputElement>('[role="combobox"]') as HTMLInputElement;
  const type = (text: string) =>
    sync(() => {
      box.value = text;
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const key = (name: string) =>
    sync(() => void box.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true })));
  const until = (check: () => void) => vi.waitFor(check, { timeout: 2000, interval: 20 });
  /** What merch.js does once the overlay has added it. */
  const handOver = async () => {
    await until(() => expect(window.trova?._merch).toBeTypeOf('function'));
    sync(() => window.trova?._merch?.(merchModule));
  };
  return { root, urls, navigate, track, type, key, handOver, until };
}

afterEach(() => {
  for (const root of rendered.splice(0)) sync(() => render(null, root));
  document.body.replaceChildren();
  document.head.replaceChildren();
  resetChunks();
  vi.unstubAllGlobals();
  delete window.trova;
});

describe('OverlayApp with merch.js', () => {
  it('loads merch.js for an answer with banners and shows them above and inside the grid', async () => {
    const ui = open(stubConfiguration(), 'shoe');
    await ui.until(() => expect(ui.root.querySelectorAll('[role="option"]')).toHaveLength(6));
    await ui.handOver();
    expect(document.head.querySelector('script')?.src).toBe(`${ORIGIN}/layer/0.1.0/merch.js`);
    await ui.until(() => expect(ui.root.querySelector('.tv-listing-banner a')).not.toBeNull());
    const listing = ui.root.querySelector('.tv-listing-banner a');
    expect(listing?.getAttribute('href')).toBe('https://shop.example/shoe-week-0');
    const options = [...ui.root.querySelectorAll('[role="option"]')];
    expect(options).toHaveLength(7);
    expect(options[1]?.querySelector('img')?.getAttribute('alt')).toBe('Shoe week');
  });

  it('reaches a card banner with the arrows and follows it with Enter; products keep their positions', async () => {
    const ui = open(stubConfiguration(), 'shoe');
    await ui.until(() => expect(ui.root.querySelectorAll('[role="option"]')).toHaveLength(6));
    await ui.handOver();
    await ui.until(() => expect(ui.root.querySelectorAll('[role="option"]')).toHaveLength(7));
    ui.key('ArrowDown');
    ui.key('ArrowDown');
    ui.key('Enter');
    expect(ui.navigate).toHaveBeenLastCalledWith('https://shop.example/shoe-week-2', false);
    ui.key('ArrowDown');
    ui.key('Enter');
    expect(ui.navigate).toHaveBeenLastCalledWith(`${ORIGIN}/p/sku-2`, false);
    // The second product, after the banner, is still at position 2 of the answer.
    expect(ui.track).toHaveBeenCalledWith(
      'click',
      expect.objectContaining({ objectIDs: ['sku-2'], positions: [2] }),
    );
  });

  it('shows the shop’s recommendations when a search finds nothing', async () => {
    const ui = open({ ...stubConfiguration(), recommendations: true }, 'armadio');
    await ui.handOver();
    await ui.until(() =>
      expect(ui.root.querySelector('.tv-reco h2')?.textContent).toBe('Bestsellers'),
    );
    expect(ui.urls.filter((url) => url.includes('/recommend?'))).toEqual([
      `${ORIGIN}/API/shops/stub-shop/recommend?context=noResults&q=armadio`,
    ]);
  });

  it('asks no recommendations of a shop without in-layer ones, even with merch.js loaded for banners', async () => {
    const ui = open(stubConfiguration(), 'shoe');
    await ui.handOver();
    await ui.until(() => expect(ui.root.querySelector('.tv-listing-banner')).not.toBeNull());
    ui.type('armadio');
    await ui.until(() =>
      expect(ui.root.querySelector('[role="status"]')?.textContent).toBe(
        'No results for “armadio”',
      ),
    );
    expect(ui.urls.some((url) => url.includes('/recommend?'))).toBe(false);
  });

  it('shows them in the showcase while the box is empty', async () => {
    const ui = open({ ...showcaseConfiguration(), recommendations: true });
    await ui.handOver();
    await ui.until(() => expect(ui.root.querySelector('.tv-showcase .tv-reco')).not.toBeNull());
    expect(ui.urls).toEqual([`${ORIGIN}/API/shops/stub-shop/recommend?context=showcase`]);
  });
});
