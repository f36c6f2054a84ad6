import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  mergeHistograms,
  percentileUs,
  uncorrect,
  wrkExpectedUs,
  type Histogram,
} from './latency-histogram.js';
import type { LoadFigures, LoadJob, LoadOutcome } from './search-load.js';

const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL('./wrk-load.lua', import.meta.url));

/** The wrk binary on PATH, or null. wrk is Debian's `wrk` package (apt-get install wrk). */
export async function findWrk(): Promise<string | null> {
  try {
    await run('wrk', ['--version']);
    return 'wrk';
  } catch (error) {
    // `wrk --version` prints its usage and exits 1: that still means it is there.
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? null : 'wrk';
  }
}

/**
 * The same job as `runLoad`, sent by wrk: a C generator that parses answers without copying their
 * bodies, so it costs a few microseconds of CPU a request where autocannon costs 35–45. On a
 * machine whose cores the server processes share with the generator, that CPU is the servers'.
 * One wrk thread shares one path counter between all connections (wrk-load.lua).
 */
export async function runWrk(job: LoadJob): Promise<WrkOutcome> {
  const dir = mkdtempSync(join(tmpdir(), 'trova-wrk-'));
  const pathsFile = join(dir, 'paths.txt');
  writeFileSync(pathsFile, `${job.paths.join('\n')}\n`);
  try {
    const { stdout } = await run(
      'wrk',
      [
        '-t1',
        `-c${job.connections}`,
        `-d${job.duration}s`,
        '--timeout',
        '10s',
        '-s',
        SCRIPT,
        job.url,
      ],
      {
        env: { ...process.env, TROVA_WRK_PATHS: pathsFile, TROVA_WRK_START: String(job.start) },
        // The latency histogram is one pair a microsecond value met.
        maxBuffer: 64 << 20,
      },
    );
    return parseWrk(stdout, job.connections);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A run's outcome with what merging it with others needs. */
export interface WrkOutcome extends LoadOutcome {
  durationUs: number;
  /** The latencies of the requests answered (without wrk's correction, latency-histogram.ts). */
  latencyUs: Histogram;
}

/**
 * Reads the lines wrk-load.lua's done() prints: counts, microseconds, the requests sent and the
 * latency histogram, from which the percentiles are taken.
 */
export function parseWrk(stdout: string, connections: number): WrkOutcome {
  const line = stdout.split('\n').find((text) => text.startsWith('TROVA_WRK '));
  if (line === undefined) throw new Error(`wrk printed no figures:\n${stdout}`);
  const numbers = line.slice('TROVA_WRK '.length).split(' ').map(Number);
  if (numbers.length !== 8 || numbers.some((n) => !Number.isFinite(n))) {
    throw new Error(`wrk printed an unexpected line: ${line}`);
  }
  const [requests = 0, durationUs = 0, , , , errors = 0, non2xx = 0, sent = 0] = numbers;
  const latencyUs = uncorrect(
    parseLatency(stdout),
    wrkExpectedUs(durationUs, requests, connections),
  );
  return {
    figures: figuresOf({ requests, durationUs, errors, non2xx, latencyUs }),
    sent,
    durationUs,
    latencyUs,
  };
}

function parseLatency(stdout: string): Histogram {
  const line = stdout.split('\n').find((text) => text.startsWith('TROVA_WRK_LATENCY'));
  if (line === undefined) return [];
  return line
    .split(' ')
    .slice(1)
    .filter((pair) => pair !== '')
    .map((pair) => {
      const [us = 0, count = 0] = pair.split(':').map(Number);
      return [us, count];
    });
}

const ms = (us: number) => Math.round(us / 10) / 100;

function figuresOf(run: {
  requests: number;
  durationUs: number;
  errors: number;
  non2xx: number;
  latencyUs: Histogram;
}): LoadFigures {
  return {
    requestsPerSecond: run.durationUs > 0 ? Math.round((run.requests * 1e6) / run.durationUs) : 0,
    p50Ms: ms(percentileUs(run.latencyUs, 50)),
    p99Ms: ms(percentileUs(run.latencyUs, 99)),
    maxMs: ms(run.latencyUs.at(-1)?.[0] ?? 0),
    requests: run.requests,
    errors: run.errors,
    non2xx: run.non2xx,
  };
}

/**
 * One configuration's figures from its runs: requests over the summed durations, percentiles of
 * the merged latency histograms (not an average of each run's percentiles), every error.
 * @example mergeRuns([first, second]).requestsPerSecond
 */
export function mergeRuns(runs: readonly WrkOutcome[]): LoadFigures {
  const sum = (pick: (run: WrkOutcome) => number) => runs.reduce((acc, run) => acc + pick(run), 0);
  return figuresOf({
    requests: sum((run) => run.figures.requests),
    durationUs: sum((run) => run.durationUs),
    errors: sum((run) => run.figures.errors),
    non2xx: sum((run) => run.figures.non2xx),
    latencyUs: mergeHistograms(runs.map((run) => run.latencyUs)),
  });
}
