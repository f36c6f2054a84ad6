// @vitest-environment jsdom
import type { LayerConfiguration } from '@trova/contracts';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  parseSearchUrl,
  STUB_QUERY_ID,
  stubConfiguration,
  stubSearchFetch,
} from '../../test/stub-shop.fixtures';
import { createTrovaGlobal } from '../loader/trova-global';
import { OverlayApp } from '../overlay/overlay-app';

const ORIGIN = 'https://t.example';
const sync = (interaction: () => void) => void act(interaction);
const seo = { isActive: true, searchWord: 'cerca', order: ['brand'], translations: {} };
let root: ShadowRoot | undefined;

function open(config: LayerConfiguration, options: { restore?: boolean; preview?: boolean } = {}) {
  const { urls, fetchImpl } = stubSearchFetch(ORIGIN);
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  root = shadow;
  const navigate = vi.fn();
  const context = {
    config,
    apiOrigin: ORIGIN,
    assetBase: `${ORIGIN}/layer/0.1.0/`,
    previewToken: options.preview ? 'token' : undefined,
    userToken: 'anon-1',
    onClose: vi.fn(),
  };
  const session = {
    query: options.restore ? '' : 'shoe',
    opener: null,
    searchNow: true,
    restore: options.restore,
    device: 'desktop' as const,
  };
  sync(() =>
    render(
      <OverlayApp
        context={context}
        session={session}
        onClose={vi.fn()}
        fetchImpl={fetchImpl}
        navigate={navigate}
      />,
      shadow,
    ),
  );
  const options_ = () => [...shadow.querySelectorAll('[role="option"]')];
  const until = (check: () => void) => vi.waitFor(check, { timeout: 2000, interval: 20 });
  const close = () => sync(() => render(null, shadow));
  return { urls, options: options_, until, close, navigate, shadow };
}

beforeEach(() => window.history.replaceState(null, '', '/shop/page?x=1#top'));
afterEach(() => {
  const mounted = root;
  if (mounted) sync(() => render(null, mounted));
  root = undefined;
  delete window.trova;
  document.body.replaceChildren();
  delete (window as { gtag?: unknown }).gtag;
});

describe('readable search addresses', () => {
  it('write the shown search into the fragment, and give the page its own back on close', async () => {
    const ui = open(stubConfiguration({ seo }));
    await ui.until(() => expect(window.location.hash).toBe('#/cerca/shoe'));
    expect(window.location.pathname + window.location.search).toBe('/shop/page?x=1');
    ui.close();
    expect(window.location.hash).toBe('#top');
  });

  it("reopen the address's search with its filters", async () => {
    window.history.replaceState(null, '', '/shop/page#/cerca/running+shoe/brand/Acme');
    const ui = open(stubConfiguration({ seo }), { restore: true });
    await ui.until(() => expect(ui.options().length).toBeGreaterThan(0));
    expect(parseSearchUrl(ui.urls[0] ?? '')).toMatchObject({
      q: 'running shoe',
      filters: [[{ brand: 'Acme' }]],
    });
    ui.close();
    expect(window.location.hash).toBe('');
  });

  it('leave the address alone when the shop has them off', async () => {
    const ui = open(stubConfiguration());
    await ui.until(() => expect(ui.options().length).toBeGreaterThan(0));
    expect(window.location.hash).toBe('#top');
  });
});

describe("Trova's events", () => {
  it('queue the opened product with the answer’s queryID and its position; searches carry the token', async () => {
    const trova = createTrovaGlobal(() => undefined, undefined);
    window.trova = trova;
    const ui = open(stubConfiguration());
    await ui.until(() => expect(ui.options().length).toBeGreaterThan(1));
    expect(parseSearchUrl(ui.urls[0] ?? '').userToken).toBe('anon-1');
    (ui.options()[1]?.querySelector('a') ?? ui.options()[1])?.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true }),
    );
    expect(trova.q.map(({ name, payload }) => ({ name, payload }))).toEqual([
      {
        name: 'click',
        payload: { objectIDs: [expect.any(String)], positions: [2], queryID: STUB_QUERY_ID },
      },
    ]);
  });
});

describe('GA4 events', () => {
  it('report the search once and the opened product with its position', async () => {
    const gtag = vi.fn();
    Object.assign(window, { gtag });
    const ui = open(stubConfiguration({ ga4: { isActive: true, type: 'gtag' } }));
    await ui.until(() => expect(ui.options().length).toBeGreaterThan(0));
    expect(gtag).toHaveBeenCalledWith('event', 'search', { search_term: 'shoe' });
    (ui.options()[1]?.querySelector('a') ?? ui.options()[1])?.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true }),
    );
    expect(gtag).toHaveBeenLastCalledWith(
      'event',
      'select_item',
      expect.objectContaining({ items: [expect.objectContaining({ index: 2 })] }),
    );
  });

  it('are not sent from the console preview', async () => {
    const gtag = vi.fn();
    Object.assign(window, { gtag });
    const ui = open(stubConfiguration({ ga4: { isActive: true, type: 'gtag' } }), {
      preview: true,
    });
    await ui.until(() => expect(ui.options().length).toBeGreaterThan(0));
    expect(gtag).not.toHaveBeenCalled();
  });
});
