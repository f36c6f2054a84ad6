import type { CatalogueProductInput } from '@trova/contracts';
import { call, catalogueCount, startBenchServer } from '../support/bench-server.js';
import { pushCatalogue } from '../search/search-catalogue.js';
import { startBenchShop, type BenchShop } from '../search/search-setup.js';
import { freshDatabase } from './cluster-database.js';
import { measurePropagation as pushAndSearch, percentileMs } from './cluster-propagation.js';

export interface PropagationOptions {
  /** A PostgreSQL server the bench may create (and drop) a database on. */
  postgresUrl: string;
  /** Push-API changes measured (default 100). */
  samples?: number;
  /** Products of the shop before the measure (default 10,000). */
  products?: number;
}

export interface PropagationResult {
  products: number;
  samples: number;
  /** From sending the push to process A until process B's search finds the product; null: lost. */
  p50Ms: number | null;
  p95Ms: number | null;
  maxMs: number | null;
  /** Of which the push itself, until A answered (the product is searchable on A by then). */
  pushP50Ms: number | null;
  pushP95Ms: number | null;
}

/** Pushes before the measure, not counted: first searches and connections warm up. */
const WARM_UP = 3;
/** The bench's database (NOTIFY is per database), dropped and created again each run. */
const DATABASE = 'trova_bench_propagation';

/**
 * How long a push-API change made through one process takes to be searchable through another on
 * the same PostgreSQL database (issue 15's target: 1 s p95). Two servers run in this process on a
 * database of their own, each with its own data dir; each sample pushes one product with a word no
 * other product has to A, then polls B's public search every 2 ms until it is found
 * (`cluster-propagation.ts`, which `bench:cluster` runs across processes). In one process both
 * servers share one event loop, so the figure includes their turns taking each other's time, as
 * two processes on a busy 2-core machine would.
 * @example const { p95Ms } = await measurePropagation({ postgresUrl: 'postgres://postgres@127.0.0.1/test' });
 */
export async function measurePropagation(options: PropagationOptions): Promise<PropagationResult> {
  const samples = options.samples ?? 100;
  const items = options.products ?? 10_000;
  const env = { DATABASE_URL: await freshDatabase(options.postgresUrl, DATABASE) };
  let a: BenchShop | undefined;
  let b: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  try {
    a = await startBenchShop(pushCatalogue(items), env);
    b = await startBenchServer('trova-propagation-b-', env);
    const deadline = Date.now() + 300_000;
    while ((await catalogueCount(b.origin, a.shopKey)) !== items) {
      if (Date.now() > deadline) throw new Error('process B never answered the catalogue');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const products: CatalogueProductInput[] = Array.from(
      { length: WARM_UP + samples },
      (_, index) => ({ id: `prop-${index}`, title: 'Prodotto' }),
    );
    const trials = await pushAndSearch({
      writer: a.origin,
      reader: b.origin,
      shopId: a.shopId,
      shopKey: a.shopKey,
      apiKey: await apiKeyOf(a),
      products,
      timeoutMs: 30_000,
      pollMs: 2,
    });
    const measured = trials.slice(WARM_UP);
    const pushes = measured.map((trial) => ({ ms: trial.pushMs }));
    return {
      products: items,
      samples,
      p50Ms: percentileMs(measured, 50),
      p95Ms: percentileMs(measured, 95),
      maxMs: percentileMs(measured, 100),
      pushP50Ms: percentileMs(pushes, 50),
      pushP95Ms: percentileMs(pushes, 95),
    };
  } finally {
    await b?.server.close();
    await a?.server.close();
  }
}

/** An API key of the shop's owner: a new one, made with the session `startBenchShop` kept. */
async function apiKeyOf(shop: BenchShop): Promise<string> {
  const rotated = await call<{ api_key: string }>(shop.origin, '/customers/me/api-key', {
    method: 'POST',
    headers: { authorization: `Bearer ${shop.ownerJwt}` },
    body: '{}',
  });
  return rotated.api_key;
}
