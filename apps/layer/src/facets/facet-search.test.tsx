// @vitest-environment jsdom
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sync } from '../../test/facet.fixtures';
import {
  parseSearchUrl,
  stubConfiguration,
  stubProducts,
  stubSearch,
} from '../../test/stub-shop.fixtures';
import { OverlayApp } from '../overlay/overlay-app';

const ORIGIN = 'https://t.example';
const roots: ShadowRoot[] = [];

/** The overlay on the stub shop (brand and price facets), opened on "shoe". */
function open() {
  const urls: string[] = [];
  const fetchImpl = vi.fn((input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : input.toString();
    urls.push(url);
    const body = stubSearch(stubProducts(ORIGIN), parseSearchUrl(url));
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  roots.push(root);
  const config = stubConfiguration({ facets: ['brand', 'price'] });
  sync(() =>
    render(
      <OverlayApp
        context={{
          config,
          apiOrigin: ORIGIN,
          assetBase: `${ORIGIN}/layer/0.1.0/`,
          previewToken: undefined,
          onClose: vi.fn(),
        }}
        session={{ query: 'shoe', opener: null, searchNow: true, device: 'desktop' }}
        onClose={vi.fn()}
        fetchImpl={fetchImpl}
        navigate={vi.fn()}
      />,
      root,
    ),
  );
  const last = () => parseSearchUrl(urls[urls.length - 1] ?? '');
  const until = (check: () => void) => vi.waitFor(check, { timeout: 2000, interval: 20 });
  return { root, last, until };
}

afterEach(() => {
  for (const root of roots.splice(0)) render(null, root);
  document.body.replaceChildren();
});

describe('facets in the overlay', () => {
  it('searches a price range from the slider, shows it as a chip, and drops it from the chip', async () => {
    const ui = open();
    const thumbs = () => [...ui.root.querySelectorAll<HTMLInputElement>('input[type="range"]')];
    await ui.until(() => expect(thumbs()).toHaveLength(2));
    const to = thumbs()[1];
    sync(() => {
      if (!to) return;
      to.value = '60';
      to.dispatchEvent(new Event('input', { bubbles: true }));
      to.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await ui.until(() => expect(ui.last().filters).toEqual([[{ price: { to: 60 } }]]));
    const chip = () => ui.root.querySelector<HTMLButtonElement>('.tv-chip');
    await ui.until(() => expect(chip()?.textContent).toBe('Remove filter price: up to 60.00 ×'));
    // The slider keeps the bounds seen before its own range narrowed the answer.
    expect(thumbs()[1]?.max).toBe('90');
    sync(() => chip()?.click());
    await ui.until(() => expect(ui.last().filters).toEqual([]));
  });
});
