import type { DocStore } from '../index/doc-store.js';
import type { Merchandising, MerchandisingEntry } from './types.js';

/** Document → label, for each placement merchandising can decide. */
export interface MerchandisingLabels {
  pin: ReadonlyMap<number, string>;
  boost: ReadonlyMap<number, string>;
  bury: ReadonlyMap<number, string>;
}

/**
 * The product id of a boost or bury entry.
 * @example entryId({ id: 'p1', label: 'Sale' }) // 'p1'
 */
export function entryId(entry: MerchandisingEntry): string {
  return typeof entry === 'string' ? entry : entry.id;
}

/** Nothing labelled: searches that explain nothing never build the maps. */
export const NO_LABELS: MerchandisingLabels = { pin: new Map(), boost: new Map(), bury: new Map() };

/**
 * The labels of the pins, boosts and buries, by document, for explanations: a hit placed by a pin
 * reports its pin's label, one placed by its tier the label of the boost or bury entry.
 * @example merchandisingLabels(store, { pins: [{ id: 'p1', position: 0, label: 'Sale' }] }).pin.get(0) // 'Sale'
 */
export function merchandisingLabels(store: DocStore, merch: Merchandising): MerchandisingLabels {
  const byDoc = (
    entries: readonly (MerchandisingEntry | { id: string; label?: string })[] | undefined,
  ): Map<number, string> => {
    const labels = new Map<number, string>();
    for (const entry of entries ?? []) {
      if (typeof entry === 'string' || entry.label === undefined) continue;
      const doc = store.idToDoc.get(entry.id);
      if (doc !== undefined && !labels.has(doc)) labels.set(doc, entry.label);
    }
    return labels;
  };
  return { pin: byDoc(merch.pins), boost: byDoc(merch.boost), bury: byDoc(merch.bury) };
}
