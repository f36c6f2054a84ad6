import type { CatalogueProduct } from '@trova/contracts';

/** A shop as the index and the events know it: by id in storage, by public key in the registry. */
export interface ShopRef {
  id: string;
  key: string;
}

/**
 * What changed in a catalogue, for the index: a `delta` names the products upserted and deleted
 * (applied to the live index without a rebuild); `full` means the catalogue was replaced (a feed
 * sync) and the index is rebuilt. `version` is the shop's catalogue version after the change.
 */
export type CatalogueChange =
  | {
      kind: 'delta';
      upserts: readonly CatalogueProduct[];
      deletes: readonly string[];
      version: number;
    }
  | { kind: 'full'; version: number };
