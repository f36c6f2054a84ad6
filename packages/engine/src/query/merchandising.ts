import type { DocStore } from '../index/doc-store.js';
import { NO_TIERS, TIER } from '../ranking/merchandising.rule.js';
import { failMask, type FilterGroup } from './filters.js';
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

/** A pin resolved to its document; positions are 0-based over the whole list. */
export interface Pin {
  doc: number;
  position: number;
}

/** The merchandising of one search, in documents. */
export interface ResolvedMerchandising {
  /** Never candidates. */
  removed: ReadonlySet<number>;
  /** Placed at their positions after ranking, by position (`result-assembly.ts`). */
  pins: readonly Pin[];
  /** The pins' documents: placed, so not ranked. */
  pinned: ReadonlySet<number>;
  /** Tier by document, read by the chain's merchandising rule; `NO_TIERS` without any. */
  tiers: ReadonlyMap<number, number>;
  /** Filled only when the search explains. */
  labels: MerchandisingLabels;
}

const NONE: ResolvedMerchandising = {
  removed: new Set(),
  pins: [],
  pinned: new Set(),
  tiers: NO_TIERS,
  labels: NO_LABELS,
};

/**
 * The stage that turns the merchandising in force (null: none) into documents. Ids the index
 * does not hold are ignored. Invariants: a pin is a live document that passes every filter and
 * is not removed (an excluded pin drops out, the others keep their positions); pins are sorted
 * by position, stably; a document both boosted and buried is buried.
 *
 * @example
 * resolveMerchandising(store, { bury: ['p2'] }, [], false).tiers.get(store.idToDoc.get('p2')!); // 0
 */
export function resolveMerchandising(
  store: DocStore,
  merch: Merchandising | null,
  groups: readonly FilterGroup[],
  explain: boolean,
): ResolvedMerchandising {
  if (merch === null) return NONE;
  const removed = docsOf(store, merch.remove);
  const pins = (merch.pins ?? [])
    .map((p) => ({ doc: store.idToDoc.get(p.id) ?? -1, position: Math.floor(p.position) }))
    .filter((p) => p.doc >= 0 && store.alive[p.doc] === 1 && !removed.has(p.doc))
    .filter((p) => groups.length === 0 || failMask(groups, p.doc) === 0)
    .sort((a, b) => a.position - b.position);
  const tiers = new Map<number, number>();
  for (const d of docsOf(store, merch.boost)) tiers.set(d, TIER.boost);
  for (const d of docsOf(store, merch.bury)) tiers.set(d, TIER.bury);
  return {
    removed,
    pins,
    pinned: new Set(pins.map((p) => p.doc)),
    tiers: tiers.size === 0 ? NO_TIERS : tiers,
    // Labels are read only by explanations, which storefront searches never ask for.
    labels: explain ? merchandisingLabels(store, merch) : NO_LABELS,
  };
}

function docsOf(store: DocStore, entries: readonly MerchandisingEntry[] | undefined): Set<number> {
  return new Set(
    (entries ?? []).map((e) => store.idToDoc.get(entryId(e))).filter((d) => d !== undefined),
  );
}
