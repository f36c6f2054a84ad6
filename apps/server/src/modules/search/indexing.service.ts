import { catalogueProductSchema } from '@trova/contracts';
import { SearchIndex, type EngineDocument } from '@trova/engine';
import type { FastifyBaseLogger } from 'fastify';
import { epochSeconds, type Clock } from '../../clock';
import type { ProductsRepository } from '../catalogue/products.repository';
import type { ShopsRepository } from '../shops/shops.repository';
import type { IndexRegistry } from './index-registry';
import type { BuiltIndex, IndexSnapshotService } from './index-snapshot.service';
import { discoverAttributes, toEngineDocument } from './product-document';
import {
  excludedIpSet,
  indexInputsOf,
  parseSearchConfiguration,
  resultFieldsOf,
} from './shop-engine-schema';

export interface IndexingDependencies {
  shops: ShopsRepository;
  products: ProductsRepository;
  registry: IndexRegistry;
  log: FastifyBaseLogger;
  now: Clock;
  /** Wait after the last batch before rebuilding, so a burst of batches costs one build. */
  debounceMs: number;
  /** Stored indexes; without it every start rebuilds from the products. */
  snapshots?: IndexSnapshotService;
}

interface ShopRef {
  id: string;
  key: string;
}

/**
 * Builds each shop's index from its stored products and swaps it into the registry. One build at a
 * time per shop: a change during a build schedules one more build after it.
 */
export class IndexingService {
  private readonly timers = new Map<string, { timer: NodeJS.Timeout; shop: ShopRef }>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
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
   * On start: every shop with products gets its index back, from its stored index while that is
   * current, otherwise built from its products.
   */
  async loadAll(): Promise<void> {
    const shops = await this.deps.shops.listIndexable();
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

  /** Resolves once nothing is waiting or building (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.timers.size > 0 || this.running.size > 0) {
      for (const [id, pending] of this.timers) {
        clearTimeout(pending.timer);
        this.timers.delete(id);
        void this.rebuild(pending.shop);
      }
      await Promise.all(this.running.values());
    }
  }

  /** Drops a deleted shop's index, its stored index and any pending build. */
  async forget(shop: ShopRef): Promise<void> {
    clearTimeout(this.timers.get(shop.id)?.timer);
    this.timers.delete(shop.id);
    this.deps.registry.remove(shop.key);
    await this.deps.snapshots?.forget(shop.id);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.timers.values()) clearTimeout(pending.timer);
    this.timers.clear();
    await Promise.all(this.running.values());
  }

  private async restoreOrBuild(shop: ShopRef): Promise<void> {
    const entry = await this.deps.snapshots?.restore(shop.id);
    if (!entry) return this.buildAndStore(shop);
    // Like a build: a shop deleted meanwhile must not come back as a live index.
    if (await this.deps.shops.findByKey(shop.key)) this.deps.registry.swap(shop.key, entry);
  }

  // Stored after `build` returned, so its parsed products are collectable while the index is
  // serialised (serialising costs ~170 MB of transient memory at 100k products).
  private async buildAndStore(shop: ShopRef): Promise<void> {
    const built = await this.build(shop);
    if (built) await this.deps.snapshots?.save(shop.id, built);
  }

  private async build(shop: ShopRef): Promise<BuiltIndex | undefined> {
    const before = await this.deps.shops.findById(shop.id);
    if (!before) return undefined;
    await this.deps.shops.markIndexStart(
      shop.id,
      epochSeconds(this.deps.now),
      before.setup !== null,
    );
    const documents: EngineDocument[] = [];
    for await (const row of this.deps.products.listByShop(shop.id)) {
      const parsed = catalogueProductSchema.safeParse(JSON.parse(row.data));
      if (parsed.success) documents.push(toEngineDocument(parsed.data));
    }
    // Read after the products, so a configuration saved while they were read is the one built.
    const stored = await this.deps.shops.findById(shop.id);
    // A shop deleted during the build must not come back as a live index.
    if (!stored) return undefined;
    const configuration = parseSearchConfiguration(stored.setup, stored.fine_tuning);
    const inputs = indexInputsOf(configuration);
    const shown = inputs.hideOutOfStock
      ? documents.filter((document) => document.inStock !== false)
      : documents;
    const index = SearchIndex.build(inputs.schema, shown);
    if (!(await this.deps.shops.findByKey(shop.key))) return undefined;
    const attributes = discoverAttributes(documents);
    this.deps.registry.swap(shop.key, {
      shopId: shop.id,
      index,
      attributes,
      excludedIps: excludedIpSet(configuration.fineTuning?.ips ?? []),
      resultFields: resultFieldsOf(configuration.setup),
    });
    await this.deps.shops.markIndexEnd(shop.id, epochSeconds(this.deps.now));
    return { index, attributes, inputs, catalogueVersion: Number(before.catalogue_version) };
  }
}
