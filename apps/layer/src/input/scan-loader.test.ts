// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScanDecoderFactory, TrovaGlobal } from '../protocol/layer-protocol';
import { loadScanDecoder, resetScanLoader } from './scan-loader';

const BASE = 'https://t.example/layer/0.1.0/';
const trova = (): TrovaGlobal => ({ q: [], track: vi.fn(), open: vi.fn(), lastQueryId: vi.fn() });
const scripts = () => [...document.head.querySelectorAll('script')];

afterEach(() => {
  resetScanLoader();
  document.head.replaceChildren();
});

describe('loadScanDecoder', () => {
  it('adds scan.js from the layer folder once and resolves with what it hands back', async () => {
    const global = trova();
    const first = loadScanDecoder(document, BASE, global);
    const second = loadScanDecoder(document, BASE, global);
    expect(scripts().map((script) => script.src)).toEqual([`${BASE}scan.js`]);
    const factory: ScanDecoderFactory = () => ({ decode: () => Promise.resolve('123') });
    global._scan?.(factory);
    await expect(first).resolves.toBe(factory);
    await expect(second).resolves.toBe(factory);
  });

  it('rejects when scan.js cannot be loaded, and tries again on the next tap', async () => {
    const global = trova();
    const failed = loadScanDecoder(document, BASE, global);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('could not be loaded');
    void loadScanDecoder(document, BASE, global);
    expect(scripts()).toHaveLength(2);
  });

  it('rejects without the layer global', async () => {
    await expect(loadScanDecoder(document, BASE, undefined)).rejects.toThrow();
  });
});
