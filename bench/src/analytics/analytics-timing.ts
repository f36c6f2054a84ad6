import { statSync } from 'node:fs';

/** Latency of a read: the median of `runs` timed calls after one untimed warm-up. */
export interface Latency {
  medianMs: number;
  runsMs: number[];
}

/**
 * Times `call` like a dashboard reload: one warm-up (caches, prepared statements), then `runs`
 * calls one after another; the median is the figure, the runs are kept to show the spread.
 * @example const { medianMs } = await medianLatency(5, () => service.overview(...));
 */
export async function medianLatency(runs: number, call: () => Promise<unknown>): Promise<Latency> {
  await call();
  const runsMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await call();
    runsMs.push(round(performance.now() - start));
  }
  const sorted = [...runsMs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { medianMs: round(median), runsMs };
}

/** One decimal: sub-millisecond noise is not a figure. */
export const round = (value: number): number => Math.round(value * 10) / 10;

/** Megabytes on disk of the files that exist among `paths` (a database and its WAL). */
export function filesMB(paths: readonly string[]): number {
  let bytes = 0;
  for (const path of paths) {
    try {
      bytes += statSync(path).size;
    } catch {
      // A WAL that was checkpointed away is simply not there.
    }
  }
  return round(bytes / 1024 ** 2);
}
