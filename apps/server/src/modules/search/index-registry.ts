import type { SearchIndex } from '@trova/engine';
import type { IndexInputs } from '../../kernel/shop-configuration';

export interface ShopIndex {
  shopId: string;
  /** Changed in place by deltas and query settings; `index.revision` says when it did. */
  index: SearchIndex;
  /** Product fields the catalogue carries, found while building (GET shops/{id}/attributes). */
  attributes: readonly string[];
  /** Client addresses whose searches are answered but not counted (fine tuning's excluded IPs). */
  excludedIps: ReadonlySet<string>;
  /**
   * Browser origins allowed on the shop's storefront calls; absent or empty, any origin
   * (`http/storefront-cors.ts`). Read fresh on each configuration save, like `excludedIps`.
   */
  allowedOrigins?: ReadonlySet<string>;
  /** The setup's results fields, which each hit's `data` carries besides the fixed ones. */
  resultFields: readonly string[];
  /** Storefronts are answered only while the shop is published; the console's preview always. */
  published: boolean;
  /** The shop's catalogue version the index holds (stored-index fingerprint). */
  catalogueVersion: number;
  /** What the index was built for (stored-index fingerprint). */
  inputs: IndexInputs;
}

/**
 * The live index of each shop, by public shop key. A rebuild builds a whole new index beside the old
 * one and swaps the map entry in one assignment, so searches keep answering from the old index
 * until the new one is complete. Deltas and query settings change the live index in place.
 */
export class IndexRegistry {
  private readonly byKey = new Map<string, ShopIndex>();

  get(shopKey: string): ShopIndex | undefined {
    return this.byKey.get(shopKey);
  }

  swap(shopKey: string, entry: ShopIndex): void {
    this.byKey.set(shopKey, entry);
  }

  /**
   * Changes fields of the live entry (excluded IPs, publishing, the version a delta reached). A
   * shop without an index yet gets them with its first build, which reads them from storage.
   */
  update(shopKey: string, changes: Partial<Omit<ShopIndex, 'shopId' | 'index'>>): void {
    const entry = this.byKey.get(shopKey);
    if (entry) this.byKey.set(shopKey, { ...entry, ...changes });
  }

  remove(shopKey: string): void {
    this.byKey.delete(shopKey);
  }

  /** Every live index with its shop key. */
  entries(): IterableIterator<[string, ShopIndex]> {
    return this.byKey.entries();
  }

  /** The index of a shop id, for owner calls that know the id but not the key. */
  byShopId(shopId: string): ShopIndex | undefined {
    for (const entry of this.byKey.values()) if (entry.shopId === shopId) return entry;
    return undefined;
  }
}
