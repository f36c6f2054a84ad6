import type { CatalogueProduct } from '@trova/contracts';
import type { ShopIndex } from './index-registry';
import { discoverAttributes, toEngineDocument } from '../catalogue/index';

/** Products upserted and deleted by one committed catalogue change, and the version it made. */
export interface Delta {
  upserts: readonly CatalogueProduct[];
  deletes: readonly string[];
  version: number;
}

/**
 * Applies a delta to a live index in place and answers the entry that describes it afterwards.
 * Idempotent: applying a delta twice leaves what applying it once does, so a build may replay
 * deltas it may already have read. An out-of-stock product of a shop that hides them is removed.
 * Attributes only grow: a field no product carries any more stays offered until the next build.
 * @example registry.swap(key, applyDelta(entry, { upserts: [product], deletes: [], version: 7 }));
 */
export function applyDelta(entry: ShopIndex, delta: Delta): ShopIndex {
  const { index } = entry;
  const documents = delta.upserts.map(toEngineDocument);
  for (const document of documents) {
    if (entry.inputs.hideOutOfStock && document.inStock === false) index.delete(document.id);
    else index.upsert(document);
  }
  for (const id of delta.deletes) index.delete(id);
  const added = discoverAttributes(documents).filter((name) => !entry.attributes.includes(name));
  return {
    ...entry,
    attributes: added.length > 0 ? [...entry.attributes, ...added].sort() : entry.attributes,
    catalogueVersion: Math.max(entry.catalogueVersion, delta.version),
  };
}
