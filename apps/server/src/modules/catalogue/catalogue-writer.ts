import type { CatalogueProduct } from '@trova/contracts';
import { epochSeconds, type Clock } from '../../clock';
import type { CatalogueChange, ShopRef } from '../../kernel/catalogue-change';
import type { ShopEvents } from '../../kernel/shop-events';
import type { ProductStagingRepository } from './product-staging.repository';
import { storedProduct, type ProductsRepository, type StoredProduct } from './products.repository';

/** A shop the writer changes products of. */
export type CatalogueShop = ShopRef;

// Declared in the kernel: `catalogue.changed` carries it (docs/architecture.md, "Shop events").
export type { CatalogueChange } from '../../kernel/catalogue-change';

export interface CatalogueWriterDependencies {
  products: ProductsRepository;
  staging: ProductStagingRepository;
  /** Where each committed change is announced (`catalogue.changed`), in the writer's order. */
  events: Pick<ShopEvents, 'emit'>;
  now: Clock;
}

/**
 * The one writer of every shop's catalogue (docs/architecture.md, "Catalogue"): push batches and
 * single products as upserts and deletes, feed syncs through staging and promotion, each in one
 * transaction that also moves the catalogue version. Changes of one shop are written and handed to
 * the index one at a time, in the order they were committed, so a delta never overtakes another.
 *
 * @example
 * const { skus } = await writer.apply(shop, [product], []); // searchable once it resolves
 */
export class CatalogueWriter {
  /** The tail of each shop's chain of writes; an entry is dropped once its chain is idle. */
  private readonly chains = new Map<string, Promise<unknown>>();

  constructor(private readonly deps: CatalogueWriterDependencies) {}

  /** Upserts (already validated) and deletes in one transaction, then into the live index. */
  apply(
    shop: CatalogueShop,
    upserts: readonly CatalogueProduct[],
    deletes: readonly string[],
  ): Promise<{ deleted: number; skus: number; version: number }> {
    return this.serial(shop.id, async () => {
      const stored = upserts.map(storedProduct);
      const result = await this.deps.products.applyBatch(
        shop.id,
        stored,
        deletes,
        epochSeconds(this.deps.now),
      );
      await this.changed(shop, { kind: 'delta', upserts, deletes, version: result.version });
      return result;
    });
  }

  /** Starts a feed sync's staging from nothing (what an interrupted sync left is dropped). */
  clearStaging(shopId: string): Promise<void> {
    return this.deps.staging.clear(shopId);
  }

  /** Adds a batch of a feed sync to its staging; the live catalogue is untouched until `promote`. */
  stage(shopId: string, products: readonly StoredProduct[]): Promise<void> {
    return this.deps.staging.add(shopId, products);
  }

  /**
   * The staged products become the catalogue in one transaction (with `sweep`, products missing
   * from the feed go), then the index is rebuilt from them.
   */
  promote(
    shop: CatalogueShop,
    options: { sweep: boolean },
  ): Promise<{ skus: number; deleted: number; version: number }> {
    return this.serial(shop.id, async () => {
      const result = await this.deps.staging.promote(shop.id, epochSeconds(this.deps.now), options);
      await this.changed(shop, { kind: 'full', version: result.version });
      return result;
    });
  }

  /** Resolves once every write already asked for has been applied (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.chains.size > 0) await Promise.allSettled([...this.chains.values()]);
  }

  private changed(shop: CatalogueShop, change: CatalogueChange): Promise<void> {
    return this.deps.events.emit('catalogue.changed', {
      shop: { id: shop.id, key: shop.key },
      change,
    });
  }

  private serial<T>(shopId: string, task: () => Promise<T>): Promise<T> {
    // The chain never rejects: a failed write is its caller's error, not the next write's.
    const previous = this.chains.get(shopId) ?? Promise.resolve();
    const run = previous.then(task);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.chains.set(shopId, settled);
    void settled.then(() => {
      if (this.chains.get(shopId) === settled) this.chains.delete(shopId);
    });
    return run;
  }
}
