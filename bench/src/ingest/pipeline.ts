import { rmSync } from 'node:fs';
import {
  call,
  catalogueCount,
  createAccount,
  startBenchServer,
  type BenchServer,
} from '../support/bench-server.js';
import { peakMB, startProbe, wallNow, type ProbeResult } from '../support/process-probe.js';

export interface PhaseFigure {
  name: string;
  ms: number;
  /** Peak RSS sampled within the phase. */
  peakRssMB: number;
}

export interface PipelineFigures {
  /** Connect call → sync job succeeded and the public search answers the whole catalogue. */
  wallMs: number;
  /** Peak RSS of the whole process (server, bench, probe), sampled every 50 ms from a worker. */
  peakRssMB: number;
  /** RSS just before the connect call: the started server with its account, before any feed. */
  baselineRssMB: number;
  /** The kernel's high-water mark of the process (`getrusage` maxrss) over the whole run so far. */
  kernelMaxRssMB: number;
  searchCount: number;
  job: { status: string; attempts: number; error?: string };
  phases: PhaseFigure[];
}

const POLL_MS = 100;
const TIMEOUT_MS = 5 * 60_000;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Splits [start, end] at the probe's observed boundaries; a boundary not seen merges its phases. */
function phasesOf(
  probe: ProbeResult,
  start: number,
  searchableAt: number,
  end: number,
): PhaseFigure[] {
  const { trace, samples } = probe;
  const marks: [string, number | undefined][] = [
    ['connect call + job pickup', trace.jobRunningAt],
    ['fetch + parse + stage', trace.lastStagedAt],
    ['swap (promote transaction)', trace.promotedAt],
    ['index build + registry swap', searchableAt],
    ['job bookkeeping after search is live', end],
  ];
  const phases: PhaseFigure[] = [];
  let from = start;
  for (const [name, at] of marks) {
    if (at === undefined || at < from) continue;
    phases.push({ name, ms: Math.round(at - from), peakRssMB: peakMB(samples, from, at) });
    from = at;
  }
  return phases;
}

/**
 * The real pipeline: the server in-process on a fresh data dir, an account made through the
 * outbox, `POST integrations/google-shopping` with the feed URL, then the sync job (safeFetch →
 * parseFeed → product_staging → promote → index rebuild) until the job succeeded and the public
 * search answers `expected` products. `after` runs on the finished server before it is closed.
 */
export async function measurePipeline(
  feedUrl: string,
  expected: number,
  after?: (bench: BenchServer, shop: { id: string; key: string }) => Promise<void>,
): Promise<PipelineFigures> {
  const bench = await startBenchServer('trova-ingest-bench-', {
    TROVA_ALLOW_PRIVATE_FEEDS: 'true',
  });
  const { origin, config } = bench;
  try {
    if (config.database.dialect !== 'sqlite') throw new Error('the ingest bench reads SQLite');
    const account = await createAccount(bench);
    const session = { authorization: `Bearer ${account.jwt}` };
    const probe = await startProbe(50);
    const baseline = process.memoryUsage.rss();
    const start = wallNow();
    const shop = await call<{ id: string; key: string }>(origin, '/integrations/google-shopping', {
      method: 'POST',
      headers: session,
      body: JSON.stringify({ shopUrl: 'https://shop.example.it', languageIso: 'it', feedUrl }),
    });
    // Storefronts are answered once the shop is published; the owner does it right after connecting.
    await call(origin, `/shops/${shop.id}/activation`, {
      method: 'POST',
      headers: session,
      body: '{}',
    });
    probe.watch({ dbFile: config.database.file, shopId: shop.id, expected });
    let searchableAt: number | undefined;
    let searchCount = 0;
    let end: number | undefined;
    while (end === undefined) {
      if (wallNow() - start > TIMEOUT_MS) {
        await probe.stop();
        throw new Error(`no searchable catalogue of ${expected} after ${TIMEOUT_MS} ms`);
      }
      if (searchableAt === undefined) {
        searchCount = (await catalogueCount(origin, shop.key)) ?? 0;
        if (searchCount === expected) searchableAt = wallNow();
      }
      const sync = await call<{ id: string; isSynchronizing: boolean }[]>(origin, '/shops/status', {
        headers: session,
      });
      const synchronizing = sync.find((s) => s.id === shop.id)?.isSynchronizing ?? true;
      const { isIndexing } = await call<{ isIndexing: boolean }>(
        origin,
        `/shops/${shop.id}/status`,
        { headers: session },
      );
      if (!synchronizing && !isIndexing) {
        if (searchableAt !== undefined) end = wallNow();
        // Not synchronizing yet the catalogue is short: the job ended without the full feed.
        else if ((await catalogueCount(origin, shop.key)) !== expected) break;
      }
      if (end === undefined) await sleep(POLL_MS);
    }
    const finished = end ?? wallNow();
    const result = await probe.stop();
    const { trace } = result;
    if (end === undefined || trace.jobStatus !== 'succeeded') {
      throw new Error(
        `sync did not succeed: job ${trace.jobStatus ?? '?'} (${trace.jobError ?? 'no error'}), ` +
          `search answers ${searchCount} of ${expected}`,
      );
    }
    await after?.(bench, shop);
    return {
      wallMs: Math.round(finished - start),
      peakRssMB: peakMB(result.samples, start, finished),
      baselineRssMB: Math.round(baseline / 1024 ** 2),
      kernelMaxRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
      searchCount,
      job: {
        status: trace.jobStatus,
        attempts: trace.jobAttempts ?? 0,
        ...(trace.jobError ? { error: trace.jobError } : {}),
      },
      phases: phasesOf(result, start, searchableAt ?? finished, finished),
    };
  } finally {
    await bench.server.close();
    rmSync(bench.dataDir, { recursive: true, force: true });
  }
}
