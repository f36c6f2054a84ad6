import { catalogueProductSchema, type CatalogueProduct } from '@trova/contracts';
import { epochSeconds, type Clock } from '../../clock';
import type { CatalogueWriter } from '../catalogue/index';
import type { ShopPlatformRow, ShopPlatformsRepository } from '../connectors/index';
import type { JobHandler, ServerJob } from '../jobs/index';
import { JobFailure } from '../jobs/index';
import type { LinkedClient, PlatformChanges } from '../platforms/index';
import type { ShopRow, ShopsRepository } from '../shops/index';
import { DAY_SECONDS, platformFailure, pollIntervalOf, type LinkClients } from './platform-link';

export interface PlatformChangesDependencies {
  shops: Pick<ShopsRepository, 'findById'>;
  links: ShopPlatformsRepository;
  writer: Pick<CatalogueWriter, 'apply'>;
  clients: LinkClients;
  now: Clock;
}

/**
 * A poll reads back this far before its cursor: a product saved while the previous poll ran, or
 * stamped by a store clock a little behind ours, is not missed (re-reading one costs little).
 */
export const POLL_OVERLAP_SECONDS = 300;

type PlatformChangesJobType = ServerJob<'platform.changes'>;

/** What one change applied. */
export interface ChangeStats {
  upserted: number;
  deleted: number;
  invalid: number;
}

/**
 * `platform.changes`: products a webhook named are re-read from the store (the notice itself is
 * never trusted as the product), gone ones deleted, and with `poll` whatever changed since the
 * shop's cursor minus an overlap; each page goes into the live index at once through the writer.
 * A product the store no longer shows comes back as gone and is deleted.
 */
export class PlatformChangesJob implements JobHandler<PlatformChangesJobType> {
  constructor(private readonly deps: PlatformChangesDependencies) {}

  async run(job: PlatformChangesJobType, signal: AbortSignal): Promise<ChangeStats> {
    const { shopId } = job.payload;
    const shop = await this.deps.shops.findById(shopId);
    const link = await this.deps.links.find(shopId);
    // A shop deleted or disconnected meanwhile has nothing left to change.
    if (!shop || !link) throw new JobFailure('shop-not-found', 'the shop is gone', false);
    const stats: ChangeStats = { upserted: 0, deleted: 0, invalid: 0 };
    let client: LinkedClient | undefined;
    try {
      client = this.deps.clients(link, shop.language_iso);
      if (job.payload.poll) await this.poll(shop, link, client, stats, signal);
      else await this.notice(shop, client, job.payload, stats, signal);
    } catch (error) {
      const failure = platformFailure(error);
      if (job.payload.poll && !failure.retryable) await this.pausePolls(link, failure);
      throw failure;
    } finally {
      client?.close?.();
    }
    return stats;
  }

  /**
   * A store that refuses a poll for good (a revoked key) is not polled again every few minutes:
   * the failure shows on the shop, and the next import (the owner's fix, or the daily one)
   * resumes polling when it succeeds.
   */
  private async pausePolls(link: ShopPlatformRow, failure: JobFailure): Promise<void> {
    const at = epochSeconds(this.deps.now);
    const nextFullAt = link.next_full_at === null ? at + DAY_SECONDS : Number(link.next_full_at);
    await this.deps.links.recordFailure(
      link.shop_id,
      { code: failure.code, message: failure.message, at },
      nextFullAt,
    );
    await this.deps.links.schedule(link.shop_id, { nextPollAt: null });
  }

  private async notice(
    shop: ShopRow,
    client: LinkedClient,
    payload: PlatformChangesJobType['payload'],
    stats: ChangeStats,
    signal: AbortSignal,
  ): Promise<void> {
    const ids = new Set(payload.productIds);
    if (payload.inventoryItemIds.length > 0 && client.productIdsForInventory) {
      for (const id of await client.productIdsForInventory(payload.inventoryItemIds, signal)) {
        ids.add(id);
      }
    }
    // A deletion is asked of the store like a change: deliveries arrive out of order (a restore
    // can overtake the delete it undoes, when that one was retried), and a captured signed delete
    // can be sent again. What the store no longer shows comes back as gone.
    for (const id of payload.gone) ids.add(id);
    const read = ids.size > 0 ? await client.fetchByIds([...ids], signal) : undefined;
    await this.apply(shop, { upserts: read?.upserts ?? [], gone: read?.gone ?? [] }, stats);
  }

  private async poll(
    shop: ShopRow,
    link: ShopPlatformRow,
    client: LinkedClient,
    stats: ChangeStats,
    signal: AbortSignal,
  ): Promise<void> {
    const started = epochSeconds(this.deps.now);
    const cursor = link.cursor === null ? started : Number(link.cursor);
    for await (const page of client.changedSince(cursor - POLL_OVERLAP_SECONDS, signal)) {
      await this.apply(shop, page, stats);
    }
    const interval = pollIntervalOf(link);
    await this.deps.links.schedule(shop.id, {
      cursor: started,
      ...(interval === null ? {} : { nextPollAt: started + interval }),
    });
  }

  private async apply(shop: ShopRow, changes: PlatformChanges, stats: ChangeStats): Promise<void> {
    const upserts: CatalogueProduct[] = [];
    for (const item of changes.upserts) {
      const parsed = catalogueProductSchema.safeParse(item);
      if (parsed.success) upserts.push(parsed.data);
      else stats.invalid += 1;
    }
    if (upserts.length === 0 && changes.gone.length === 0) return;
    const result = await this.deps.writer.apply(shop, upserts, changes.gone);
    stats.upserted += upserts.length;
    stats.deleted += result.deleted;
  }
}
