import type {
  Shop,
  ShopDataUpdate,
  ShopIndexingStatus,
  ShopSyncStatus,
  StatusResponse,
} from '@trova/contracts';
import { z } from 'zod';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import { requireCaller, type Caller } from '../auth/caller';
import { isFeedError, parseFeedUrl } from '../feeds';
import type { Jobs } from '../jobs/job-catalog';
import type { JobQueue } from '../jobs/job-queue';
import type { JobsRepository } from '../jobs/jobs.repository';
import type { IndexRegistry } from '../search/index-registry';
import type { IndexingService } from '../search/indexing.service';
import { monthOf } from '../search/request-counter';
import type { RequestCountsRepository } from '../search/request-counts.repository';
import type { ShopRow, ShopsRepository } from './shops.repository';

export interface ShopsServiceDependencies {
  shops: ShopsRepository;
  requestCounts: RequestCountsRepository;
  indexing: IndexingService;
  registry: IndexRegistry;
  /** Queues feed syncs (`shop.sync`). */
  jobQueue: Pick<JobQueue<Jobs>, 'enqueue'>;
  /** A shop is synchronizing while it has a queued or running `shop.sync` job. */
  jobs: Pick<JobsRepository, 'syncingShopIds'>;
  now: Clock;
}

function json(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The platform whose shops are fed by `cms_data.feedUrl` and synced by the job runner. */
const FEED_PLATFORM = 'google-shopping';

/** Same address rules as connecting the feed: a URL the sync could never fetch is refused. */
function assertFeedUrl(url: string): void {
  try {
    parseFeedUrl(url);
  } catch (error) {
    if (isFeedError(error)) throw new AppError('feed-url-invalid');
    throw error;
  }
}

/**
 * Widgets the console lets a shop owner edit (document 001 §2): a feed shop's feed URL, and the
 * language of every shop whose platform does not impose it (a Shopify shop's comes from Shopify).
 * Stored widgets add to these; none is ever taken away.
 */
export function editableWidgetsFor(cmsType: string): string[] {
  if (cmsType === FEED_PLATFORM) return ['feedUrl', 'language_iso'];
  return cmsType === 'shopify' ? [] : ['language_iso'];
}

const stringList = z.array(z.string()).catch([]);
const object = z.record(z.string(), z.unknown()).catch({});

/**
 * Stored row → wire shape. JSON sections are passed through; the response schema validates them, so
 * a corrupt stored document fails loudly instead of reaching the console half-read.
 */
function toShop(row: ShopRow, requests: number, synchronizing: boolean): Shop {
  return {
    id: row.id,
    key: row.key,
    url: row.url,
    sector: row.sector,
    cms: { type: row.cms_type, version: row.cms_version },
    cms_data: object.parse(json(row.cms_data)),
    is_active: row.is_active === 1,
    isSynchronizing: synchronizing,
    isIndexing: row.is_indexing === 1,
    skus: row.skus,
    requests,
    language_iso: row.language_iso,
    editable_widgets: [
      ...new Set([
        ...editableWidgetsFor(row.cms_type),
        ...stringList.parse(json(row.editable_widgets)),
      ]),
    ],
    configurable_attributes: stringList.parse(json(row.configurable_attributes)),
    last_sync_start_time: row.last_sync_start_time,
    last_index_start_time: row.last_index_start_time,
    last_index_end_time: row.last_index_end_time,
    setup: json(row.setup) as Shop['setup'],
    fineTuning: json(row.fine_tuning) as Shop['fineTuning'],
    layout: json(row.layout) as Shop['layout'],
  };
}

/** The caller's shops: the list, their lifecycle and the calls that change or delete one. */
export class ShopsService {
  constructor(private readonly deps: ShopsServiceDependencies) {}

  /**
   * `GET shops`: every shop of the caller, oldest first (the console shows completed and configuring),
   * with this month's searches as `requests`.
   * @example (await shops.list(caller)).length // 0 before the first wizard run
   */
  async list(caller: Caller | undefined): Promise<Shop[]> {
    const { customerId } = requireCaller(caller);
    const month = monthOf(this.deps.now());
    const [rows, requests] = await Promise.all([
      this.deps.shops.listByCustomer(customerId),
      this.deps.requestCounts.forCustomer(customerId, month),
    ]);
    const syncing = await this.deps.jobs.syncingShopIds(rows.map((row) => row.id));
    return rows.map((row) => toShop(row, requests.get(row.id) ?? 0, syncing.has(row.id)));
  }

  /** `GET shops/status`: which of the caller's shops have a feed sync queued or running. */
  async syncStatus(caller: Caller | undefined): Promise<ShopSyncStatus[]> {
    const { customerId } = requireCaller(caller);
    const ids = await this.deps.shops.listIds(customerId);
    const syncing = await this.deps.jobs.syncingShopIds(ids);
    return ids.map((id) => ({ id, isSynchronizing: syncing.has(id) }));
  }

  /**
   * `GET shops/{id}/status`: true while a build is waiting or running.
   * @example (await shops.indexingStatus(caller, shopId)).isIndexing // false once searchable
   */
  async indexingStatus(caller: Caller | undefined, shopId: string): Promise<ShopIndexingStatus> {
    const shop = await this.owned(caller, shopId);
    return { isIndexing: shop.is_indexing === 1 || this.deps.indexing.isIndexing(shop.id) };
  }

  /** `PUT shops/{id}/lang`. */
  async setLanguage(
    caller: Caller | undefined,
    shopId: string,
    iso6391: string,
  ): Promise<StatusResponse> {
    const shop = await this.owned(caller, shopId);
    await this.deps.shops.update(shop.customer_id, shop.id, { language_iso: iso6391 });
    return { status: 'OK' };
  }

  /**
   * `PUT shops/{id}/data`: platform data; keys not sent are kept. A feed shop whose feed URL changes
   * is synced from the new feed at once rather than at its next scheduled time.
   */
  async setData(
    caller: Caller | undefined,
    shopId: string,
    data: ShopDataUpdate,
  ): Promise<StatusResponse> {
    const shop = await this.owned(caller, shopId);
    const current = object.parse(json(shop.cms_data));
    const feedChanged = data.feedUrl !== current.feedUrl;
    if (feedChanged) assertFeedUrl(data.feedUrl);
    const merged = { ...current, ...data };
    await this.deps.shops.update(shop.customer_id, shop.id, { cms_data: JSON.stringify(merged) });
    if (feedChanged && shop.cms_type === FEED_PLATFORM) {
      await this.deps.jobQueue.enqueue('shop.sync', { shopId: shop.id });
    }
    return { status: 'OK' };
  }

  /**
   * `DELETE shops/{id}`: the shop, its products, its index and its counters.
   * @example await shops.remove(caller, shopId); // later calls on shopId answer shop-not-found
   */
  async remove(caller: Caller | undefined, shopId: string): Promise<StatusResponse> {
    const shop = await this.owned(caller, shopId);
    // Forgotten before the delete so search stops at once, and again after it: a build that was
    // running during the delete may have registered its index in between.
    await this.deps.indexing.forget(shop);
    await this.deps.shops.delete(shop.customer_id, shop.id);
    await this.deps.indexing.forget(shop);
    return { status: 'OK' };
  }

  /** `GET shops/{id}/attributes`: the product fields the shop's catalogue actually carries. */
  async attributes(caller: Caller | undefined, shopId: string): Promise<string[]> {
    const shop = await this.owned(caller, shopId);
    return [...(this.deps.registry.get(shop.key)?.attributes ?? [])];
  }

  /** Ownership first: another customer's shop answers exactly like a missing one. */
  private async owned(caller: Caller | undefined, shopId: string): Promise<ShopRow> {
    const { customerId } = requireCaller(caller);
    const shop = await this.deps.shops.findOwned(customerId, shopId);
    if (!shop) throw new AppError('shop-not-found');
    return shop;
  }
}
