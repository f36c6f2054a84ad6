import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a kept work dir (`--dir`) already holds: the events stored, and what storing them took. */
export interface PriorIngest {
  events: number;
  seed: number | null;
  /** 'ordered' when the events had time-ordered ids; absent for the default random ids. */
  ids?: 'ordered';
  sqlite?: { events: number; ingestMs: number; ingestPerSec: number };
  peer?: { events: number; ingestMs: number };
  /** Trova's rollup of the stored days (kept: the days stay rolled up in the dir's database). */
  rollup?: { rollupMs: number; rollupPerSec: number; rolledDays: number };
}

const file = (dir: string): string => join(dir, 'ingest.json');

/**
 * The record of an earlier run in `dir` when it generated the same events (count, seed, ids):
 * storing 10M events takes most of a run, and the read side can then be measured again alone.
 * @example const prior = readPriorIngest(dir, 10_000_000, null);
 */
export function readPriorIngest(
  dir: string,
  events: number,
  seed: number | null,
  ids?: 'ordered',
): PriorIngest {
  const empty: PriorIngest = ids ? { events, seed, ids } : { events, seed };
  if (!existsSync(file(dir))) return empty;
  const prior = JSON.parse(readFileSync(file(dir), 'utf8')) as PriorIngest;
  return prior.events === events && prior.seed === seed && prior.ids === ids ? prior : empty;
}

/** Records what `dir` now holds, after each store's ingest. */
export function writePriorIngest(dir: string, prior: PriorIngest): void {
  writeFileSync(file(dir), `${JSON.stringify(prior, null, 2)}\n`);
}
