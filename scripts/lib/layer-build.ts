import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { newestMtime, repositoryRoot } from './console-build';

const layerPackage = path.join(repositoryRoot, 'apps/layer/package.json');
export const layerDist = path.join(repositoryRoot, 'apps/layer/dist');

/**
 * Everything that may end up in the layer's files: the layer package (sources, build script and
 * its configuration, whatever their names) and the contracts it imports. A change in any of these
 * makes the build stale.
 */
function layerInputs(): string[] {
  const layerRoot = path.join(repositoryRoot, 'apps/layer');
  const own = fs
    .readdirSync(layerRoot)
    .filter((name) => name !== 'dist' && name !== 'node_modules')
    .map((name) => path.join(layerRoot, name));
  return [...own, path.join(repositoryRoot, 'packages/contracts/src')];
}

interface LayerManifest {
  version: string;
  scripts?: Record<string, string>;
}

function readManifest(): LayerManifest {
  return JSON.parse(fs.readFileSync(layerPackage, 'utf8')) as LayerManifest;
}

/**
 * The loader of the release the server serves (`apps/layer/dist/<version>/loader.js`,
 * docs/product/layer.md#serving).
 */
export function layerLoaderFile(version = readManifest().version): string {
  return path.join(layerDist, version, 'loader.js');
}

/** True when the release's loader is missing or a source is newer than it. */
export function isLayerBuildStale(): boolean {
  const loader = layerLoaderFile();
  if (!fs.existsSync(loader)) return true;
  const builtAt = fs.statSync(loader).mtimeMs;
  return layerInputs().some((input) => newestMtime(input) > builtAt);
}

/**
 * Builds the layer with its package's own build script when stale, like the console: `npm start`
 * runs it before the server serves `/layer/<version>/`. A layer package without a build script
 * has nothing to build yet; the server then answers 404 under /layer.
 */
export function ensureLayerBuild(log: (line: string) => void = console.log): void {
  if (readManifest().scripts?.build === undefined) return;
  if (!isLayerBuildStale()) return;
  log('Building the layer…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@trova/layer'], {
    cwd: repositoryRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error(`Layer build failed (exit ${String(result.status)})`);
  }
}
