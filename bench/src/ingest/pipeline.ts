import { rmSync } from 'node:fs';
import type { ServerConfig } from '../../../apps/server/src/config/config.js';
import { call, catalogueCount, createAccount } from '../support/bench-server.js';
import { peakMB, startProbe, wallNow, type ProbeResult } from '../support/process-probe.js';
import { processMemory, startServerProcess } from '../support/server-process.js';

export interface PhaseFigure {
  name: string;
  ms: number;
  /** Peak RSS sampled within the phase. */
  peakRssMB: number;
}

export interface PipelineFigures {
  /** Connect call → sync job succeeded and the public search answers the whole catalogue. */
  wallMs: number;
  /** Peak RSS of the server process, sampled every 50 ms from /proc by the bench's probe. */
  peakRssMB: number;
  /** RSS just before the connect call: the started server with its account, before any feed. */
  baselineRssMB: number;
  /**
   * The kernel's high-water mark of the server process (`getrusage` maxrss, reported by the
   * process itself after its graceful close): every byte it ever held resident, start to exit.
   * The ingest memory target is judged on this figure.
   */
  kernelMaxRssMB: number;
  /** The same mark (`VmHWM`) read when the catalogue was searchable and the job done. */
  kernelMaxRssAtEndMB: number;
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
 * The real pipeline: the server in a process of its own on a fresh data dir, an account made
 * through the outbox, `POST integrations/google-shopping` with the feed URL, then the sync job
 * (safeFetch → parseFeed → product_staging → promote → index rebuild) until the job succeeded and
 * the public search answers `expected` products. The server then closes gracefully and reports its
 * kernel max RSS; `after` runs once it has exited, on its data dir.
 */
export async function measurePipeline(
  feedUrl: string,
  expected: number,
  after?: (config: ServerConfig, shop: { id: string; key: string }) => Promise<void>,
): Promise<PipelineFigures> {
  const bench = await startServerProcess('trova-ingest-bench-', {
    TROVA_ALLOW_PRIVATE_FEEDS: 'true',
  });
  const { origin, config } = bench;
  let stopped = false;
  try {
    if (config.database.dialect !== 'sqlite') throw new Error('the ingest bench reads SQLite');
    const account = await createAccount(bench);
    const session = { authorization: `Bearer ${account.jwt}` };
    const probe = await startProbe(50, bench.pid);
    const baseline = processMemory(bench.pid).rss;
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
    const atEnd = processMemory(bench.pid).hwm;
    stopped = true;
    const { kernelMaxRssMB } = await bench.stop();
    await after?.(config, shop);
    return {
      wallMs: Math.round(finished - start),
      peakRssMB: peakMB(result.samples, start, finished),
      baselineRssMB: Math.round(baseline / 1024 ** 2),
      kernelMaxRssMB,
      kernelMaxRssAtEndMB: Math.round(atEnd / 1024 ** 2),
      searchCount,
      job: {
        status: trace.jobStatus,
        attempts: trace.jobAttempts ?? 0,
        ...(trace.jobError ? { error: trace.jobError } : {}),
      },
      phases: phasesOf(result, start, searchableAt ?? finished, finished),
    };
  } finally {
    if (!stopped) await bench.stop();
    rmSync(bench.dataDir, { recursive: true, force: true });
  }
}
