import type { SearchIndex } from '@trova/engine';

export interface ShopIndex {
  shopId: string;
  index: SearchIndex;
  /** Product fields the catalogue carries, found while building (GET shops/{id}/attributes). */
  attributes: readonly string[];
  /** Client addresses whose searches are answered but not counted (fine tuning's excluded IPs). */
  excludedIps: ReadonlySet<string>;
  /**
   * The setup's results fields, which each hit's `data` carries. Read with the configuration the
   * index was built from: a change of them rebuilds the index, so answers cached for the old entry
   * are never served with the new fields.
   */
  resultFields: readonly string[];
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

  /**
   * Applies new excluded IPs to the live entry at once; they need no rebuild. A shop without an
   * index yet gets them with its first build, which reads the saved configuration.
   */
  setExcludedIps(shopKey: string, excludedIps: ReadonlySet<string>): void {
    const entry = this.byKey.get(shopKey);
    if (entry) this.byKey.set(shopKey, { ...entry, excludedIps });
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
