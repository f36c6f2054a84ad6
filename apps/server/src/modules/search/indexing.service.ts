import { SearchIndex, type QuerySettings } from '@trova/engine';
import type { FastifyBaseLogger } from 'fastify';
import { epochSeconds, type Clock } from '../../clock';
import type { CatalogueChange } from '../../kernel/catalogue-change';
import type { ConfigurationSaved } from '../../kernel/shop-events';
import type { ProductsRepository } from '../catalogue/index';
import type { ShopConfiguration } from '../../kernel/shop-configuration';
import { jsonEqual } from '../../kernel/json-equal';
import type { ShopRuntimeRepository } from '../shops/index';
import type { ShopsRepository } from '../shops/index';
import { applyDelta, type Delta } from './index-delta';
import type { IndexOptimizer } from './index-optimizer';
import type { IndexRegistry, ShopIndex } from './index-registry';
import type { IndexSnapshotService } from './index-snapshot.service';
import type { LearnedSignalsSource } from './learned-signals.port';
import { readCatalogueDocuments } from './catalogue-documents';
import { discoverAttributes } from '../catalogue/index';
import { searchSettingsOf } from '../configuration/index';
import { allowedOriginSet, excludedIpSet, resultFieldsOf } from './shop-engine-schema';

export interface IndexingDependencies {
  shops: ShopsRepository;
  runtime: ShopRuntimeRepository;
  products: ProductsRepository;
  /** The shop's decoded configuration and its revision; throws `configuration-corrupt`. */
  configuration: (
    shopId: string,
  ) => Promise<{ configuration: ShopConfiguration; revision: number }>;
  registry: IndexRegistry;
  optimizer: IndexOptimizer;
  log: FastifyBaseLogger;
  now: Clock;
  /** Wait after the last change before rebuilding, so a burst of changes costs one build. */
  debounceMs: number;
  /** Stored indexes; without it every start rebuilds from the products. */
  snapshots?: IndexSnapshotService;
  /**
   * Whether a customer's storefronts are answered at all (billing: an inactive plan is not
   * served, docs/adr/0016-billing-rules.md); a published shop's entry is published only while it is.
   * Default: always.
   */
  served?: (customerId: string) => boolean;
  /** The shop's learned signals, applied to each new index before it goes live (learning). */
  learned?: () => LearnedSignalsSource | undefined;
}

interface ShopRef {
  id: string;
  key: string;
}

/**
 * Keeps each shop's live index (docs/architecture.md, "Index"). Full builds happen only when the
 * index itself must change: a first build, a schema change, a full feed sync. Push deltas and query
 * settings change the live index in place, at once, and the engine is optimised in the background.
 * One build at a time per shop: a change during a build schedules one more build after it, and
 * deltas that arrive during a build are applied to the new index before it goes live.
 */
export class IndexingService {
  private readonly timers = new Map<string, { timer: NodeJS.Timeout; shop: ShopRef }>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  /** Deltas of shops whose build is running, replayed on the new index before its swap. */
  private readonly duringBuild = new Map<string, Delta[]>();
  /** The newest query settings a save made live, by shop, with their configuration revision. */
  private readonly latestQuery = new Map<string, { revision: number; query: QuerySettings }>();
  private closed = false;

  constructor(private readonly deps: IndexingDependencies) {}

  /**
   * Rebuilds the shop's index after the debounce delay.
   * @example indexing.schedule({ id: shop.id, key: shop.key });
   */
  schedule(shop: ShopRef): void {
    if (this.closed) return;
    clearTimeout(this.timers.get(shop.id)?.timer);
    const timer = setTimeout(() => {
      this.timers.delete(shop.id);
      void this.rebuild(shop);
    }, this.deps.debounceMs);
    timer.unref();
    this.timers.set(shop.id, { timer, shop });
  }

  /** Whether a build of the shop is waiting or running. */
  isIndexing(shopId: string): boolean {
    return this.timers.has(shopId) || this.running.has(shopId);
  }

  /** Builds now (or once more after the running build); resolves when the index is live. */
  rebuild(shop: ShopRef): Promise<void> {
    return this.run(shop, () => this.buildAndStore(shop));
  }

  /**
   * Brings the shop's index to its stored catalogue: from the stored index while it is current (a
   * shared volume), otherwise built from the products. Another process's change that cannot be
   * replayed ends here (docs/architecture.md, "Several processes").
   */
  reload(shop: ShopRef): Promise<void> {
    return this.run(shop, () => this.restoreOrBuild(shop));
  }

  /**
   * The catalogue writer's changes: a delta goes into the live index at once (no index yet: the
   * first build is scheduled); a replaced catalogue is rebuilt.
   */
  async catalogueChanged(shop: ShopRef, change: CatalogueChange): Promise<void> {
    if (change.kind === 'full') return this.rebuild(shop);
    const delta: Delta = change;
    const pending = this.duringBuild.get(shop.id);
    if (pending) pending.push(delta);
    const entry = this.deps.registry.get(shop.key);
    if (!entry) {
      if (!pending) this.schedule(shop);
      return;
    }
    this.deps.registry.swap(shop.key, applyDelta(entry, delta));
    this.deps.optimizer.schedule(shop);
  }

  /**
   * `configuration.saved`: excluded IPs, result fields and query settings go live at once, on the
   * live index; a change to what the index is built from (fields, facets, out-of-stock products)
   * rebuilds it. The save derived `settings` already; only a shop without a live index derives the
   * previous configuration's inputs, to tell whether a build is due.
   */
  async configurationSaved(saved: ConfigurationSaved): Promise<void> {
    const { shop, revision, configuration, settings } = saved;
    const runtime = await this.deps.runtime.get(shop.id);
    // The first setup of a synced shop starts its index: from here its lifecycle is 'completed'
    // (docs/product/shell.md), even before the build has finished.
    const firstSetup =
      configuration.setup !== null &&
      runtime.last_sync_start_time !== null &&
      runtime.last_index_start_time === null;
    if (firstSetup)
      await this.deps.runtime.markIndexStart(shop.id, epochSeconds(this.deps.now), true);
    // Neither needs a rebuild: the answer cache is keyed by the result fields too.
    this.deps.registry.update(shop.key, {
      excludedIps: excludedIpSet(configuration.fineTuning?.ips ?? []),
      allowedOrigins: allowedOriginSet(configuration.setup),
      resultFields: resultFieldsOf(configuration.setup),
    });
    this.latestQuery.set(shop.id, { revision, query: settings.query });
    const entry = this.deps.registry.get(shop.key);
    const built = entry?.inputs ?? searchSettingsOf(saved.previous).inputs;
    if (firstSetup || !jsonEqual(built, settings.inputs)) {
      this.schedule(shop);
      return;
    }
    if (!entry) return;
    // Equal settings change nothing, not even the index revision (the answer cache keeps its keys).
    const indexRevision = entry.index.revision;
    entry.index.setQuerySettings(settings.query);
    if (entry.index.revision !== indexRevision) this.deps.optimizer.schedule(shop);
  }

  private served(customerId: string): boolean {
    return this.deps.served?.(customerId) ?? true;
  }

  /** Storefronts are answered only while the shop is published. */
  publishedChanged(shop: ShopRef, published: boolean): void {
    this.deps.registry.update(shop.key, { published });
  }

  /**
   * On start: every shop with products gets its index back, from its stored index while that is
   * current, otherwise built from its products.
   */
  async loadAll(): Promise<void> {
    await this.deps.runtime.clearIndexing();
    const shops = await this.deps.runtime.listIndexable();
    await this.deps.snapshots?.prune(new Set(shops.map((shop) => shop.id)));
    for (const shop of shops) await this.run(shop, () => this.restoreOrBuild(shop));
  }

  private run(shop: ShopRef, task: () => Promise<void>): Promise<void> {
    const current = this.running.get(shop.id);
    if (current) {
      this.again.add(shop.id);
      return current;
    }
    const run = task()
      .catch((error: unknown) =>
        this.deps.log.error({ err: error, shopId: shop.id }, 'index build failed'),
      )
      .finally(() => {
        this.running.delete(shop.id);
        if (this.again.delete(shop.id) && !this.closed) void this.rebuild(shop);
      });
    this.running.set(shop.id, run);
    return run;
  }

  /** Resolves once nothing is waiting, building or optimising (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.timers.size > 0 || this.running.size > 0) {
      for (const [id, pending] of this.timers) {
        clearTimeout(pending.timer);
        this.timers.delete(id);
        void this.rebuild(pending.shop);
      }
      await Promise.all(this.running.values());
    }
    await this.deps.optimizer.idle();
  }

  /** Drops a deleted shop's index, its stored index and anything pending. */
  async forget(shop: ShopRef): Promise<void> {
    clearTimeout(this.timers.get(shop.id)?.timer);
    this.timers.delete(shop.id);
    this.deps.optimizer.cancel(shop.id);
    this.latestQuery.delete(shop.id);
    this.deps.registry.remove(shop.key);
    // Every process forgets the shop here (its deletion here, the cluster's `forget` elsewhere).
    this.deps.learned?.()?.forget(shop.id);
    await this.deps.snapshots?.forget(shop.id);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.timers.values()) clearTimeout(pending.timer);
    this.timers.clear();
    await Promise.all(this.running.values());
    await this.deps.optimizer.close();
  }

  private async restoreOrBuild(shop: ShopRef): Promise<void> {
    const entry = await this.deps.snapshots?.restore(shop.id);
    if (!entry) return this.buildAndStore(shop);
    await this.deps.learned?.()?.load(shop.id);
    // Like a build: a shop deleted meanwhile must not come back as a live index.
    const stored = await this.deps.shops.findByKey(shop.key);
    if (stored) {
      this.applyLearned(entry);
      this.deps.registry.swap(shop.key, {
        ...entry,
        published: entry.published && this.served(stored.customer_id),
      });
    }
  }

  /**
   * The learned signals in force on a new index, read synchronously just before its swap: a
   * rebuild of the signals during the build is not lost (stored indexes do not hold them).
   */
  private applyLearned(entry: ShopIndex): void {
    const learned = this.deps.learned?.();
    if (learned) entry.index.setLearnedSignals(learned.signalsOf(entry.shopId));
  }

  // Stored after `build` returned, so its parsed products are collectable while the index is
  // serialised (serialising costs ~170 MB of transient memory at 100k products).
  private async buildAndStore(shop: ShopRef): Promise<void> {
    const built = await this.build(shop);
    if (built) await this.deps.snapshots?.save(shop.id, built);
  }

  private async build(shop: ShopRef): Promise<ShopIndex | undefined> {
    const { runtime, log } = this.deps;
    // Registered before the first await: from the moment a build is running, every delta is kept
    // for it.
    const replay: Delta[] = [];
    this.duringBuild.set(shop.id, replay);
    try {
      const before = await this.deps.configuration(shop.id);
      const state = await runtime.get(shop.id);
      await runtime.markIndexStart(
        shop.id,
        epochSeconds(this.deps.now),
        before.configuration.setup !== null,
      );
      const { documents, invalid } = await readCatalogueDocuments(this.deps.products, shop.id);
      if (invalid.count > 0) {
        log.warn(
          { shopId: shop.id, invalid: invalid.count, sample: invalid.ids },
          'products that fail validation are not searchable',
        );
      }
      // Read after the products, so a configuration saved while they were read is the one built.
      const { configuration, revision } = await this.deps.configuration(shop.id);
      const stored = await this.deps.shops.findById(shop.id);
      // A shop deleted during the build must not come back as a live index.
      if (!stored) return undefined;
      const settings = searchSettingsOf(configuration);
      const shown = settings.inputs.hideOutOfStock
        ? documents.filter((document) => document.inStock !== false)
        : documents;
      const index = SearchIndex.build(settings.schema, shown);
      // The schema carries no learned-ranking settings: they are query settings only.
      index.setQuerySettings(settings.query);
      await this.deps.learned?.()?.load(shop.id);
      if (!(await this.deps.shops.findByKey(shop.key))) return undefined;
      const latest = this.latestQuery.get(shop.id);
      if (latest && latest.revision > revision) index.setQuerySettings(latest.query);
      let entry: ShopIndex = {
        shopId: shop.id,
        index,
        attributes: discoverAttributes(documents),
        excludedIps: excludedIpSet(configuration.fineTuning?.ips ?? []),
        allowedOrigins: allowedOriginSet(configuration.setup),
        resultFields: resultFieldsOf(configuration.setup),
        published: stored.is_active === 1 && this.served(stored.customer_id),
        catalogueVersion: Number(state.catalogue_version),
        inputs: settings.inputs,
      };
      // Deltas of the build's time may or may not be in what it read; applying them again is
      // harmless (upserts and deletes are idempotent) and makes sure none is lost. No await from
      // here to the swap, so no delta can slip in between.
      for (const delta of replay) entry = applyDelta(entry, delta);
      this.applyLearned(entry);
      this.deps.registry.swap(shop.key, entry);
      await runtime.markIndexEnd(shop.id, epochSeconds(this.deps.now));
      return entry;
    } finally {
      this.duringBuild.delete(shop.id);
    }
  }
}
