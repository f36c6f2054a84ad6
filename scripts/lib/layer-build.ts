import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { layerVersion } from '../../apps/layer/scripts/build-layer';
import { repositoryRoot } from './console-build';

export { layerVersion };

export const layerRoot = path.join(repositoryRoot, 'apps/layer');

/** `apps/layer/dist/<version>/`, which the server serves as `/layer/<version>/` and `/layer/latest/`. */
export function layerDist(): string {
  return path.join(layerRoot, 'dist', layerVersion());
}

/** Everything that ends up in the layer's bundles. */
const layerInputs = [
  'apps/layer/src',
  'apps/layer/scripts',
  'apps/layer/package.json',
  'packages/contracts/src',
].map((entry) => path.join(repositoryRoot, entry));

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, child) => Math.max(newest, newestMtime(path.join(entry, child))), 0);
}

/** True when there is no build of the current version, or a source is newer than its loader. */
export function isLayerBuildStale(): boolean {
  const loader = path.join(layerDist(), 'loader.js');
  if (!fs.existsSync(loader)) return true;
  const builtAt = fs.statSync(loader).mtimeMs;
  return layerInputs.some((input) => newestMtime(input) > builtAt);
}

/** Builds the layer with esbuild when stale (or always, with `force`); `npm start` and the bench share this. */
export function ensureLayerBuild(
  options: { force?: boolean; log?: (line: string) => void } = {},
): void {
  if (!options.force && !isLayerBuildStale()) return;
  (options.log ?? console.log)('Building the search layer…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@trova/layer'], {
    cwd: repositoryRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    throw new Error(`Layer build failed (exit ${String(result.status)})`);
  }
}
