import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLayer, layerVersion, type LayerBuild } from './build-layer';

/** The size budget of apps/layer/DESIGN.md#size-budget, in gzip bytes. */
const BUDGET = {
  loader: 3 * 1024,
  overlay: 25 * 1024,
  stylesheet: 6 * 1024,
  merch: 4 * 1024,
  embed: 12 * 1024,
};

let outRoot: string;
let built: LayerBuild;

beforeAll(async () => {
  outRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-layer-build-'));
  built = await buildLayer(outRoot);
});
afterAll(() => fs.rmSync(outRoot, { recursive: true, force: true }));

const read = (file: string) => fs.readFileSync(file);

describe('buildLayer', () => {
  it('writes loader, overlay, stylesheet, scanner and its wasm, merch and the embed into the folder of the package version', () => {
    expect(built.dir).toBe(path.join(outRoot, layerVersion()));
    expect(fs.readdirSync(built.dir).sort()).toEqual([
      'embed-1.0.0.js',
      'embed-1.0.0.js.map',
      'loader.js',
      'loader.js.map',
      'merch.js',
      'merch.js.map',
      'overlay.css',
      'overlay.css.map',
      'overlay.js',
      'overlay.js.map',
      'scan.js',
      'scan.js.map',
      'zxing_reader.wasm',
    ]);
  });

  it('stays within the size budget', () => {
    expect(gzipSync(read(built.loader), { level: 9 }).length).toBeLessThanOrEqual(BUDGET.loader);
    expect(gzipSync(read(built.overlay), { level: 9 }).length).toBeLessThanOrEqual(BUDGET.overlay);
    expect(gzipSync(read(built.stylesheet), { level: 9 }).length).toBeLessThanOrEqual(
      BUDGET.stylesheet,
    );
    expect(gzipSync(read(built.merch), { level: 9 }).length).toBeLessThanOrEqual(BUDGET.merch);
    expect(gzipSync(read(built.embed), { level: 9 }).length).toBeLessThanOrEqual(BUDGET.embed);
  });

  it('builds merch.js on the overlay’s Preact, and the embed with its own', () => {
    const merch = read(built.merch).toString();
    // Preact's vnode marker: a copy of Preact would bring it.
    expect(merch).not.toContain('Symbol.for("pv")');
    expect(merch).toContain('_preact');
    expect(read(built.embed).toString()).toContain('Symbol.for("pv")');
    expect(read(built.embed).toString()).toContain('trova-recommendation');
  });

  it('bundles classic scripts with no imports, no zod and no third-party URL', () => {
    const scripts = [built.loader, built.overlay, built.scan, built.merch, built.embed];
    for (const file of scripts) {
      const code = read(file).toString();
      expect(code).not.toMatch(/^\s*import\s|\bimport\(/m);
      // The contracts' zod schemas must never reach a storefront (see DESIGN.md#size-budget).
      expect(code).not.toContain('ZodError');
    }
    for (const file of scripts) {
      const code = read(file).toString();
      // Only XML namespaces (SVG), never an address the browser would fetch.
      for (const url of code.match(/https?:\/\/[^"'`\s)]+/g) ?? []) {
        expect(url).toMatch(/^http:\/\/www\.w3\.org\//);
      }
    }
  });

  it('keeps ZXing out of overlay.js and serves its wasm from the layer folder itself', () => {
    // A binding name ZXing calls by property, so minification keeps it.
    expect(read(built.scan).toString()).toContain('readBarcodesFromPixmap');
    expect(read(built.overlay).toString()).not.toContain('readBarcodesFromPixmap');
    const wasm = read(built.zxingWasm);
    // WebAssembly magic number: the real module was copied, not a pointer or an empty file.
    expect([...wasm.subarray(0, 4)]).toEqual([0x00, 0x61, 0x73, 0x6d]);
  });
});
