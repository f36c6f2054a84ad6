import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { call, catalogueCount, createAccount } from '../support/bench-server.js';
import { peakMB, startProbe, wallNow } from '../support/process-probe.js';
import { processMemory, startServerProcess } from '../support/server-process.js';
import {
  CONNECTOR_LABELS,
  startConnectorFake,
  type ConnectorAccess,
  type ConnectorName,
} from './connector-fakes.js';

export interface ConnectorFigures {
  connector: ConnectorName;
  label: string;
  /** Products generated in the fake; `expected` of them are shown by the storefront. */
  items: number;
  expected: number;
  /** Connect call → sync job succeeded and the public search answers every shown product. */
  wallMs: number;
  /** The server process's kernel max RSS (`getrusage`, start to exit): the judged memory figure. */
  kernelMaxRssMB: number;
  /** The same mark (`VmHWM`) when the catalogue was searchable. */
  kernelMaxRssAtEndMB: number;
  /** Peak RSS sampled every 50 ms during the import, and RSS just before the connect call. */
  peakRssMB: number;
  baselineRssMB: number;
  /** Connect call → last product staged (the platform's API read to its end). */
  stagedMs: number | null;
  searchCount: number;
  job: { status: string; attempts: number; error?: string };
  /** Calls the server made to the fake (pagination, variations, bulk export polls…). */
  fakeRequests: number;
  /** 1-minute load average of the machine when the import ended (shared machines vary). */
  loadAverage: number;
}

const POLL_MS = 100;
const TIMEOUT_MS = 5 * 60_000;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

interface Shop {
  id: string;
  key: string;
  syncError?: { code: string } | null;
}

/**
 * Shopify's app install as a browser would make it, without one: Trova's start answers the fake's
 * authorisation page, which redirects to Trova's callback, which redirects to the wizard naming
 * the new shop (or an error). The start's cookie binding the install to the browser goes back
 * with the callback, as the browser would send it.
 */
async function installShopify(origin: string, session: Record<string, string>, host: string) {
  const query = new URLSearchParams({ shop: host, languageIso: 'it' });
  const start = await fetch(`${origin}/API/integrations/shp?${query.toString()}`, {
    method: 'POST',
    headers: { ...session, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!start.ok) throw new Error(`Shopify install start: ${start.status} ${await start.text()}`);
  const { redirectUrl } = (await start.json()) as { redirectUrl: string };
  const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const follow = async (url: string, headers: Record<string, string> = {}): Promise<URL> => {
    const answer = await fetch(url, { redirect: 'manual', headers });
    await answer.body?.cancel();
    const location = answer.headers.get('location');
    if (!location) throw new Error(`${url} answered ${answer.status} without a redirect`);
    return new URL(location, url);
  };
  const callback = await follow(redirectUrl);
  const wizard = await follow(callback.toString(), cookie ? { cookie } : {});
  const id = wizard.searchParams.get('shop');
  if (!id) throw new Error(`Shopify install failed: ${wizard.searchParams.get('error') ?? '?'}`);
  return id;
}

async function connect(origin: string, session: Record<string, string>, access: ConnectorAccess) {
  if (access.kind === 'shopify') return installShopify(origin, session, access.host);
  const shop = await call<{ id: string }>(origin, '/integrations/platforms', {
    method: 'POST',
    headers: session,
    body: JSON.stringify({
      shopUrl: access.credentials.storeUrl,
      languageIso: 'it',
      ...(access.platformVersion ? { platformVersion: access.platformVersion } : {}),
      credentials: access.credentials,
    }),
  });
  return shop.id;
}

/**
 * One connector row of `bench:ingest`: `items` generated products in the platform's loopback fake
 * (in this process), the real server in a process of its own allowed to reach the fake only by
 * the test-only allowance, connected through the real route (Shopify by its OAuth install), until
 * the sync job succeeded and the public search answers every shown product.
 * @example const row = await measureConnector('woocommerce', 20_000); // row.wallMs, row.kernelMaxRssMB
 */
export async function measureConnector(
  connector: ConnectorName,
  items: number,
): Promise<ConnectorFigures> {
  const fake = await startConnectorFake(connector, items);
  const bench = await startServerProcess('trova-connector-bench-', {
    TROVA_ALLOW_PRIVATE_FEEDS: 'true',
    TROVA_PLATFORM_TEST_TARGETS: `127.0.0.1:${String(fake.port)}`,
    ...fake.env,
  });
  const { origin, config } = bench;
  let stopped = false;
  try {
    if (config.database.dialect !== 'sqlite') throw new Error('the ingest bench reads SQLite');
    const session = { authorization: `Bearer ${(await createAccount(bench)).jwt}` };
    const probe = await startProbe(50, bench.pid);
    const baseline = processMemory(bench.pid).rss;
    const start = wallNow();
    const shopId = await connect(origin, session, fake.access);
    const shops = await call<Shop[]>(origin, '/shops', { headers: session });
    const key = shops.find((shop) => shop.id === shopId)?.key ?? '';
    // Storefronts are answered once the shop is published, as the owner does after connecting.
    await call(origin, `/shops/${shopId}/activation`, {
      method: 'POST',
      headers: session,
      body: '{}',
    });
    probe.watch({ dbFile: config.database.file, shopId, expected: fake.expected });
    let searchCount = 0;
    let end: number | undefined;
    let failure: string | undefined;
    while (end === undefined && failure === undefined) {
      if (wallNow() - start > TIMEOUT_MS) failure = `not searchable after ${TIMEOUT_MS} ms`;
      searchCount = (await catalogueCount(origin, key)) ?? 0;
      const status = await call<{ id: string; isSynchronizing: boolean }[]>(
        origin,
        '/shops/status',
        {
          headers: session,
        },
      );
      const synchronizing = status.find((s) => s.id === shopId)?.isSynchronizing ?? true;
      const { isIndexing } = await call<{ isIndexing: boolean }>(
        origin,
        `/shops/${shopId}/status`,
        {
          headers: session,
        },
      );
      if (searchCount === fake.expected && !synchronizing && !isIndexing) end = wallNow();
      else if (!synchronizing) {
        const listed = await call<Shop[]>(origin, '/shops', { headers: session });
        const error = listed.find((shop) => shop.id === shopId)?.syncError;
        if (error) failure = `sync failed: ${error.code}`;
      }
      if (end === undefined) await sleep(POLL_MS);
    }
    const finished = end ?? wallNow();
    const { samples, trace } = await probe.stop();
    if (failure !== undefined || trace.jobStatus !== 'succeeded') {
      throw new Error(
        `${CONNECTOR_LABELS[connector]}: ${failure ?? 'job not done'}; job ${trace.jobStatus ?? '?'} ` +
          `(${trace.jobError ?? 'no error'}), search answers ${searchCount} of ${fake.expected}`,
      );
    }
    const atEnd = processMemory(bench.pid).hwm;
    stopped = true;
    const { kernelMaxRssMB } = await bench.stop();
    return {
      connector,
      label: CONNECTOR_LABELS[connector],
      items,
      expected: fake.expected,
      wallMs: Math.round(finished - start),
      kernelMaxRssMB,
      kernelMaxRssAtEndMB: Math.round(atEnd / 1024 ** 2),
      peakRssMB: peakMB(samples, start, finished),
      baselineRssMB: Math.round(baseline / 1024 ** 2),
      stagedMs: trace.lastStagedAt === undefined ? null : Math.round(trace.lastStagedAt - start),
      searchCount,
      job: {
        status: trace.jobStatus,
        attempts: trace.jobAttempts ?? 0,
        ...(trace.jobError ? { error: trace.jobError } : {}),
      },
      fakeRequests: fake.requests(),
      loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
    };
  } finally {
    if (!stopped) await bench.stop();
    rmSync(bench.dataDir, { recursive: true, force: true });
    await fake.close();
  }
}
