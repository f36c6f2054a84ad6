import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repositoryRoot = path.resolve(import.meta.dirname, '../..');
/**
 * Where the built console lives. `TROVA_CONSOLE_DIR` (the server's own setting) moves it, so two
 * test runs in one checkout can build and serve their own copies without overwriting each other.
 */
export const consoleDist = process.env.TROVA_CONSOLE_DIR
  ? path.resolve(process.env.TROVA_CONSOLE_DIR)
  : path.join(repositoryRoot, 'apps/console/dist');

/** Everything that ends up in the console bundle; a change in any of these makes the build stale. */
const consoleInputs = [
  'apps/console/src',
  'apps/console/index.html',
  'apps/console/vite.config.ts',
  'apps/console/package.json',
  'packages/contracts/src',
].map((entry) => path.join(repositoryRoot, entry));

/** The newest modification time under `entry` (a file or a folder), 0 when it does not exist. */
export function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, child) => Math.max(newest, newestMtime(path.join(entry, child))), 0);
}

/** True when there is no build, or a source is newer than the build's index.html. */
export function isConsoleBuildStale(): boolean {
  const index = path.join(consoleDist, 'index.html');
  if (!fs.existsSync(index)) return true;
  const builtAt = fs.statSync(index).mtimeMs;
  return consoleInputs.some((input) => newestMtime(input) > builtAt);
}

/** Builds the console with Vite when stale; `npm start`, the e2e tests and the bench share this. */
export function ensureConsoleBuild(log: (line: string) => void = console.log): void {
  if (!isConsoleBuildStale()) return;
  log('Building the console…');
  const args = [
    'run',
    'build',
    '-w',
    '@trova/console',
    '--',
    '--outDir',
    consoleDist,
    '--emptyOutDir',
  ];
  const result = spawnSync('npm', args, {
    cwd: repositoryRoot,
    stdio: 'inherit',
    // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error(`Console build failed (exit ${String(result.status)})`);
  }
}
