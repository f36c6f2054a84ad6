// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubConfiguration } from '../../test/stub-shop.fixtures';
import type { OverlayContext, OverlayController } from '../protocol/layer-protocol';
import { HOST_TAG, mountOverlay } from './mount-overlay';

const context = (onClose: () => void): OverlayContext => ({
  config: stubConfiguration(),
  apiOrigin: 'https://t.example',
  assetBase: 'https://t.example/layer/0.1.0/',
  previewToken: undefined,
  onClose,
});

const noSearch = vi.fn(() =>
  Promise.reject(new Error('no search in this test')),
) as unknown as typeof fetch;

function setup() {
  document.body.innerHTML = '<input id="shop-search">';
  const opener = document.getElementById('shop-search') as HTMLInputElement;
  let styled: () => void = () => undefined;
  const stylesheetReady = () => new Promise<void>((resolve) => (styled = resolve));
  const onClose = vi.fn();
  const controller = mountOverlay(context(onClose), { stylesheetReady, fetchImpl: noSearch });
  mounted.push(controller);
  const host = document.querySelector(HOST_TAG) as HTMLElement;
  const root = host.shadowRoot as ShadowRoot;
  return { onClose, controller, host, root, opener, styled: () => styled() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Every overlay a test opened: closed after it, so no Preact effect outlives the jsdom window. */
const mounted: OverlayController[] = [];

beforeEach(() => {
  window.matchMedia = vi.fn(() => ({ matches: false }) as MediaQueryList);
});
afterEach(async () => {
  for (const controller of mounted.splice(0)) controller.close();
  await settle();
  document.body.replaceChildren();
});

describe('mountOverlay', () => {
  it('adds one host with an open shadow root that links the overlay stylesheet inside it', () => {
    const { host, root } = setup();
    expect(document.querySelectorAll(HOST_TAG)).toHaveLength(1);
    expect(root.querySelector('link')?.getAttribute('href')).toBe(
      'https://t.example/layer/0.1.0/overlay.css',
    );
    expect(document.head.querySelector('link')).toBeNull();
    expect(host.style.getPropertyValue('display')).toBe('none');
  });

  it('shows the overlay only once its stylesheet is ready', async () => {
    const { controller, host, root, opener, styled } = setup();
    controller.open({ query: 'sho', opener, searchNow: false });
    await settle();
    expect(root.querySelector('[role="combobox"]')).toBeNull();
    styled();
    await settle();
    expect(host.hasAttribute('data-open')).toBe(true);
    expect(host.style.getPropertyValue('display')).toBe('');
    expect(root.querySelector<HTMLInputElement>('[role="combobox"]')?.value).toBe('sho');
  });

  it('takes over what the shopper kept typing in the shop’s box while the overlay loaded', async () => {
    const { controller, root, opener, styled } = setup();
    opener.focus();
    opener.value = 's';
    controller.open({ query: 's', opener, searchNow: false, typing: opener });
    // Keystrokes after the loader asked to open, until the overlay takes the cursor.
    opener.value = 'scarpe da trekking';
    opener.setSelectionRange(6, 6);
    styled();
    await settle();
    await settle();
    const box = root.querySelector<HTMLInputElement>('[role="combobox"]');
    expect(box?.value).toBe('scarpe da trekking');
    // Focus and caret move in Preact's effect, after the overlay is painted.
    await vi.waitFor(() => expect(root.activeElement).toBe(box));
    expect([box?.selectionStart, box?.selectionEnd]).toEqual([6, 6]);
  });

  it('closes on Escape: hides, tells the loader, and gives focus back to the shop’s box', async () => {
    const { controller, onClose, host, root, opener, styled } = setup();
    styled();
    controller.open({ query: '', opener, searchNow: false });
    await settle();
    root
      .querySelector('[role="combobox"]')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(host.hasAttribute('data-open')).toBe(false);
    expect(root.querySelector('[role="combobox"]')).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(opener);
  });

  it('ignores further opens from the shop’s box while open, but takes an explicit query', async () => {
    const { controller, root, opener, styled } = setup();
    styled();
    controller.open({ query: 'sho', opener, searchNow: false });
    await settle();
    controller.open({ query: 'other', opener, searchNow: false });
    await settle();
    expect(root.querySelector<HTMLInputElement>('[role="combobox"]')?.value).toBe('sho');
    const host = document.querySelector<HTMLElement>(HOST_TAG);
    controller.open({ query: 'boots', opener: host, searchNow: true });
    await settle();
    expect(root.querySelector<HTMLInputElement>('[role="combobox"]')?.value).toBe('boots');
    controller.close();
    expect(document.activeElement).toBe(opener);
  });
});
