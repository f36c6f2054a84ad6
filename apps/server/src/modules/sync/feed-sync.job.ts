import type { FastifyBaseLogger } from 'fastify';
import { epochSeconds, type Clock } from '../../clock';
import type { CatalogueWriter } from '../catalogue/index';
import { storedProduct, type StoredProduct } from '../catalogue/index';
import {
  FeedLimitError,
  isFeedError,
  openFeed,
  type FeedAccess,
  type FeedParse,
} from '../feeds/index';
import { nextCheckAt } from '../connectors/index';
import type { ShopFeedsRepository } from '../connectors/index';
import type { MailService } from '../mail/index';
import type { NotificationsService } from '../notifications/index';
import type { ShopRuntimeRepository } from '../shops/index';
import type { ShopRow, ShopsRepository } from '../shops/index';
import type { UsersRepository } from '../users/index';
import type { ServerJob } from '../jobs/index';
import type { JobHandler } from '../jobs/index';
import { JobFailure } from '../jobs/index';
import { mailFirstSync } from './first-sync-mail';
import { failureNotification, isRetryable, syncStats, type SyncStats } from './sync-outcome';

export interface FeedSyncDependencies {
  shops: ShopsRepository;
  runtime: ShopRuntimeRepository;
  feeds: ShopFeedsRepository;
  /** Owns staging and promotion; a promotion rebuilds the index before it resolves. */
  writer: CatalogueWriter;
  users: UsersRepository;
  notifications: NotificationsService;
  mail: MailService;
  access: FeedAccess;
  baseUrl: () => string;
  log: FastifyBaseLogger;
  now: Clock;
  /** Products written to staging at a time; small enough for one statement on both dialects. */
  batchSize?: number;
}

function feedUrlOf(shop: ShopRow): string | undefined {
  try {
    const data = JSON.parse(shop.cms_data) as { feedUrl?: unknown };
    return typeof data.feedUrl === 'string' ? data.feedUrl : undefined;
  } catch {
    return undefined;
  }
}

function failure(error: unknown): JobFailure {
  if (error instanceof JobFailure) return error;
  // Refused whole: nothing was applied, and the same feed would be refused again.
  if (error instanceof FeedLimitError) {
    return new JobFailure(error.code, error.message, false, { limit: error.limit });
  }
  if (isFeedError(error)) return new JobFailure(error.code, error.message, isRetryable(error.code));
  return new JobFailure('internal-error', String(error), true);
}

type ShopSync = ServerJob<'shop.sync'>;

/**
 * The `shop.sync` job: streams the shop's feed into staging, swaps it in as the catalogue in one
 * transaction, rebuilds the index (the old one answers until the new one is live) and tells the
 * owner. A broken feed's good items are applied without deleting the rest of the catalogue, and the
 * run counts as a partial success (`gs-bad-feed` with the counts, no retry); it fails only when
 * nothing could be applied.
 */
export class FeedSyncJob implements JobHandler<ShopSync> {
  constructor(private readonly deps: FeedSyncDependencies) {}

  async run(job: ShopSync, signal: AbortSignal): Promise<SyncStats> {
    const { shops, feeds, writer, now } = this.deps;
    const { shopId } = job.payload;
    const shop = await shops.findById(shopId);
    const feed = await feeds.find(shopId);
    if (!shop || !feed) throw new JobFailure('shop-not-found', 'the shop is gone', false);
    const feedUrl = feedUrlOf(shop);
    if (!feedUrl) throw new JobFailure('feed-url-invalid', 'the shop has no feed URL', false);
    await this.deps.runtime.markSyncStart(shop.id, epochSeconds(now));
    await writer.clearStaging(shop.id);
    let parse: FeedParse;
    let cutShort: { code: 'feed-too-large' | 'feed-malformed'; message: string } | undefined;
    let lastModified: string | null;
    try {
      const opened = await openFeed(feedUrl, this.deps.access);
      lastModified = opened.lastModified;
      const stop = (): void => void opened.body.destroy(new Error('the server is closing'));
      signal.addEventListener('abort', stop, { once: true });
      parse = this.deps.access.parser.parse(opened.body, {
        maxDecodedBytes: opened.maxDecodedBytes,
      });
      try {
        await this.stage(shop.id, parse);
      } catch (error) {
        if (!isFeedError(error) || error.code !== 'feed-too-large' || signal.aborted) throw error;
        cutShort = { code: error.code, message: error.message };
      } finally {
        signal.removeEventListener('abort', stop);
      }
      if (signal.aborted) throw new Error('the server is closing');
    } catch (error) {
      await writer.clearStaging(shop.id).catch(() => undefined);
      throw failure(error);
    }
    cutShort ??= parse.stats.error;
    const applied = await writer.promote(shop, { sweep: !cutShort });
    const { first } = await feeds.recordSync(
      shop.id,
      lastModified,
      nextCheckAt(now(), feed.sync_time, lastModified),
    );
    const stats = syncStats(parse.stats, applied, cutShort?.message);
    if (cutShort && stats.outcome === 'failed') {
      throw new JobFailure(cutShort.code, cutShort.message, false, stats);
    }
    await this.deps.notifications.notify(
      shop.customer_id,
      cutShort ? 'gs-bad-feed' : 'synchronization-complete',
      { shopId: shop.id, feedUrl },
      cutShort ? { code: cutShort.code, message: cutShort.message, ...stats } : { ...stats },
    );
    if (first) await this.mailFirstSync(shop);
    return stats;
  }

  /**
   * Reports a sync that failed for good with the payload `{ shopId, feedUrl }`
   * (docs/product/notifications.md#codes).
   */
  async giveUp(job: ShopSync, reason: JobFailure): Promise<void> {
    const shop = await this.deps.shops.findById(job.payload.shopId);
    if (!shop) return;
    // Kept on the shop so the console can show the reason until a sync succeeds.
    await this.deps.feeds.recordFailure(shop.id, {
      code: reason.code,
      message: reason.message,
      at: epochSeconds(this.deps.now),
    });
    await this.deps.notifications.notify(
      shop.customer_id,
      failureNotification(reason.code),
      { shopId: shop.id, feedUrl: feedUrlOf(shop) ?? '' },
      { code: reason.code, message: reason.message, ...reason.result },
    );
  }

  private async stage(shopId: string, parse: FeedParse): Promise<void> {
    const size = this.deps.batchSize ?? 500;
    let batch: StoredProduct[] = [];
    for await (const product of parse) {
      batch.push(storedProduct(product));
      if (batch.length >= size) {
        await this.deps.writer.stage(shopId, batch);
        batch = [];
      }
    }
    await this.deps.writer.stage(shopId, batch);
  }

  private async mailFirstSync(shop: ShopRow): Promise<void> {
    await mailFirstSync(this.deps, shop.customer_id);
  }
}
