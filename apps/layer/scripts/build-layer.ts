import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { EXTERNAL_WIDGET_FILE } from '@trova/contracts';
import { build, type BuildOptions, type Plugin } from 'esbuild';

export const layerRoot = path.resolve(import.meta.dirname, '..');

/**
 * Storefront browsers the bundles are lowered for, and CSS features older Safari lacks (such as
 * `inset`) rewritten. Shops cannot choose their shoppers' browsers. No ES level besides them:
 * they all parse `??`, which an ES2019 floor rewrote into longer code in every bundle.
 */
export const LAYER_TARGETS = ['chrome80', 'edge88', 'firefox78', 'safari14.1'];

/**
 * zxing-wasm's default `locateFile` fetches its wasm from a public CDN. The layer always overrides
 * it (src/input/zxing-decoder.ts), and storefronts must never depend on a third party, so the
 * default address is removed from the bundle: should the override ever be lost, the scanner fails
 * rather than quietly calling the CDN. The build test checks that no such address is left.
 */
const noZxingCdn: Plugin = {
  name: 'no-zxing-cdn',
  setup(esbuild) {
    esbuild.onLoad({ filter: /zxing-wasm[\\/]dist[\\/]es[\\/]share\.js$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      return { contents: source.replace(/`https:\/\/[^`]*`/g, '""'), loader: 'js' };
    });
  },
};

/**
 * `merch.js` renders inside the overlay's Preact tree, so it must use the overlay's Preact rather
 * than a copy of its own (hooks belong to one instance): its Preact imports become the runtime the
 * overlay hands over in `window.trova._preact` (src/merch/use-merch.ts) before loading it.
 */
const overlayPreact: Plugin = {
  name: 'overlay-preact',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^preact(\/hooks|\/jsx-runtime)?$/ }, (args) => ({
      path: args.path,
      namespace: 'overlay-preact',
    }));
    esbuild.onLoad({ filter: /.*/, namespace: 'overlay-preact' }, () => ({
      contents:
        'const p = (window.trova && window.trova._preact) || {};\n' +
        'export const { jsx, useState, useEffect, useRef } = p;\n' +
        'export const jsxs = p.jsx;\n',
      loader: 'js',
    }));
  },
};

export interface LayerBuild {
  version: string;
  /** `<outRoot>/<version>/`. */
  dir: string;
  loader: string;
  overlay: string;
  stylesheet: string;
  /** The barcode scanner's ZXing fallback, loaded only when a shopper taps scan. */
  scan: string;
  /** ZXing's WebAssembly beside it, so no storefront fetches it from a third-party CDN. */
  zxingWasm: string;
  /** Banners and in-layer recommendations, loaded by the overlay when needed. */
  merch: string;
  /** The external recommendations' embed script (EXTERNAL_WIDGET_FILE), for any shop page. */
  embed: string;
}

export function layerVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(layerRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/**
 * Builds `loader.js`, `overlay.js`, `overlay.css`, `scan.js`, `merch.js` and the embed script
 * (with source maps) and copies
 * zxing-wasm's reader WebAssembly into
 * `<outRoot>/<version>/`, the folder the server serves as `/layer/<version>/` (and as
 * `/layer/latest/`). Classic scripts (IIFE): the loader is pasted into any storefront.
 */
export async function buildLayer(outRoot = path.join(layerRoot, 'dist')): Promise<LayerBuild> {
  const version = layerVersion();
  const dir = path.join(outRoot, version);
  fs.rmSync(dir, { recursive: true, force: true });
  const common: BuildOptions = {
    absWorkingDir: layerRoot,
    outdir: dir,
    bundle: true,
    format: 'iife',
    minify: true,
    sourcemap: true,
    target: LAYER_TARGETS,
    jsx: 'automatic',
    jsxImportSource: 'preact',
    logLevel: 'warning',
  };
  const embed = EXTERNAL_WIDGET_FILE.replace(/\.js$/, '');
  await Promise.all([
    build({
      ...common,
      entryPoints: [
        { in: 'src/loader/loader-entry.ts', out: 'loader' },
        { in: 'src/overlay/overlay-entry.ts', out: 'overlay' },
        { in: 'src/overlay/overlay.css', out: 'overlay' },
        { in: 'src/input/scan-entry.ts', out: 'scan' },
      ],
      plugins: [noZxingCdn],
    }),
    build({
      ...common,
      entryPoints: [{ in: 'src/merch/merch-entry.ts', out: 'merch' }],
      plugins: [overlayPreact],
    }),
    // Stylesheets as text: the embed puts them in each element's shadow root.
    build({
      ...common,
      entryPoints: [{ in: 'src/embed/embed-entry.ts', out: embed }],
      loader: { '.css': 'text' },
    }),
  ]);
  const zxingWasm = path.join(dir, 'zxing_reader.wasm');
  const resolve = createRequire(path.join(layerRoot, 'package.json')).resolve;
  fs.copyFileSync(resolve('zxing-wasm/reader/zxing_reader.wasm'), zxingWasm);
  return {
    version,
    dir,
    loader: path.join(dir, 'loader.js'),
    overlay: path.join(dir, 'overlay.js'),
    stylesheet: path.join(dir, 'overlay.css'),
    scan: path.join(dir, 'scan.js'),
    zxingWasm,
    merch: path.join(dir, 'merch.js'),
    embed: path.join(dir, EXTERNAL_WIDGET_FILE),
  };
}
