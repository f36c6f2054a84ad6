import { parseFeed, safeFetch } from '../../../apps/server/src/modules/feeds/index.js';
import { peakMB, startProbe, wallNow } from '../support/process-probe.js';

export interface ParseOnlyFigures {
  wallMs: number;
  peakRssMB: number;
  items: number;
  products: number;
  itemErrors: number;
}

/** The former bench: `safeFetch` + `parseFeed` alone, products dropped as they come. */
export async function measureParseOnly(feedUrl: string): Promise<ParseOnlyFigures> {
  const probe = await startProbe(50);
  const start = wallNow();
  const response = await safeFetch(feedUrl, { allowPrivate: true });
  const feed = parseFeed(response.body);
  for await (const _product of feed) {
    // Parse-only: nothing is kept, so this is the floor under the pipeline's figures.
  }
  const end = wallNow();
  const { samples } = await probe.stop();
  return {
    wallMs: Math.round(end - start),
    peakRssMB: peakMB(samples, start, end),
    items: feed.stats.items,
    products: feed.stats.products,
    itemErrors: feed.stats.itemErrorCount,
  };
}
