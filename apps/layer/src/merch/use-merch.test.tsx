// @vitest-environment jsdom
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sync } from '../../test/facet.fixtures';
import { resetChunks } from '../overlay/chunk-loader';
import type { MerchModule } from '../protocol/layer-protocol';
import { merchModule } from './merch-module';
import { useMerch } from './use-merch';

const BASE = 'https://t.example/layer/0.1.0/';
let seen: MerchModule | undefined;
const report = (merch: MerchModule | undefined) => {
  seen = merch;
};

function Probe({ needed }: { needed: boolean }) {
  report(useMerch(needed, BASE));
  return null;
}

afterEach(() => {
  sync(() => render(null, document.body));
  resetChunks();
  document.head.replaceChildren();
  delete window.trova;
  seen = undefined;
});

describe('useMerch', () => {
  it('loads merch.js only once needed, handing it the overlay’s Preact first', async () => {
    window.trova = { q: [], track: vi.fn(), open: vi.fn(), lastQueryId: vi.fn() };
    sync(() => render(<Probe needed={false} />, document.body));
    expect(document.head.querySelector('script')).toBeNull();
    sync(() => render(<Probe needed />, document.body));
    expect([...document.head.querySelectorAll('script')].map((s) => s.src)).toEqual([
      `${BASE}merch.js`,
    ]);
    expect(Object.keys(window.trova._preact ?? {})).toEqual([
      'jsx',
      'useState',
      'useEffect',
      'useRef',
    ]);
    sync(() => window.trova?._merch?.(merchModule));
    await vi.waitFor(() => expect(seen).toBe(merchModule));
  });

  it('stays without banners and recommendations when merch.js cannot load', async () => {
    window.trova = { q: [], track: vi.fn(), open: vi.fn(), lastQueryId: vi.fn() };
    sync(() => render(<Probe needed />, document.body));
    sync(() => document.head.querySelector('script')?.dispatchEvent(new Event('error')));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toBeUndefined();
  });
});
