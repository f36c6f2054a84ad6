import { rmSync } from 'node:fs';
import { call, catalogueCount, createAccount, startBenchServer } from '../support/bench-server.js';
import { wallNow } from '../support/process-probe.js';

export interface DeltaFigures {
  /** Products upserted by each measured push. */
  batch: number;
  /** Products the shop holds when the pushes are measured. */
  shopDocs: number;
  rounds: number;
  /** Push call sent → the public search answers every product of the batch. */
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** The same shop's index rebuilt in full from its products, as a schema change would. */
  fullRebuildMs: number;
  /** Filling the shop: every product pushed in batches of 1,000 until searchable. */
  fillMs: number;
  /** Query settings: synonym saved → the public search uses it, no rebuild. */
  settings: { rounds: number; p50Ms: number; p95Ms: number; maxMs: number };
}

const FILL_BATCH = 1000;
const TIMEOUT_MS = 60_000;

function product(id: string, title: string): Record<string, unknown> {
  return {
    id,
    title,
    brand: `Marca ${id.length % 40}`,
    productType: ['Casa > Cucina'],
    price: { amount: 10 + (id.length % 90), currency: 'EUR' },
  };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Polls the public search until `q` answers `count` products; the time it took from `start`. */
async function until(origin: string, key: string, q: string, count: number, start: number) {
  for (;;) {
    const answer = await fetch(`${origin}/API/shops/${key}/search?q=${q}&limit=1`);
    const body = (await answer.json()) as { results_count?: number };
    if (body.results_count === count) return wallNow() - start;
    if (wallNow() - start > TIMEOUT_MS) {
      throw new Error(`'${q}' never reached ${count} results (last: ${body.results_count})`);
    }
  }
}

const ROUND_LETTERS = 'bcdfghjklmnpqrstvwxz';

/**
 * A word only round `round` has: letters only, three edits from every other round's. With a digit
 * (`deltaword1`) the engine also splits it into `deltaword 1`, which finds other rounds' products
 * through their numbers and brands, and one letter apart would match by typo tolerance.
 */
function roundWord(stem: string, round: number): string {
  const letter = ROUND_LETTERS[round % ROUND_LETTERS.length] ?? 'b';
  const lap = 'a'.repeat(3 * Math.floor(round / ROUND_LETTERS.length));
  return `${stem}${lap}${letter.repeat(3)}`;
}

const stats = (values: number[]) => ({
  p50Ms: Math.round(percentile(values, 50)),
  p95Ms: Math.round(percentile(values, 95)),
  maxMs: Math.round(Math.max(...values)),
});

/**
 * Delta indexing on a large pushed shop, through the real server over HTTP: the shop is filled
 * with the push API, configured and published; then each round pushes `batch` new products that
 * share a word nothing else has and times until the public search finds all of them. The full
 * rebuild of the same index is timed beside it, and saving a synonym is timed the same way.
 */
export async function measureDelta(options: {
  shopDocs: number;
  batch: number;
  rounds: number;
}): Promise<DeltaFigures> {
  const bench = await startBenchServer('trova-delta-bench-');
  try {
    const { origin } = bench;
    const account = await createAccount(bench);
    const session = { authorization: `Bearer ${account.jwt}` };
    const apiKey = { 'x-api-key': account.apiKey };
    const shop = await call<{ id: string; key: string }>(origin, '/integrations/custom', {
      method: 'POST',
      headers: apiKey,
      body: JSON.stringify({ shopUrl: 'https://delta.example.it', languageIso: 'it' }),
    });
    const push = (upserts: unknown[]) =>
      call(origin, `/integrations/custom/${shop.id}/products`, {
        method: 'POST',
        headers: apiKey,
        body: JSON.stringify({ upserts }),
      });
    const fillStart = wallNow();
    for (let from = 0; from < options.shopDocs; from += FILL_BATCH) {
      const size = Math.min(FILL_BATCH, options.shopDocs - from);
      await push(
        Array.from({ length: size }, (_, i) => {
          const n = from + i;
          return product(`p${n}`, `Prodotto ${n % 997} modello ${n} caffettiera`);
        }),
      );
    }
    await call(origin, `/shops/${shop.id}/activation`, {
      method: 'POST',
      headers: session,
      body: '{}',
    });
    const wait = async () => {
      for (;;) {
        const status = await call<{ isIndexing: boolean }>(origin, `/shops/${shop.id}/status`, {
          headers: session,
        });
        if (!status.isIndexing && (await catalogueCount(origin, shop.key)) === options.shopDocs) {
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    await wait();
    const fillMs = Math.round(wallNow() - fillStart);

    const rebuildStart = wallNow();
    await bench.server.services.indexing.rebuild(shop);
    const fullRebuildMs = Math.round(wallNow() - rebuildStart);

    const deltas: number[] = [];
    for (let round = 0; round < options.rounds; round++) {
      const word = roundWord('deltaword', round);
      const upserts = Array.from({ length: options.batch }, (_, i) =>
        product(`d${round}-${i}`, `Novità ${word} ${i}`),
      );
      const start = wallNow();
      await push(upserts);
      deltas.push(await until(origin, shop.key, word, options.batch, start));
    }

    const saves: number[] = [];
    for (let round = 0; round < Math.min(options.rounds, 10); round++) {
      const start = wallNow();
      await call(origin, `/shops/${shop.id}/conf`, {
        method: 'PUT',
        headers: session,
        body: JSON.stringify({
          fineTuning: {
            weights: {},
            ips: [],
            stopwords: [],
            synonyms: [[roundWord('sinonimo', round), roundWord('deltaword', 0)]],
          },
        }),
      });
      saves.push(await until(origin, shop.key, roundWord('sinonimo', round), options.batch, start));
    }
    return {
      batch: options.batch,
      shopDocs: options.shopDocs,
      rounds: options.rounds,
      ...stats(deltas),
      fullRebuildMs,
      fillMs,
      settings: { rounds: saves.length, ...stats(saves) },
    };
  } finally {
    await bench.server.close();
    rmSync(bench.dataDir, { recursive: true, force: true });
  }
}
