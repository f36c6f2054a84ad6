import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../scripts/lib/chromium';
import { AXE_SOURCE } from './axe.fixtures';
import { buildLayer } from '../scripts/build-layer';
import { showcaseConfiguration } from '../src/showcase/showcase.fixtures';
import { plainPage } from './pages.fixtures';
import { stubProducts } from './stub-shop.fixtures';
import { startStubShop, type StubShop } from './stub-shop.server';

/*
 * The empty-box screen and the scanner's ZXing fallback in real Chromium: axe over the showcase,
 * and scan.js decoding an EAN-13 with the WebAssembly served from the layer's own folder.
 */

let outRoot: string;
let shop: StubShop;
let browser: Browser;
let version: string;

beforeAll(async () => {
  outRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-layer-showcase-'));
  const built = await buildLayer(outRoot);
  version = built.version;
  shop = await startStubShop({
    layerDir: built.dir,
    version: built.version,
    pages: { '/plain': plainPage(built.version) },
    configuration: () => {
      const config = showcaseConfiguration();
      // Chromium has speech recognition, so the microphone is part of what axe checks.
      config.layout.language = { isActive: true, languageType: 'default', language: 'en-GB' };
      return config;
    },
    products: stubProducts,
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
  fs.rmSync(outRoot, { recursive: true, force: true });
});

async function plain(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${shop.origin}/plain`);
  await page.waitForFunction(() => typeof window.trova?.open === 'function');
  return page;
}

/** Draws EAN-13 `code` as black bars (4 px a module, quiet zones) and returns its pixels. */
function drawEan13(code: string): ImageData {
  const L = [
    '0001101',
    '0011001',
    '0010011',
    '0111101',
    '0100011',
    '0110001',
    '0101111',
    '0111011',
    '0110111',
    '0001011',
  ];
  const G = [
    '0100111',
    '0110011',
    '0011011',
    '0100001',
    '0011101',
    '0111001',
    '0000101',
    '0010001',
    '0001001',
    '0010111',
  ];
  const R = L.map((bits) => [...bits].map((bit) => (bit === '1' ? '0' : '1')).join(''));
  const parity = [
    'LLLLLL',
    'LLGLGG',
    'LLGGLG',
    'LLGGGL',
    'LGLLGG',
    'LGGLLG',
    'LGGGLL',
    'LGLGLG',
    'LGLGGL',
    'LGGLGL',
  ];
  const digits = [...code].map(Number);
  const pattern = parity[digits[0] ?? 0] ?? '';
  let bits = '101';
  digits.slice(1, 7).forEach((d, i) => (bits += (pattern[i] === 'L' ? L : G)[d]));
  bits += '01010';
  digits.slice(7).forEach((d) => (bits += R[d]));
  bits += '101';
  const module = 4;
  const canvas = document.createElement('canvas');
  canvas.width = (bits.length + 20) * module;
  canvas.height = 160;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  [...bits].forEach(
    (bit, i) => bit === '1' && context.fillRect((10 + i) * module, 20, module, 120),
  );
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

describe('the empty box and the scanner in Chromium', () => {
  it('shows the showcase and the microphone with no serious accessibility violations', async () => {
    const page = await plain();
    await page.focus('#shop-search');
    await page.getByRole('heading', { name: 'Popular searches' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Categories' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Search by voice' }).count()).toBe(1);
    await page.addScriptTag({ content: AXE_SOURCE });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Document,
            ) => Promise<{ violations: { id: string; impact: string | null }[] }>;
          };
        }
      ).axe;
      const results = await axe.run(document);
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id);
    });
    expect(violations).toEqual([]);
    await page.close();
  });

  it('decodes an EAN-13 with scan.js, fetching ZXing’s wasm from the layer folder only', async () => {
    const page = await plain();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const base = `${shop.origin}/layer/${version}/`;
    // The drawing runs in the page: its source is added as a script, not evaluated from a string.
    await page.addScriptTag({ content: `window.drawEan13 = ${drawEan13.toString()};` });
    const text = await page.evaluate(async (base) => {
      type Factory = (assetBase: string) => {
        decode(image: ImageData): Promise<string | undefined>;
      };
      const draw = (window as unknown as { drawEan13: (code: string) => ImageData }).drawEan13;
      const factory = await new Promise<Factory>((resolve) => {
        const trova = window.trova as NonNullable<typeof window.trova>;
        trova._scan = resolve;
        const script = document.createElement('script');
        script.src = `${base}scan.js`;
        document.head.append(script);
      });
      return factory(base).decode(draw('4006381333931'));
    }, base);
    expect(text).toBe('4006381333931');
    expect(requested).toContain(`${base}zxing_reader.wasm`);
    expect(requested.filter((url) => !url.startsWith(shop.origin))).toEqual([]);
    await page.close();
  });
});
