import { BLOCK_COUNTS } from '../analytics/index';
import type { RankBlocksRepository } from '../analytics/index';
import { dayOfSeconds } from '../../kernel/utc-day';
import { epochSeconds, type Clock } from '../../clock';

/** Products a history ranking keeps: the most clicked or seen; the rest rank by relevance. */
export const HISTORY_TOP = 200;
/** A ranking is read again after this long: the rollups move every minute, rankings slowly. */
export const HISTORY_TTL_MS = 5 * 60_000;
/** Rankings kept at most (shops × kind × interval). */
const CACHED_RANKINGS = 256;

const CLICKS = BLOCK_COUNTS.product.indexOf('clicks');
/** "Views": how often the product was shown on a search's first page (its impressions). */
const VIEWS = BLOCK_COUNTS.product.indexOf('impressions');

/** Product id → its clicks or views over the interval, the most first. */
export type HistoryRanks = ReadonlyMap<string, number>;

interface Cached {
  at: number;
  ranks: Promise<HistoryRanks>;
}

/**
 * The history sorts of recommendations (docs/product/visual-machine.md#recommendations-served):
 * a shop's products by their clicks, or views, over the last 15 or 30 UTC days up to today, from
 * the analytics rank blocks. Kept HISTORY_TTL_MS per shop, kind and interval, since every showcase
 * opening may ask.
 */
export class HistoryRanking {
  private readonly cache = new Map<string, Cached>();

  constructor(private readonly deps: { blocks: Pick<RankBlocksRepository, 'sums'>; now: Clock }) {}

  /**
   * The HISTORY_TOP products with clicks (or views) in the `days` up to today, most first, ties
   * by id.
   * @example (await history.ranks('s1', 'clicks', 30)).get('sku-1') // 12
   */
  ranks(shopId: string, kind: 'clicks' | 'views', days: number): Promise<HistoryRanks> {
    const now = this.deps.now();
    const toDay = dayOfSeconds(epochSeconds(this.deps.now));
    const key = `${shopId}\n${kind}\n${days}\n${toDay}`;
    const cached = this.cache.get(key);
    if (cached && now - cached.at < HISTORY_TTL_MS) return cached.ranks;
    const ranks = this.read(shopId, kind, toDay - days + 1, toDay);
    // A failed read is not kept: the next call tries again.
    ranks.catch(() => this.cache.delete(key));
    this.cache.delete(key);
    this.cache.set(key, { at: now, ranks });
    const oldest = this.cache.keys().next().value;
    if (this.cache.size > CACHED_RANKINGS && oldest !== undefined) this.cache.delete(oldest);
    return ranks;
  }

  private async read(
    shopId: string,
    kind: 'clicks' | 'views',
    fromDay: number,
    toDay: number,
  ): Promise<HistoryRanks> {
    const column = kind === 'clicks' ? CLICKS : VIEWS;
    const sums = await this.deps.blocks.sums({ shopId, fromDay, toDay, device: 'all' }, 'product');
    const counted = sums
      .map((row) => ({ id: row.term, count: row.counts[column] ?? 0 }))
      .filter((row) => row.count > 0)
      .sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, HISTORY_TOP);
    return new Map(counted.map((row) => [row.id, row.count]));
  }
}
