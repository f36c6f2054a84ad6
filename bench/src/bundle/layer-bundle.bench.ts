import fs from 'node:fs';
import path from 'node:path';
import { EXTERNAL_WIDGET_FILE } from '@trova/contracts';
import { ensureLayerBuild, layerDist, layerVersion } from '../../../scripts/lib/layer-build';
import { writeResults } from '../support/results';
import {
  measureFirstResults,
  type FirstResultsOptions,
  type FirstResultsReport,
} from './layer-first-results';
import { measureWireBytes } from './layer-wire';

/**
 * The storefront layer's size budget (apps/layer/DESIGN.md#size-budget), KB by compressed transfer
 * size: the bytes the real server sends for `Accept-Encoding: br` (and, checked too, `gzip`).
 */
export const LAYER_TARGETS_KB = { loader: 3, overlay: 25, css: 6, merch: 4, embed: 12 } as const;

export interface LayerFileSize {
  file: string;
  /** What the file is for, as printed. */
  role: string;
  rawBytes: number;
  /** Bytes on the wire from the real server, per Accept-Encoding (layer-wire.ts). */
  brBytes: number;
  gzipBytes: number;
  targetKB: number;
  /** Within the target in brotli (what browsers over HTTPS get) and in gzip. */
  pass: { br: boolean; gzip: boolean };
}

export interface LayerBundleReport {
  version: string;
  /** loader (every page), overlay js + css (first use), merch (banners), the embed script. */
  sizes: LayerFileSize[];
  /** Focus on the shop's box → first products drawn, cold overlay, median (layer-first-results.ts). */
  firstResultsMs?: number;
  firstResults?: FirstResultsReport;
  targetsKB: typeof LAYER_TARGETS_KB;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;

const FILES: readonly { file: string; role: string; target: keyof typeof LAYER_TARGETS_KB }[] = [
  { file: 'loader.js', role: 'every page', target: 'loader' },
  { file: 'overlay.js', role: 'first use', target: 'overlay' },
  { file: 'overlay.css', role: 'first use', target: 'css' },
  { file: 'merch.js', role: 'banners, recommendations', target: 'merch' },
  { file: EXTERNAL_WIDGET_FILE, role: 'external pages', target: 'embed' },
];

/**
 * Builds the layer from the current sources and measures what a storefront downloads: each file
 * fetched from the real server with `Accept-Encoding: br` and `gzip` (the bytes on the wire, as
 * the server compresses them), then, unless `sizesOnly`, the time to first results in Chromium on
 * a published shop (see `measureFirstResults`). Writes `bench/results/layer.json` unless `out` is
 * null.
 */
export async function measureLayerBundle(
  out?: string | null,
  firstResultsOptions: FirstResultsOptions = {},
  { sizesOnly = false }: { sizesOnly?: boolean } = {},
): Promise<LayerBundleReport> {
  ensureLayerBuild({ force: true });
  const dir = layerDist();
  const version = layerVersion();
  const wire = await measureWireBytes(
    version,
    FILES.map((entry) => entry.file),
  );
  const sizes = FILES.map(({ file, role, target }, index): LayerFileSize => {
    const bytes = wire[index];
    if (bytes?.file !== file) throw new Error(`no wire figures for ${file}`);
    const targetKB = LAYER_TARGETS_KB[target];
    return {
      file,
      role,
      rawBytes: fs.statSync(path.join(dir, file)).size,
      brBytes: bytes.brBytes,
      gzipBytes: bytes.gzipBytes,
      targetKB,
      pass: { br: kb(bytes.brBytes) <= targetKB, gzip: kb(bytes.gzipBytes) <= targetKB },
    };
  });
  const firstResults = sizesOnly ? undefined : await measureFirstResults(firstResultsOptions);
  const report: LayerBundleReport = {
    version,
    sizes,
    ...(firstResults ? { firstResultsMs: firstResults.firstResultsMs, firstResults } : {}),
    targetsKB: LAYER_TARGETS_KB,
  };
  writeResults('layer', out, report);
  return report;
}

export function printLayerBundle(report: LayerBundleReport): void {
  console.log(
    `\nSearch layer ${report.version}: bytes on the wire from the server, by Accept-Encoding`,
  );
  console.table(
    report.sizes.map((size) => ({
      file: `${size.file} (${size.role})`,
      'raw KB': kb(size.rawBytes).toFixed(2),
      'target KB': size.targetKB,
      'br KB': kb(size.brBytes).toFixed(2),
      br: size.pass.br ? 'PASS' : 'FAIL',
      'gzip KB': kb(size.gzipBytes).toFixed(2),
      gzip: size.pass.gzip ? 'PASS' : 'FAIL',
    })),
  );
  const r = report.firstResults;
  if (!r) return;
  console.log(
    `\nFirst results in Chromium on loopback, ${r.items} products, median of ${r.runs} cold runs ` +
      `(fresh browser context each; the overlay waits ${r.debounceMs} ms after the last keystroke)`,
  );
  console.table([
    { step: 'focus → first products drawn (cold overlay)', ms: r.firstResultsMs },
    { step: 'focus → overlay box focused (overlay.js + .css loaded)', ms: r.overlayReadyMs },
    { step: 'focus → first products drawn (overlay loaded, 2nd search)', ms: r.warmResultsMs },
    { step: 'ceiling: bare fetch of the same search call from the page', ms: r.searchFetchMs },
  ]);
  console.log(`cold runs: ${r.coldRunsMs.join(', ')} ms`);
}
