import type { SearchIndex } from '@trova/engine';

export interface ShopIndex {
  shopId: string;
  index: SearchIndex;
  /** Product fields the catalogue carries, found while building (GET shops/{id}/attributes). */
  attributes: readonly string[];
}

/**
 * The live index of each shop, by public shop key. A rebuild builds a whole new index beside the old
 * one and swaps the map entry in one assignment, so searches keep answering from the old index
 * until the new one is complete.
 */
export class IndexRegistry {
  private readonly byKey = new Map<string, ShopIndex>();

  get(shopKey: string): ShopIndex | undefined {
    return this.byKey.get(shopKey);
  }

  swap(shopKey: string, entry: ShopIndex): void {
    this.byKey.set(shopKey, entry);
  }

  remove(shopKey: string): void {
    this.byKey.delete(shopKey);
  }

  /** The index of a shop id, for owner calls that know the id but not the key. */
  byShopId(shopId: string): ShopIndex | undefined {
    for (const entry of this.byKey.values()) if (entry.shopId === shopId) return entry;
    return undefined;
  }
}
