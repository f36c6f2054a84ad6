import { API_PREFIX, catalogueProductSchema, type CatalogueProductInput } from '@trova/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { epochSeconds, type Clock } from '../../clock';
import type { CatalogueWriter, StoredProduct } from '../catalogue/index';
import { storedProduct } from '../catalogue/index';
import type { ShopPlatformRow, ShopPlatformsRepository } from '../connectors/index';
import type { JobHandler, ServerJob } from '../jobs/index';
import { JobFailure } from '../jobs/index';
import type { NotificationsService } from '../notifications/index';
import { pollIntervalSeconds, type LinkedClient } from '../platforms/index';
import type { ShopRow, ShopRuntimeRepository, ShopsRepository } from '../shops/index';
import { mailFirstSync, type FirstSyncMailDependencies } from './first-sync-mail';
import { DAY_SECONDS, platformFailure, webhookIdsOf, type LinkClients } from './platform-link';
import { assertWalkComplete } from './platform-sweep-guard';
import type { SyncStats } from './sync-outcome';

export interface PlatformSyncDependencies {
  shops: ShopsRepository;
  runtime: ShopRuntimeRepository;
  links: ShopPlatformsRepository;
  writer: CatalogueWriter;
  notifications: NotificationsService;
  /** The first import's "Your products are in Trova" mail, as feed shops get it. */
  firstSyncMail: FirstSyncMailDependencies;
  clients: LinkClients;
  /** The public origin the platforms' webhooks call back. */
  baseUrl: () => string;
  log: FastifyBaseLogger;
  now: Clock;
}

type ShopSync = ServerJob<'shop.sync'>;

/** Where a platform delivers its webhooks for this shop. */
export function webhookUrl(baseUrl: string, platform: string, shopId: string): string {
  return platform === 'shopify'
    ? `${baseUrl}${API_PREFIX}/webhooks/shopify`
    : `${baseUrl}${API_PREFIX}/webhooks/${platform}/${shopId}`;
}

/**
 * A platform shop's full import (docs/product/catalogue.md, "Platforms"): every product the
 * storefront shows, page by page into staging, then swapped in with a sweep, so products the store
 * no longer shows go. Progress (products read, and how many the store said it has) is stored as
 * it goes for `GET shops/status`. A failure leaves the live catalogue as it was; a rate limit or an
 * outage is retried by the job runner, a wrong key is not. Webhooks are (re)registered at each
 * import, which re-enables those the store paused.
 */
export class PlatformSyncJob implements JobHandler<ShopSync> {
  constructor(private readonly deps: PlatformSyncDependencies) {}

  async run(job: ShopSync, signal: AbortSignal): Promise<SyncStats> {
    const { shops, links, writer, now } = this.deps;
    const shop = await shops.findById(job.payload.shopId);
    const link = await links.find(job.payload.shopId);
    if (!shop || !link) throw new JobFailure('shop-not-found', 'the shop is gone', false);
    const started = epochSeconds(now);
    await this.deps.runtime.markSyncStart(shop.id, started);
    await writer.clearStaging(shop.id);
    let counts: { read: number; kept: number; storeCount: number | null };
    let client: LinkedClient | undefined;
    try {
      client = this.deps.clients(link, shop.language_iso);
      counts = await this.stage(shop.id, client, signal);
      const { skus } = await this.deps.runtime.get(shop.id);
      assertWalkComplete({ ...counts, liveCount: skus });
    } catch (error) {
      client?.close?.();
      await writer.clearStaging(shop.id).catch(() => undefined);
      throw platformFailure(signal.aborted ? new Error('the server is closing') : error);
    }
    let applied: Awaited<ReturnType<CatalogueWriter['promote']>>;
    let webhooks = false;
    try {
      applied = await writer.promote(shop, { sweep: true });
      webhooks = await this.registerWebhooks(shop, link, client, signal);
    } finally {
      client.close?.();
    }
    // A store whose webhooks could not be registered is polled as often as one without any.
    const interval = pollIntervalSeconds(link.platform, webhooks);
    const done = epochSeconds(now);
    const { first } = await links.recordImport(shop.id, {
      cursor: started,
      nextPollAt: interval === null ? null : done + interval,
      nextFullAt: done + DAY_SECONDS,
    });
    const invalid = counts.read - counts.kept;
    const stats: SyncStats = {
      outcome: invalid > 0 ? 'partial' : 'complete',
      format: link.platform,
      items: counts.read,
      products: counts.kept,
      itemErrorCount: invalid,
      itemErrors: [],
      warningCount: 0,
      warnings: [],
      skus: applied.skus,
      deleted: applied.deleted,
    };
    await this.deps.notifications.notify(
      shop.customer_id,
      'synchronization-complete',
      { shopId: shop.id },
      { ...stats },
    );
    if (first && counts.kept > 0) await mailFirstSync(this.deps.firstSyncMail, shop.customer_id);
    return stats;
  }

  /**
   * An import that failed for good: its cause stays on the shop for the console until an import
   * succeeds, the owner is told with the cause's code, and the daily reconciliation tries again.
   */
  async giveUp(job: ShopSync, reason: JobFailure): Promise<void> {
    const shop = await this.deps.shops.findById(job.payload.shopId);
    if (!shop) return;
    const at = epochSeconds(this.deps.now);
    await this.deps.links.recordFailure(
      shop.id,
      { code: reason.code, message: reason.message, at },
      at + DAY_SECONDS,
    );
    await this.deps.notifications.notify(
      shop.customer_id,
      'synchronization-failed',
      { shopId: shop.id },
      { code: reason.code, message: reason.message },
    );
  }

  /** Stages every valid product; an invalid one is counted and left out, never the page. */
  private async stage(
    shopId: string,
    client: LinkedClient,
    signal: AbortSignal,
  ): Promise<{ read: number; kept: number; storeCount: number | null }> {
    const { links, writer } = this.deps;
    const store = await client.check(signal);
    const total = store.productCount;
    await links.setProgress(shopId, { imported: 0, total });
    let [read, kept] = [0, 0];
    for await (const page of client.products(signal)) {
      const batch = validProducts(page);
      if (batch.length > 0) await writer.stage(shopId, batch);
      read += page.length;
      kept += batch.length;
      await links.setProgress(shopId, { imported: read, total });
      if (signal.aborted) throw new Error('the server is closing');
    }
    return { read, kept, storeCount: total };
  }

  /**
   * Best effort: a store that refuses webhooks is still read by polls (every 5 minutes then) and
   * reconciliation. Returns whether the store has Trova's webhooks now.
   */
  private async registerWebhooks(
    shop: ShopRow,
    link: ShopPlatformRow,
    client: LinkedClient,
    signal: AbortSignal,
  ): Promise<boolean> {
    if (!client.register) return false;
    const secret = link.webhook_secret ?? '';
    try {
      const url = webhookUrl(this.deps.baseUrl(), link.platform, shop.id);
      const ids = await client.register(url, secret, signal);
      await this.deps.links.setWebhooks(shop.id, ids, link.webhook_secret);
      return ids.length > 0;
    } catch (error) {
      this.deps.log.warn({ err: error, shopId: shop.id }, 'platform webhooks not registered');
      // Ids registered before stay: those webhooks may still exist, and disconnect removes them.
      return webhookIdsOf(link).length > 0;
    }
  }
}

/** The products of a page that are valid catalogue products, ready for staging. */
export function validProducts(page: readonly CatalogueProductInput[]): StoredProduct[] {
  return page.flatMap((item) => {
    const parsed = catalogueProductSchema.safeParse(item);
    return parsed.success ? [storedProduct(parsed.data)] : [];
  });
}
