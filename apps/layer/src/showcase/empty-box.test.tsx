// @vitest-environment jsdom
import type { LayerConfiguration } from '@trova/contracts';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSearchUrl, stubSearchFetch } from '../../test/stub-shop.fixtures';
import type { Device } from '../layout/device';
import { OverlayApp } from '../overlay/overlay-app';
import { showcaseConfiguration } from './showcase.fixtures';

const sync = (interaction: () => void) => void act(interaction);
const ORIGIN = 'https://t.example';
const rendered: ShadowRoot[] = [];

function open(config: LayerConfiguration = showcaseConfiguration(), device: Device = 'desktop') {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  rendered.push(root);
  const { urls, fetchImpl } = stubSearchFetch(ORIGIN);
  const context = {
    config,
    apiOrigin: ORIGIN,
    assetBase: `${ORIGIN}/layer/0.1.0/`,
    previewToken: undefined,
    onClose: vi.fn(),
  };
  sync(() => {
    render(
      <OverlayApp
        context={context}
        session={{ query: '', opener: null, searchNow: false, device }}
        onClose={vi.fn()}
        fetchImpl={fetchImpl}
        navigate={vi.fn()}
      />,
      root,
    );
  });
  const box = root.querySelector<HTMLInputElement>('[role="combobox"]') as HTMLInputElement;
  const button = (name: string) =>
    [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  const press = (name: string) => sync(() => button(name)?.click());
  const type = (text: string) =>
    sync(() => {
      box.value = text;
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const submit = () => sync(() => void box.form?.requestSubmit());
  const until = (check: () => void) => vi.waitFor(check, { timeout: 2000, interval: 20 });
  const headings = () => [...root.querySelectorAll('h2')].map((h) => h.textContent);
  return { root, box, button, press, type, submit, until, urls, headings };
}

afterEach(() => {
  for (const root of rendered.splice(0)) sync(() => render(null, root));
  document.body.replaceChildren();
  localStorage.clear();
});

describe('the empty search box', () => {
  it('shows the icebreaker and the showcase blocks in the layout order', () => {
    const { root, headings } = open();
    expect(headings()).toEqual(['Popular searches', 'Recommended for you', 'Categories']);
    const banner = root.querySelector<HTMLImageElement>('.tv-banner img');
    expect(banner?.alt).toBe('Winter sale');
    expect(banner?.closest('a')?.href).toBe('https://shop.example/sale');
    expect(root.querySelector('[data-trova-block="dynamic-1"]')).not.toBeNull();
  });

  it('shows nothing of it when the plan does not include the showcase and icebreaker', () => {
    const config = showcaseConfiguration();
    config.features = { showcase: false, icebreaker: false };
    const { root } = open(config);
    expect(root.querySelector('.tv-showcase')).toBeNull();
  });

  it('runs a suggested query and puts it in the box', async () => {
    const { box, press, until, urls, root } = open();
    press('bag');
    expect(box.value).toBe('bag');
    await until(() => expect(root.querySelectorAll('[role="option"]').length).toBeGreaterThan(0));
    expect(parseSearchUrl(urls.at(-1) ?? '').q).toBe('bag');
    expect(root.querySelector('.tv-showcase')).toBeNull();
  });

  it('comes back when the box is emptied, with no popup or active product left on the box', async () => {
    const { box, type, submit, until, root, headings } = open();
    type('shoe');
    submit();
    await until(() => expect(root.querySelectorAll('[role="option"]').length).toBeGreaterThan(0));
    sync(() => {
      box.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    });
    expect(box.getAttribute('aria-activedescendant')).toBeTruthy();
    type('');
    expect(headings()).toContain('Popular searches');
    expect(root.querySelector('[role="option"]')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    // The filters belong to the results, so they go with them.
    expect(root.querySelector('.tv-side')).toBeNull();
  });

  it('lists the products of a category through the categories filter', async () => {
    const { press, until, urls, root } = open();
    press('Scarpe donna');
    await until(() => expect(urls).toHaveLength(1));
    const query = new URL(urls[0] ?? '').searchParams;
    expect(query.get('q')).toBe('');
    expect(query.get('filters[0][0][categories]')).toBe('Donna/Scarpe');
    expect(root.querySelector('.tv-showcase')).toBeNull();
  });

  it('remembers searches on the device, newest first, and forgets them one by one or all', async () => {
    const first = open();
    first.type('boots');
    first.submit();
    first.type('red dress');
    first.submit();
    first.type('');
    await first.until(() => expect(first.headings()).toContain('Your recent searches'));
    const items = () =>
      [...first.root.querySelectorAll('.tv-recent-query')].map((b) => b.textContent);
    expect(items()).toEqual(['red dress', 'boots']);

    const again = open();
    expect(again.headings()).toContain('Your recent searches');

    const remove = first.button('×Remove “red dress” from recent searches');
    sync(() => remove?.click());
    expect(items()).toEqual(['boots']);
    expect(first.root.activeElement?.textContent).toContain('boots');

    first.press('Clear all');
    expect(items()).toEqual([]);
    expect(first.root.activeElement).toBe(first.box);
    expect(first.root.querySelector('.tv-showcase [aria-live]')?.textContent).toBe(
      'Recent searches cleared',
    );
  });

  it('keeps no search on the device when the layout has no last-searches block', () => {
    const config = showcaseConfiguration();
    config.layout.desktop.showcaseLastSearches = false;
    const { type, submit } = open(config);
    type('boots');
    submit();
    expect(localStorage.length).toBe(0);
  });

  it('still works when the storage refuses to be used', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { type, submit, headings } = open();
    type('boots');
    submit();
    type('');
    expect(headings()).toContain('Your recent searches');
    spy.mockRestore();
  });
});
