import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../scripts/lib/chromium';
import { buildLayer } from '../scripts/build-layer';
import { showcaseConfiguration } from '../src/showcase/showcase.fixtures';
import { plainPage } from './pages.fixtures';
import { stubProducts } from './stub-shop.fixtures';
import { startStubShop, type StubShop } from './stub-shop.server';

/*
 * The whole barcode path on a phone-sized page: Chromium's fake camera plays a picture of an
 * EAN-13, the overlay has no BarcodeDetector there (Linux), so it loads scan.js and ZXing's wasm
 * from the layer folder, reads the code, searches it and opens the one product that carries it.
 */

const EAN = '4006381333931';
const WIDTH = 640;
const HEIGHT = 480;

/** The EAN-13 modules of `code`: '1' a black bar, '0' a white one (guards included). */
function ean13Bits(code: string): string {
  const L = ['0001101', '0011001', '0010011', '0111101', '0100011'];
  L.push('0110001', '0101111', '0111011', '0110111', '0001011');
  const G = ['0100111', '0110011', '0011011', '0100001', '0011101'];
  G.push('0111001', '0000101', '0010001', '0001001', '0010111');
  const R = L.map((bits) => bits.replace(/./g, (bit) => (bit === '1' ? '0' : '1')));
  const parity = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG'];
  parity.push('LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL');
  const digits = [...code].map(Number);
  const pattern = parity[digits[0] ?? 0] ?? '';
  const left = digits.slice(1, 7).map((d, i) => (pattern[i] === 'L' ? L : G)[d]);
  const right = digits.slice(7).map((d) => R[d]);
  return `101${left.join('')}01010${right.join('')}101`;
}

/** One 4:2:0 frame of the barcode on white, as the fake camera's Y4M file (it loops it). */
function barcodeVideo(file: string): void {
  const bits = ean13Bits(EAN);
  const module = 4;
  const left = Math.floor((WIDTH - bits.length * module) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let y = 140; y < 340; y++) {
    for (let x = 0; x < bits.length * module; x++) {
      if (bits[Math.floor(x / module)] === '1') luma[y * WIDTH + left + x] = 0;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const header = `YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`;
  fs.writeFileSync(file, Buffer.concat([Buffer.from(header), luma, chroma]));
}

let outRoot: string;
let shop: StubShop;
let browser: Browser;

beforeAll(async () => {
  outRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-layer-scan-'));
  const video = path.join(outRoot, 'barcode.y4m');
  barcodeVideo(video);
  const built = await buildLayer(path.join(outRoot, 'dist'));
  shop = await startStubShop({
    layerDir: built.dir,
    version: built.version,
    pages: { '/plain': plainPage(built.version) },
    configuration: () => showcaseConfiguration(),
    products: (origin) => {
      const [first, ...rest] = stubProducts(origin);
      if (!first) return rest;
      // The stub searches titles, so the scanned product's title carries its code.
      const scanned = {
        ...first,
        header: { ...first.header, externalId: 'ean-product' },
        data: { ...first.data, title: `Boxed shoe ${EAN}`, gtin: EAN, url: `${origin}/p/ean` },
      };
      return [scanned, ...rest];
    },
  });
  browser = await launchChromium([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
  fs.rmSync(outRoot, { recursive: true, force: true });
});

describe('the barcode scanner in Chromium', () => {
  it('reads an EAN from the camera and opens the one product carrying it', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${shop.origin}/plain`);
    await page.waitForFunction(() => typeof window.trova?.open === 'function');
    await page.focus('#shop-search');
    await page.getByRole('button', { name: 'Scan a barcode' }).click();
    await page.waitForURL(`${shop.origin}/p/ean`, { timeout: 20_000 });
    expect(shop.searches.map((search) => search.q)).toContain(EAN);
    expect(requested.some((url) => url.endsWith('/zxing_reader.wasm'))).toBe(true);
    // Only the showcase's own images (the shop's CDN in the fixture) come from elsewhere.
    const elsewhere = requested.filter((url) => !url.startsWith(shop.origin));
    expect(elsewhere.filter((url) => !url.startsWith('https://cdn.shop.example/'))).toEqual([]);
    await page.close();
  });
});
