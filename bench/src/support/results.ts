import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where a benchmark writes its figures by default: `bench/results/<name>.json` (git-ignored). */
export function resultsPath(name: string): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), `../../results/${name}.json`);
}

/**
 * Writes a benchmark's figures as JSON. `out` undefined means the default path; null means "do not
 * write" (tests run the benchmarks without touching bench/results).
 */
export function writeResults(name: string, out: string | null | undefined, result: unknown): void {
  const path = out === undefined ? resultsPath(name) : out;
  if (path === null) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(result, null, 2)}\n`);
}
