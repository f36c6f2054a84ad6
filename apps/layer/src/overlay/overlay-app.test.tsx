// @vitest-environment jsdom
import type { LayerConfiguration } from '@trova/contracts';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  parseSearchUrl,
  stubConfiguration,
  stubProducts,
  stubSearch,
} from '../../test/stub-shop.fixtures';
import type { OverlayContext } from '../protocol/layer-protocol';
import { OverlayApp } from './overlay-app';

/** Runs an interaction and flushes Preact's renders and effects before the next line. */
const sync = (interaction: () => void) => void act(interaction);

const ORIGIN = 'https://t.example';

/** Answers like the stub shop; `failFor` makes searches of that text answer 503. */
function stubFetch(failFor?: string) {
  const urls: string[] = [];
  const fetchImpl = vi.fn((input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : input.toString();
    urls.push(url);
    const query = parseSearchUrl(url);
    if (query.q === failFor) return Promise.resolve(new Response('{}', { status: 503 }));
    const body = stubSearch(stubProducts(ORIGIN), query);
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
  return { urls, fetchImpl: fetchImpl as unknown as typeof fetch };
}

/** Roots rendered by a test: unmounted after it, so no Preact effect outlives the jsdom window. */
const rendered: ShadowRoot[] = [];

function open(options: { config?: LayerConfiguration; failFor?: string; query?: string } = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  rendered.push(root);
  const context: OverlayContext = {
    config: options.config ?? stubConfiguration(),
    apiOrigin: ORIGIN,
    assetBase: `${ORIGIN}/layer/0.1.0/`,
    previewToken: 'preview-token',
    onClose: vi.fn(),
  };
  const { urls, fetchImpl } = stubFetch(options.failFor);
  const onClose = vi.fn();
  const navigate = vi.fn();
  sync(() => {
    render(
      <OverlayApp
        context={context}
        session={{ query: options.query ?? '', opener: null, searchNow: false, device: 'desktop' }}
        onClose={onClose}
        fetchImpl={fetchImpl}
        navigate={navigate}
      />,
      root,
    );
  });
  const $ = <E extends Element = HTMLElement>(selector: string) => root.querySelector<E>(selector);
  const box = $<HTMLInputElement>('[role="combobox"]') as HTMLInputElement;
  const type = (text: string) =>
    sync(() => {
      box.value = text;
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const key = (name: string) =>
    sync(
      () =>
        void box.dispatchEvent(
          new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }),
        ),
    );
  const options_ = () => [...root.querySelectorAll('[role="option"]')];
  const status = () => $('[role="status"]')?.textContent ?? '';
  const until = (check: () => void) => vi.waitFor(check, { timeout: 2000, interval: 20 });
  return { root, $, box, type, key, options: options_, status, until, urls, onClose, navigate };
}

afterEach(() => {
  for (const root of rendered.splice(0)) sync(() => render(null, root));
  document.body.replaceChildren();
});

describe('OverlayApp', () => {
  it('is a labelled modal dialog around a combobox that controls the results listbox', () => {
    const { $, box, root } = open();
    expect($('[role="dialog"]')?.getAttribute('aria-modal')).toBe('true');
    expect($('[role="dialog"]')?.getAttribute('aria-label')).toBe('Product search');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-controls')).toBe('tv-results');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(root.activeElement).toBe(box);
  });

  it('asks for more characters, then shows highlighted results and announces their count', async () => {
    const ui = open();
    ui.type('s');
    expect(ui.$('.tv-message')?.textContent).toBe('Type at least 2 characters');
    ui.type('sho');
    await ui.until(() => expect(ui.options()).toHaveLength(6));
    expect(ui.box.getAttribute('aria-expanded')).toBe('true');
    expect(ui.status()).toBe('7 results');
    expect(ui.options()[0]?.querySelector('mark')?.textContent).toBe('sho');
    expect(parseSearchUrl(ui.urls.at(-1) ?? '')).toMatchObject({
      q: 'sho',
      limit: 6,
      highlight: '1',
      preview: 'preview-token',
      sort: [{ score: 'DESC' }],
      device: 'desktop',
    });
  });

  it('moves through the options with the arrows and opens the active product with Enter', async () => {
    const ui = open({ query: 'shoe' });
    await ui.until(() => expect(ui.options().length).toBeGreaterThan(0));
    ui.key('ArrowDown');
    ui.key('ArrowDown');
    expect(ui.box.getAttribute('aria-activedescendant')).toBe('tv-option-1');
    expect(ui.options()[1]?.getAttribute('aria-selected')).toBe('true');
    ui.key('ArrowUp');
    expect(ui.box.getAttribute('aria-activedescendant')).toBe('tv-option-0');
    ui.key('Enter');
    expect(ui.navigate).toHaveBeenCalledWith(`${ORIGIN}/p/sku-1`, false);
    ui.key('ArrowUp');
    expect(ui.box.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('closes on Escape, giving focus back', () => {
    const ui = open();
    ui.key('Escape');
    expect(ui.onClose).toHaveBeenCalledWith(true);
  });

  it('shows a retry message when a search fails, and the next keystroke recovers', async () => {
    const ui = open({ failFor: 'shoe' });
    ui.type('shoe');
    await ui.until(() => expect(ui.$('.tv-error')?.textContent).toContain('not available'));
    expect(ui.status()).toBe('Search is not available right now.');
    ui.type('shoes');
    ui.type('sho');
    await ui.until(() => expect(ui.options()).toHaveLength(6));
    expect(ui.$('.tv-error')).toBeNull();
  });

  it('in click typing, waits for Enter before searching', async () => {
    const config = stubConfiguration();
    config.layout.desktop.typing = 1;
    const ui = open({ config });
    ui.type('shoe');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ui.urls).toHaveLength(0);
    expect(ui.$('.tv-message')?.textContent).toBe('Press Enter to search');
    sync(
      () =>
        void ui.$('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })),
    );
    await ui.until(() => expect(ui.options().length).toBeGreaterThan(0));
  });

  it('says when nothing matched and offers the suggested text', async () => {
    const ui = open();
    ui.type('shoo');
    await ui.until(() => expect(ui.status()).toBe('No results for “shoo”'));
    const suggestion = [...ui.root.querySelectorAll<HTMLButtonElement>('.tv-message button')].find(
      (button) => button.textContent === 'shoe',
    );
    sync(() => suggestion?.click());
    await ui.until(() => expect(ui.status()).toBe('7 results'));
    expect(ui.box.value).toBe('shoe');
  });

  it('filters by a facet value and sorts with the layout’s options', async () => {
    const ui = open({ query: 'shoe' });
    await ui.until(() => expect(ui.$('fieldset legend')?.textContent).toBe('Brand'));
    sync(() => ui.root.querySelector<HTMLInputElement>('fieldset input[type="checkbox"]')?.click());
    await ui.until(() =>
      expect(parseSearchUrl(ui.urls.at(-1) ?? '').filters).toEqual([[{ brand: 'Acme' }]]),
    );
    const select = ui.$<HTMLSelectElement>('select');
    sync(() => {
      if (!select) return;
      select.value = '2';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await ui.until(() =>
      expect(parseSearchUrl(ui.urls.at(-1) ?? '')).toMatchObject({
        sort: [{ selling_price: 'DESC' }],
        filters: [[{ brand: 'Acme' }]],
      }),
    );
  });
});
