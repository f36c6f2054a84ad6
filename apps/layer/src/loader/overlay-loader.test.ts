// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OverlayMount, TrovaGlobal } from '../protocol/layer-protocol';
import { overlayLoader } from './overlay-loader';

const trova = (): TrovaGlobal => ({ q: [], track: vi.fn(), open: vi.fn(), lastQueryId: vi.fn() });

afterEach(() => document.head.replaceChildren());

describe('overlayLoader', () => {
  it('adds overlay.js (and preloads overlay.css) from the version folder once, and resolves with its mount', async () => {
    const global = trova();
    const load = overlayLoader(document, 'https://t.example/layer/0.1.0/', global);
    const first = load();
    const second = load();
    const scripts = document.head.querySelectorAll('script');
    expect([...scripts].map((s) => s.src)).toEqual(['https://t.example/layer/0.1.0/overlay.js']);
    const preload = document.head.querySelector('link');
    expect(preload).toMatchObject({
      rel: 'preload',
      as: 'style',
      href: 'https://t.example/layer/0.1.0/overlay.css',
    });
    const mount: OverlayMount = vi.fn();
    global._overlay?.(mount);
    expect(await first).toBe(mount);
    expect(await second).toBe(mount);
  });

  it('warns, answers no mount, and tries again on a later call when the script failed to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = overlayLoader(document, 'https://t.example/layer/latest/', trova());
    const failed = load();
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(await failed).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Trova: the search overlay could not be loaded');
    void load();
    expect(document.head.querySelectorAll('script')).toHaveLength(2);
    warn.mockRestore();
  });
});
