import type {
  Shop,
  ShopDataUpdate,
  ShopSectorUpdate,
  ShopSyncError,
  ShopIndexingStatus,
  ShopSyncStatus,
  SyncProgress,
  StatusResponse,
} from '@trova/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import { requireCaller, type Caller } from '../../kernel/caller';
import type { EditableWidget } from '../connectors/index';
import type { ConnectorRegistry } from '../connectors/index';
import { isFeedError, parseFeedUrl } from '../feeds';
import type { Port } from '../../kernel/port';
import { monthStartOf } from '../../kernel/utc-day';
import type { ShopEvents } from '../../kernel/shop-events';
import type { ShopConfigurationViews, ShopIndexState } from './shop-ports';
import { cmsDataOf, shopView } from './shop-view';
import { emptyRuntime, type ShopRuntimeRepository } from './shop-runtime.repository';
import type { ShopRow, ShopsRepository } from './shops.repository';

export interface ShopsServiceDependencies {
  shops: ShopsRepository;
  runtime: ShopRuntimeRepository;
  /** Each shop's configuration as the list shows it (the configuration module connects it). */
  configurations: Pick<Port<ShopConfigurationViews>, 'use'>;
  /** Billed searches per shop (human search intents) over a span, for this month's count. */
  billing: ShopSearchCounts;
  /** Where `shop.deleting` and `shop.deleted` are told, in the deleting transaction. */
  events: ShopEvents;
  connectors: Pick<ConnectorRegistry, 'of' | 'forShop'>;
  /** The live indexes (the search module connects it). */
  index: Pick<Port<ShopIndexState>, 'use'>;
  /** Shops of the list that have a queued or running `shop.sync` job. */
  syncing: (shopIds: readonly string[]) => Promise<ReadonlySet<string>>;
  /** Why the latest sync of these shops failed, for those where it did. */
  syncErrors?: (shopIds: readonly string[]) => Promise<ReadonlyMap<string, ShopSyncError>>;
  /** How far the running imports of these shops have come, for those that count (platforms). */
  syncProgress?: (shopIds: readonly string[]) => Promise<ReadonlyMap<string, SyncProgress>>;
  log: FastifyBaseLogger;
  now: Clock;
  /** Told once a shop is deleted (the other processes drop its index). */
  deleted?: (shop: { id: string; key: string }) => Promise<void>;
}

/**
 * The billed searches of shops (the analytics module's billing count,
 * docs/product/analytics.md#billing-count), declared here so that shops need not import analytics.
 */
export interface ShopSearchCounts {
  /** Each shop's human search intents from `monthStartMs` to `nowMs`; every shop asked answered. */
  monthlyIntentsOf(
    shopIds: readonly string[],
    monthStartMs: number,
    nowMs: number,
  ): Promise<Map<string, number>>;
}

const NO_CONFIGURATION = { setup: null, fineTuning: null, layout: null, error: null };

/** Same address rules as connecting the feed: a URL the sync could never fetch is refused. */
function assertFeedUrl(url: string): void {
  try {
    parseFeedUrl(url);
  } catch (error) {
    if (isFeedError(error)) throw new AppError('feed-url-invalid');
    throw error;
  }
}

/** The caller's shops: the list, their lifecycle and the calls that change or delete one. */
export class ShopsService {
  constructor(private readonly deps: ShopsServiceDependencies) {}

  /**
   * `GET shops`: every shop of the caller, oldest first (the console shows completed and
   * configuring), with this month's billed searches (human search intents, UTC month) as `requests`. A shop whose stored configuration
   * cannot be read is listed with `configurationError` and null sections, and the error is logged:
   * one damaged shop never hides the others.
   * @example (await shops.list(caller)).length // 0 before the first wizard run
   */
  async list(caller: Caller | undefined): Promise<Shop[]> {
    const { customerId } = requireCaller(caller);
    const rows = await this.deps.shops.listByCustomer(customerId);
    const ids = rows.map((row) => row.id);
    const now = this.deps.now();
    const [requests, runtime, configurations, syncing, syncErrors] = await Promise.all([
      this.deps.billing.monthlyIntentsOf(ids, monthStartOf(now), now),
      this.deps.runtime.getMany(ids),
      this.deps.configurations.use().viewsOf(ids),
      this.deps.syncing(ids),
      this.deps.syncErrors?.(ids) ?? new Map<string, ShopSyncError>(),
    ]);
    return rows.map((row) => {
      return shopView(row, {
        runtime: runtime.get(row.id) ?? emptyRuntime(row.id),
        configuration: configurations.get(row.id) ?? NO_CONFIGURATION,
        requests: requests.get(row.id) ?? 0,
        syncing: syncing.has(row.id),
        // A sync waiting or running may fix the failure: the error shows only once it is over.
        syncError: syncing.has(row.id) ? null : (syncErrors.get(row.id) ?? null),
        indexing: this.deps.index.use().isIndexing(row.id),
        editableWidgets: this.deps.connectors.of(row.cms_type).editableWidgets,
      });
    });
  }

  /** `GET shops/status`: whether each shop has a sync queued or running. */
  async syncStatus(caller: Caller | undefined): Promise<ShopSyncStatus[]> {
    const { customerId } = requireCaller(caller);
    const rows = await this.deps.shops.listByCustomer(customerId);
    const ids = rows.map((row) => row.id);
    const [syncing, progress] = await Promise.all([
      this.deps.syncing(ids),
      this.deps.syncProgress?.(ids) ?? new Map<string, SyncProgress>(),
    ]);
    return rows.map((row) => {
      const isSynchronizing = syncing.has(row.id);
      const running = isSynchronizing ? progress.get(row.id) : undefined;
      return { id: row.id, isSynchronizing, ...(running ? { progress: running } : {}) };
    });
  }

  /**
   * `GET shops/{id}/status`: true while a build is waiting or running.
   * @example (await shops.indexingStatus(caller, shopId)).isIndexing // false once searchable
   */
  async indexingStatus(caller: Caller | undefined, shopId: string): Promise<ShopIndexingStatus> {
    const shop = await this.owned(caller, shopId);
    const runtime = await this.deps.runtime.get(shop.id);
    return { isIndexing: runtime.is_indexing === 1 || this.deps.index.use().isIndexing(shop.id) };
  }

  /**
   * `PUT shops/{id}/lang`: only where the shop's platform lets the owner choose the language
   * (a Shopify shop's comes from Shopify).
   */
  async setLanguage(
    caller: Caller | undefined,
    shopId: string,
    iso6391: string,
  ): Promise<StatusResponse> {
    const shop = await this.owned(caller, shopId);
    this.requireWidget(shop, 'language_iso');
    await this.deps.shops.update(shop.customer_id, shop.id, { language_iso: iso6391 });
    return { status: 'OK' };
  }

  /**
   * `PUT shops/{id}/data`: platform data; keys not sent are kept. Only a platform whose feed URL
   * the owner may edit takes one, and a new one is synced at once.
   */
  async setData(
    caller: Caller | undefined,
    shopId: string,
    data: ShopDataUpdate,
  ): Promise<StatusResponse> {
    const shop = await this.owned(caller, shopId);
    const current = cmsDataOf(shop);
    if (data.feedUrl !== current.feedUrl) {
      this.requireWidget(shop, 'feedUrl');
      assertFeedUrl(data.feedUrl);
    }
    const merged = { ...current, ...data };
    await this.deps.shops.update(shop.customer_id, shop.id, { cms_data: JSON.stringify(merged) });
    await (await this.deps.connectors.forShop(shop)).dataChanged(shop, current, merged);
    return { status: 'OK' };
  }

  /**
   * `PUT shops/{id}/sector`: the wizard saves the sector on the shop as soon as the shop is chosen,
   * so a reload of the later steps keeps it (docs/product/onboarding.md#start-sector).
   */
  async setSector(
    caller: Caller | undefined,
    shopId: string,
    { sector }: ShopSectorUpdate,
  ): Promise<StatusResponse> {
    const shop = await this.owned(caller, shopId);
    await this.deps.shops.update(shop.customer_id, shop.id, { sector });
    return { status: 'OK' };
  }

  /**
   * `DELETE shops/{id}`: the shop's connector stops first, then the shop goes with its products,
   * configuration, revisions, index and counters: in one transaction, `shop.deleting` then
   * `shop.deleted` let every module keep or delete its part (billing keeps the shop's billed
   * searches with the customer, docs/product/billing.md#query-tiers), then the row goes.
   * @example await shops.remove(caller, shopId); // later calls on shopId answer shop-not-found
   */
  async remove(caller: Caller | undefined, shopId: string): Promise<StatusResponse> {
    const shop = await this.owned(caller, shopId);
    await (await this.deps.connectors.forShop(shop)).disconnect(shop);
    // Forgotten before the delete so search stops at once, and again after it: a build that was
    // running during the delete may have registered its index in between.
    await this.deps.index.use().forget(shop);
    // Told once this process stopped searching the shop: billing counts its searches then.
    await this.deps.shops.delete(shop.customer_id, shop.id, async (trx) => {
      const deletion = { shopId: shop.id, customerId: shop.customer_id, trx };
      await this.deps.events.emit('shop.deleting', deletion);
      await this.deps.events.emit('shop.deleted', deletion);
    });
    await this.deps.index.use().forget(shop);
    await this.deps.deleted?.({ id: shop.id, key: shop.key });
    return { status: 'OK' };
  }

  /** `GET shops/{id}/attributes`: the product fields the shop's catalogue actually carries. */
  async attributes(caller: Caller | undefined, shopId: string): Promise<string[]> {
    const shop = await this.owned(caller, shopId);
    return [...this.deps.index.use().attributesOf(shop.key)];
  }

  /** Ownership first: another customer's shop answers exactly like a missing one. */
  private async owned(caller: Caller | undefined, shopId: string): Promise<ShopRow> {
    const { customerId } = requireCaller(caller);
    const shop = await this.deps.shops.findOwned(customerId, shopId);
    if (!shop) throw new AppError('shop-not-found');
    return shop;
  }

  private requireWidget(shop: ShopRow, widget: EditableWidget): void {
    if (!this.deps.connectors.of(shop.cms_type).editableWidgets.includes(widget)) {
      throw new AppError('widget-not-editable');
    }
  }
}
