// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubConfiguration, STUB_KEY } from '../../test/stub-shop.fixtures';
import type { OverlayContext, OverlayController } from '../protocol/layer-protocol';
import { bootLoader } from './loader-boot';
import { rememberSearch } from './search-memory';

const SRC = `https://t.example/layer/0.1.0/loader.js?key=${STUB_KEY}`;

function page() {
  document.body.innerHTML = '<input id="shop-search" value="sho"><input id="newsletter">';
  const tag = document.createElement('script');
  tag.src = SRC;
  document.body.append(tag);
  return document.getElementById('shop-search') as HTMLInputElement;
}

const answering = (status: number, body: unknown) =>
  vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  ) as unknown as typeof fetch;

/** Plays overlay.js: hands the loader a mount function that records what it is asked. */
function overlayArrives() {
  const open = vi.fn<OverlayController['open']>();
  const controller: OverlayController = { open, close: vi.fn() };
  const mount = vi.fn((_context: OverlayContext) => controller);
  window.trova?._overlay?.(mount);
  return { open, mount };
}

const overlayScripts = () => document.head.querySelectorAll('script[src$="overlay.js"]').length;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  window.matchMedia = vi.fn(() => ({ matches: false }) as MediaQueryList);
});
afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete window.trova;
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('bootLoader', () => {
  it('does nothing, quietly, for a shop that is not published', async () => {
    const warn = vi.spyOn(console, 'warn');
    const input = page();
    await bootLoader(window, answering(403, {}));
    input.focus();
    expect(overlayScripts()).toBe(0);
    expect(warn).not.toHaveBeenCalled();
    expect(typeof window.trova?.track).toBe('function');
  });

  it('fetches the configuration once and loads the overlay only when the shop’s box gets focus', async () => {
    const input = page();
    const fetchImpl = answering(200, stubConfiguration());
    await bootLoader(window, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(`https://t.example/API/shops/${STUB_KEY}/layer`, {
      credentials: 'omit',
    });
    document.getElementById('newsletter')?.focus();
    expect(overlayScripts()).toBe(0);
    input.focus();
    expect(overlayScripts()).toBe(1);
    const { open, mount } = overlayArrives();
    await flush();
    expect(mount.mock.calls[0]?.[0]).toMatchObject({
      apiOrigin: 'https://t.example',
      assetBase: 'https://t.example/layer/0.1.0/',
      previewToken: undefined,
      config: { key: STUB_KEY },
    });
    expect(open).toHaveBeenCalledWith({
      query: 'sho',
      opener: input,
      searchNow: false,
      typing: input,
    });
  });

  it('opens from window.trova.open, also when called before the configuration arrived', async () => {
    page();
    const booted = bootLoader(window, answering(200, stubConfiguration()));
    window.trova?.open('boots');
    await booted;
    const { open } = overlayArrives();
    await flush();
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ query: 'boots', searchNow: true }));
  });

  it('ignores the focus the overlay returns on close, but opens again on a click or typing', async () => {
    const input = page();
    await bootLoader(window, answering(200, stubConfiguration()));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const { open, mount } = overlayArrives();
    await flush();
    const context = mount.mock.calls[0]?.[0];
    open.mockClear();
    context?.onClose();
    input.focus();
    await flush();
    expect(open).not.toHaveBeenCalled();
    input.click();
    await flush();
    expect(open).toHaveBeenCalledTimes(1);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('sends the page’s events for a published shop, with the token the overlay also gets', async () => {
    const input = page();
    const fetchImpl = answering(200, stubConfiguration());
    const booted = bootLoader(window, fetchImpl);
    window.trova?.track('purchase', { objectIDs: ['SKU-1'], prices: [10], currency: 'EUR' });
    await booted;
    const userToken = window.localStorage.getItem(`trova:user-token:${STUB_KEY}`);
    expect(userToken).toMatch(/^anon-/);
    window.dispatchEvent(new Event('pagehide'));
    const call = vi.mocked(fetchImpl).mock.calls[1] as unknown as [string, RequestInit];
    expect(call[0]).toBe(`https://t.example/API/events?key=${STUB_KEY}`);
    expect(JSON.parse(call[1].body as string)).toMatchObject({
      events: [
        { kind: 'page-view', userToken, device: 'desktop' },
        { kind: 'purchase', userToken, device: 'desktop', value: 10 },
      ],
    });
    input.focus();
    const { mount } = overlayArrives();
    await flush();
    expect(mount.mock.calls[0]?.[0]).toMatchObject({ userToken });
  });

  it('sends one page view a page load, however often the shopper opens the search', async () => {
    const input = page();
    const fetchImpl = answering(200, stubConfiguration());
    await bootLoader(window, fetchImpl);
    overlayArrives();
    for (let i = 0; i < 3; i += 1) {
      input.focus();
      input.click();
      input.blur();
      await flush();
    }
    window.dispatchEvent(new Event('pagehide'));
    const sent = vi
      .mocked(fetchImpl)
      .mock.calls.slice(1)
      .flatMap((call) => {
        const init = (call as unknown as [string, RequestInit])[1];
        return (JSON.parse(init.body as string) as { events: { kind: string }[] }).events;
      });
    expect(sent.filter((event) => event.kind === 'page-view')).toHaveLength(1);
  });

  it('sends no events for an unpublished shop, nor from the console’s preview', async () => {
    for (const [status, preview] of [
      [403, false],
      [200, true],
    ] as const) {
      page();
      if (preview) document.querySelector('script')?.setAttribute('data-trova-preview', 'tok');
      const fetchImpl = answering(status, stubConfiguration());
      await bootLoader(window, fetchImpl);
      window.trova?.track('click', { objectIDs: ['SKU-1'] });
      window.dispatchEvent(new Event('pagehide'));
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      expect(window.localStorage.length).toBe(0);
      document.body.replaceChildren();
    }
  });

  it('asks for the key when the tag has none', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tag = document.createElement('script');
    tag.src = 'https://t.example/layer/latest/loader.js';
    document.body.append(tag);
    const fetchImpl = answering(200, {});
    await bootLoader(window, fetchImpl);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
  });
  it('reopens the search of a readable search address, and only of one', async () => {
    const seo = { isActive: true, searchWord: 'cerca', order: ['brand'], translations: {} };
    window.history.replaceState(null, '', '/p#/cerca/shoe/brand/Acme');
    page();
    await bootLoader(window, answering(200, stubConfiguration({ seo })));
    expect(overlayScripts()).toBe(1);
    const { open } = overlayArrives();
    await flush();
    expect(open).toHaveBeenCalledWith({ query: '', opener: null, searchNow: true, restore: true });

    document.head.replaceChildren();
    window.history.replaceState(null, '', '/p#/checkout');
    page();
    await bootLoader(window, answering(200, stubConfiguration({ seo })));
    expect(overlayScripts()).toBe(0);
    window.history.replaceState(null, '', '/');
  });
  it('opens with what the shopper typed before the configuration arrived, from the shop’s box', async () => {
    const input = page();
    input.focus();
    input.value = 'scarpe';
    await bootLoader(window, answering(200, stubConfiguration()));
    const { open } = overlayArrives();
    await flush();
    expect(open).toHaveBeenCalledWith({
      query: 'scarpe',
      opener: input,
      searchNow: false,
      typing: input,
    });
  });

  it('starts loading the overlay when the pointer reaches the box, without opening it', async () => {
    const input = page();
    await bootLoader(window, answering(200, stubConfiguration()));
    input.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(overlayScripts()).toBe(1);
    const { open } = overlayArrives();
    await flush();
    expect(open).not.toHaveBeenCalled();
  });

  it('holds Enter for the overlay’s search, and gives it back to the shop’s form if the overlay fails', async () => {
    document.body.innerHTML = '<form><input id="shop-search" value="scarpe da trekking"></form>';
    const tag = document.createElement('script');
    tag.src = SRC;
    document.body.append(tag);
    const input = document.getElementById('shop-search') as HTMLInputElement;
    const submit = vi
      .spyOn(HTMLFormElement.prototype, 'submit')
      .mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await bootLoader(window, answering(200, stubConfiguration()));
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await flush();
    expect(submit).toHaveBeenCalledOnce();
    // Other keys are the shop's box's own.
    const key = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    input.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(false);
  });

  it('gives a purchase without a queryID the search that showed its product, and tells the page', async () => {
    page();
    const queryID = 'a'.repeat(32);
    rememberSearch(window, STUB_KEY, queryID, ['SKU-1', 'SKU-2']);
    const fetchImpl = answering(200, stubConfiguration());
    await bootLoader(window, fetchImpl);
    expect(window.trova?.lastQueryId()).toBe(queryID);
    expect(window.trova?.lastQueryId('SKU-2')).toBe(queryID);
    expect(window.trova?.lastQueryId('SKU-9')).toBeUndefined();
    window.trova?.track('purchase', { objectIDs: ['SKU-2'], prices: [10], currency: 'EUR' });
    window.trova?.track('add-to-cart', { objectIDs: ['SKU-9'] });
    window.dispatchEvent(new Event('pagehide'));
    const sent = vi
      .mocked(fetchImpl)
      .mock.calls.slice(1)
      .flatMap((call) => {
        const init = (call as unknown as [string, RequestInit])[1];
        return (JSON.parse(init.body as string) as { events: { kind: string }[] }).events;
      });
    expect(sent).toEqual([
      expect.objectContaining({ kind: 'page-view' }),
      expect.objectContaining({ kind: 'purchase', queryID }),
      expect.not.objectContaining({ queryID: expect.anything() as unknown }),
    ]);
  });
});
