import type { CatalogueSample } from './shopper-vocabulary';
import type { ShopperOrigin, TrafficTransport } from './traffic-transport';

/**
 * The simulator reading the catalogue is a crawler, and says so: its searches are stored flagged
 * `bot`, so they are audit rows, never analytics.
 */
export const CATALOGUE_READER: ShopperOrigin = {
  clientIp: '127.0.0.1',
  userAgent: 'TrovaTrafficSimulator/1.0 (catalogue reader; +bot)',
};

const PAGE = 100;

/**
 * Reads what shoppers could look for through the public search API: the facet counts and total
 * of an empty search, and the titles of its first `pages` pages of 100 products.
 * @example const sample = await readCatalogueSample(transport, Date.now());
 */
export async function readCatalogueSample(
  transport: TrafficTransport,
  atMs: number,
  pages = 4,
): Promise<CatalogueSample> {
  const params = (offset: number) =>
    new URLSearchParams({
      q: '',
      limit: String(PAGE),
      offset: String(offset),
      userToken: 'trova-traffic-simulator',
    });
  const first = await transport.search(params(0), CATALOGUE_READER, atMs);
  const titles = first.results.map((hit) => hit.data.title);
  for (let page = 1; page < pages && page * PAGE < first.results_count; page++) {
    const next = await transport.search(params(page * PAGE), CATALOGUE_READER, atMs + page * 1000);
    titles.push(...next.results.map((hit) => hit.data.title));
  }
  return { titles, facets: first.stats, total: first.results_count };
}
