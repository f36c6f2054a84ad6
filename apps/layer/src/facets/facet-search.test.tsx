// @vitest-environment jsdom
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sync } from '../../test/facet.fixtures';
import { parseSearchUrl, stubConfiguration, stubSearchFetch } from '../../test/stub-shop.fixtures';
import { OverlayApp } from '../overlay/overlay-app';

const ORIGIN = 'https://t.example';
const roots: ShadowRoot[] = [];

/** The overlay on the stub shop (brand and price facets), opened on "shoe". */
function open() {
  const { urls, fetchImpl } = stubSearchFetch(ORIGIN);
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
  const thumbs = () => [...root.querySelectorAll<HTMLInputElement>('input[type="range"]')];
  const move = (thumb: number, value: number) =>
    sync(() => {
      const input = thumbs()[thumb];
      if (!input) return;
      input.value = String(value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
  return { root, last, until, thumbs, move };
}

afterEach(() => {
  for (const root of roots.splice(0)) render(null, root);
  document.body.replaceChildren();
});

describe('facets in the overlay', () => {
  it('searches a price range from the slider, shows it as a chip, and drops it from the chip', async () => {
    const ui = open();
    await ui.until(() => expect(ui.thumbs()).toHaveLength(2));
    ui.move(1, 60);
    await ui.until(() => expect(ui.last().filters).toEqual([[{ price: { to: 60 } }]]));
    const chip = () => ui.root.querySelector<HTMLButtonElement>('.tv-chip');
    await ui.until(() => expect(chip()?.textContent).toBe('Remove filter Price: up to 60.00 ×'));
    await ui.until(() =>
      expect(ui.root.querySelector('.tv-count-total')?.textContent).toBe('4 results'),
    );
    // The slider keeps the bounds seen before its own range narrowed the answer.
    expect(ui.thumbs()[1]?.max).toBe('90');
    sync(() => chip()?.click());
    await ui.until(() => expect(ui.last().filters).toEqual([]));
  });

  it('keeps the chips of a range that found nothing, so the shopper can undo it', async () => {
    const ui = open();
    await ui.until(() => expect(ui.thumbs()).toHaveLength(2));
    ui.move(0, 45);
    await ui.until(() => expect(ui.last().filters).toEqual([[{ price: { from: 45 } }]]));
    ui.move(1, 55);
    await ui.until(() => expect(ui.last().filters).toEqual([[{ price: { from: 45, to: 55 } }]]));
    await ui.until(() =>
      expect(ui.root.querySelector('[role="status"]')?.textContent).toBe('No results for “shoe”'),
    );
    const chip = () => ui.root.querySelector<HTMLButtonElement>('.tv-chip');
    expect(chip()?.textContent).toBe('Remove filter Price: 45.00 – 55.00 ×');
    sync(() => chip()?.click());
    await ui.until(() =>
      expect(ui.root.querySelector('.tv-count-total')?.textContent).toBe('7 results'),
    );
  });
});
