// @vitest-environment jsdom
import type { SearchResponse } from '@trova/contracts';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubConfiguration, stubProducts } from '../../test/stub-shop.fixtures';
import { OverlayApp } from '../overlay/overlay-app';

const sync = (interaction: () => void) => void act(interaction);
const ORIGIN = 'https://t.example';
const EAN = '4006381333931';
const rendered: ShadowRoot[] = [];
const track = { stop: vi.fn() };
let frames: string[][] = [];

/** One product carrying the EAN when the search is the EAN; `count` makes the answer wider. */
function answer(q: string, count: number): SearchResponse {
  const [hit] = stubProducts(ORIGIN);
  if (!hit || q !== EAN) return { results: [], results_count: 0, stats: {} };
  return {
    results: [{ ...hit, data: { ...hit.data, gtin: EAN } }],
    results_count: count,
    stats: {},
  };
}

interface Options {
  count?: number;
  getUserMedia?: () => Promise<unknown>;
  barcode?: boolean;
  device?: 'mobile' | 'desktop';
}

function open(options: Options = {}) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: vi.fn(
        options.getUserMedia ?? (() => Promise.resolve({ getTracks: () => [track] })),
      ),
    },
  });
  const config = stubConfiguration();
  config.layout.mobile = { ...config.layout.mobile, barcode: options.barcode ?? true, typing: 1 };
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  rendered.push(root);
  const urls: string[] = [];
  const fetchImpl = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    urls.push(url.href);
    const body = answer(url.searchParams.get('q') ?? '', options.count ?? 1);
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  }) as unknown as typeof fetch;
  const navigate = vi.fn();
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
        session={{ query: '', opener: null, searchNow: false, device: options.device ?? 'mobile' }}
        onClose={vi.fn()}
        fetchImpl={fetchImpl}
        navigate={navigate}
      />,
      root,
    );
  });
  const scanButton = () =>
    [...root.querySelectorAll('button')].find((b) => b.textContent === 'Scan a barcode');
  const until = (check: () => void) => vi.waitFor(check, { timeout: 3000, interval: 20 });
  return { root, scanButton, until, urls, navigate };
}

beforeEach(() => {
  frames = [[], [EAN]];
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      static getSupportedFormats = () => Promise.resolve(['ean_13', 'ean_8', 'upc_a', 'upc_e']);
      detect = () => Promise.resolve((frames.shift() ?? []).map((rawValue) => ({ rawValue })));
    },
  );
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  track.stop.mockClear();
});

afterEach(() => {
  for (const root of rendered.splice(0)) sync(() => render(null, root));
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('barcode scan', () => {
  it('is offered on mobile only when the mobile layout switches it on', () => {
    expect(open().scanButton()).toBeDefined();
    expect(open({ barcode: false }).scanButton()).toBeUndefined();
    expect(open({ device: 'desktop' }).scanButton()).toBeUndefined();
  });

  it('opens the product when the code matches exactly one product, and stops the camera', async () => {
    const ui = open();
    sync(() => ui.scanButton()?.click());
    expect(ui.root.querySelector('.tv-scan h2')?.textContent).toBe('Scan a barcode');
    await ui.until(() => expect(ui.navigate).toHaveBeenCalledWith(`${ORIGIN}/p/sku-1`, false));
    // "Barcode … found, searching" holds only until the answer: then the results speak.
    expect(ui.root.querySelector('.tv-note')?.textContent).toBe('');
    expect(new URL(ui.urls[0] ?? '').searchParams.get('q')).toBe(EAN);
    expect(track.stop).toHaveBeenCalled();
    expect(ui.root.querySelector('.tv-scan')).toBeNull();
    expect(ui.root.querySelector('[role="combobox"]')).toHaveProperty('value', EAN);
  });

  it('shows the results as a search when the code matches more than one product', async () => {
    const ui = open({ count: 2 });
    sync(() => ui.scanButton()?.click());
    await ui.until(() => expect(ui.root.querySelectorAll('[role="option"]')).toHaveLength(1));
    expect(ui.navigate).not.toHaveBeenCalled();
  });

  it('says so when the camera is refused, and Cancel closes the scanner', async () => {
    const ui = open({
      getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    });
    sync(() => ui.scanButton()?.click());
    expect(ui.root.activeElement?.textContent).toBe('Cancel');
    await ui.until(() =>
      expect(ui.root.querySelector('.tv-scan [aria-live]')?.textContent).toContain('allow it'),
    );
    const cancel = [...ui.root.querySelectorAll('button')].find((b) => b.textContent === 'Cancel');
    sync(() => cancel?.click());
    expect(ui.root.querySelector('.tv-scan')).toBeNull();
    expect(ui.root.activeElement).toBe(ui.root.querySelector('[role="combobox"]'));
  });
});
