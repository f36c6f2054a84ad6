import type { CatalogueProductInput } from '@trova/contracts';
import { call } from '../support/bench-server.js';
import { getFresh } from './cluster-node.js';

export interface PropagationTrial {
  /** From the push call's start to the first search on the other node that finds the change. */
  ms: number | null;
  /** Of which the push itself, until the writer answered (searchable on the writer by then). */
  pushMs: number;
}

export interface PropagationOptions {
  /** The node that takes the push (the writer) and the one searched (the reader). */
  writer: string;
  reader: string;
  shopId: string;
  shopKey: string;
  apiKey: string;
  /** Products to retitle, one a trial. */
  products: readonly CatalogueProductInput[];
  /** A trial that has not propagated within this counts as lost (null). */
  timeoutMs?: number;
  /** Wait between two searches on the reader; default 10 ms. */
  pollMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A word no generated title contains, unique per trial: only the change can make it match. */
function marker(trial: number): string {
  return `zqprop${trial.toString(36)}x${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/**
 * Pushes one changed product at a time through the writer node's push API and polls the reader
 * node's public search (new connection each time, `pollMs` apart) until the change is found: how
 * long a change made on one process takes to be searchable on another.
 * @example const trials = await measurePropagation({ writer, reader, shopId, shopKey, apiKey, products });
 */
export async function measurePropagation(options: PropagationOptions): Promise<PropagationTrial[]> {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const trials: PropagationTrial[] = [];
  for (const [trial, product] of options.products.entries()) {
    const word = marker(trial);
    const start = performance.now();
    await call(options.writer, `/integrations/custom/${options.shopId}/products`, {
      method: 'POST',
      headers: { 'x-api-key': options.apiKey },
      body: JSON.stringify({ upserts: [{ ...product, title: `${product.title} ${word}` }] }),
    });
    const pushMs = Math.round(performance.now() - start);
    let ms: number | null = null;
    while (performance.now() - start < timeoutMs) {
      const answer = await getFresh(
        options.reader,
        `/API/shops/${options.shopKey}/search?q=${word}&limit=5`,
      );
      // Found only when the changed product itself answers: relaxed matching must not count.
      const ids =
        answer?.status === 200
          ? (
              JSON.parse(answer.body) as { results: { header: { externalId: string } }[] }
            ).results.map((hit) => hit.header.externalId)
          : [];
      if (ids.includes(product.id)) {
        ms = performance.now() - start;
        break;
      }
      await sleep(options.pollMs ?? 10);
    }
    trials.push({ ms: ms === null ? null : Math.round(ms), pushMs });
  }
  return trials;
}

/**
 * The p-th percentile (nearest rank) of the trials, a lost trial counting as slower than any;
 * null when the percentile falls on a lost trial.
 * @example percentileMs([{ ms: 10 }, { ms: 30 }, { ms: 20 }], 95) // 30
 */
export function percentileMs(
  trials: readonly Pick<PropagationTrial, 'ms'>[],
  p: number,
): number | null {
  if (trials.length === 0) return null;
  const sorted = trials.map((trial) => trial.ms ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return value === undefined || !Number.isFinite(value) ? null : value;
}
