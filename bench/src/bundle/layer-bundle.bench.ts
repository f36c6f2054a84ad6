import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { EXTERNAL_WIDGET_FILE } from '@trova/contracts';
import { ensureLayerBuild, layerDist, layerVersion } from '../../../scripts/lib/layer-build';
import { writeResults } from '../support/results';
import {
  measureFirstResults,
  type FirstResultsOptions,
  type FirstResultsReport,
} from './layer-first-results';

/** The storefront layer's size budget (apps/layer/DESIGN.md#size-budget), gzip KB. */
export const LAYER_TARGETS_KB = { loader: 3, overlay: 25, css: 6, merch: 4, embed: 12 } as const;

export interface LayerBundleReport {
  version: string;
  loaderGzipKB: number;
  overlayGzipKB: number;
  cssGzipKB: number;
  /** Banners and in-layer recommendations, loaded by the overlay when an answer or shop needs them. */
  merchGzipKB: number;
  /** The external recommendations' embed script, on the shop pages that paste it. */
  embedGzipKB: number;
  /** Focus on the shop's box → first products drawn, cold overlay, median (layer-first-results.ts). */
  firstResultsMs: number;
  firstResults: FirstResultsReport;
  files: { file: string; rawBytes: number; gzipBytes: number }[];
  targetsKB: typeof LAYER_TARGETS_KB;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;

/**
 * Builds the layer from the current sources and measures what a storefront downloads: the loader
 * on every page, the overlay script and stylesheet on first use (gzip -9, as a server would send
 * them), then the time to first results in Chromium on a published shop (see
 * `measureFirstResults`). Writes `bench/results/layer.json` unless `out` is null.
 */
export async function measureLayerBundle(
  out?: string | null,
  firstResultsOptions: FirstResultsOptions = {},
): Promise<LayerBundleReport> {
  ensureLayerBuild({ force: true });
  const dir = layerDist();
  const files = ['loader.js', 'overlay.js', 'overlay.css', 'merch.js', EXTERNAL_WIDGET_FILE].map(
    (file) => {
      const bytes = fs.readFileSync(path.join(dir, file));
      return { file, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
    },
  );
  const gzip = (name: string) => kb(files.find((file) => file.file === name)?.gzipBytes ?? 0);
  const firstResults = await measureFirstResults(firstResultsOptions);
  const report: LayerBundleReport = {
    version: layerVersion(),
    loaderGzipKB: gzip('loader.js'),
    overlayGzipKB: gzip('overlay.js'),
    cssGzipKB: gzip('overlay.css'),
    merchGzipKB: gzip('merch.js'),
    embedGzipKB: gzip(EXTERNAL_WIDGET_FILE),
    firstResultsMs: firstResults.firstResultsMs,
    firstResults,
    files,
    targetsKB: LAYER_TARGETS_KB,
  };
  writeResults('layer', out, report);
  return report;
}

export function printLayerBundle(report: LayerBundleReport): void {
  console.log(`\nSearch layer ${report.version}: what a storefront downloads (gzip -9)`);
  const row = (file: string, figure: number, target: number) => ({
    file,
    'gzip KB': figure.toFixed(2),
    'target KB': target,
    verdict: figure <= target ? 'within' : 'OVER',
  });
  console.table([
    row('loader.js (every page)', report.loaderGzipKB, report.targetsKB.loader),
    row('overlay.js (first use)', report.overlayGzipKB, report.targetsKB.overlay),
    row('overlay.css (first use)', report.cssGzipKB, report.targetsKB.css),
    row('merch.js (banners, recommendations)', report.merchGzipKB, report.targetsKB.merch),
    row(`${EXTERNAL_WIDGET_FILE} (external pages)`, report.embedGzipKB, report.targetsKB.embed),
  ]);
  const r = report.firstResults;
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
