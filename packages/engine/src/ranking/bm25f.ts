import type { DocStore } from '../index/doc-store.js';

/** Term-frequency saturation: a word's weight approaches its maximum as it repeats. */
export const K1 = 1.2;
/** Length normalisation: how much a long field dilutes a word (0 none, 1 proportional). */
export const B = 0.75;

/**
 * What BM25F reads of the field weights, derived once per query settings: each field's weight as a
 * share of the heaviest (so weights scaled alike score alike), and per field mask the one field it
 * holds (or -1), the lightest field in it and its number of fields.
 */
export interface FieldStats {
  weights: Float64Array;
  single: Int8Array;
  lightest: Int8Array;
  count: Uint8Array;
}

/**
 * @example
 * fieldStats([3, 1]).weights; // Float64Array [1, 0.333…]
 */
export function fieldStats(weights: readonly number[]): FieldStats {
  const max = Math.max(...weights.map((w) => Math.abs(w)), Number.MIN_VALUE);
  const n = 1 << weights.length;
  const out: FieldStats = {
    weights: Float64Array.from(weights, (w) => Math.max(0, w) / max),
    single: new Int8Array(n).fill(-1),
    lightest: new Int8Array(n).fill(-1),
    count: new Uint8Array(n),
  };
  for (let m = 1; m < n; m++) {
    let light = -1;
    for (let f = 0; f < weights.length; f++) {
      if ((m & (1 << f)) === 0) continue;
      out.count[m]!++;
      if (light < 0 || out.weights[f]! <= out.weights[light]!) light = f;
    }
    out.lightest[m] = light;
    if (out.count[m] === 1) out.single[m] = light;
  }
  return out;
}

/**
 * Indexed by `f * 256 + len`: `weights`, the weight of one occurrence in field `f` of length `len`
 * (words, at most 255) — field weight over BM25's length normalisation against the field's
 * average over live documents — and `saturated`, that weight saturated (most words occur once, so
 * a scan reads their saturated weight instead of dividing).
 */
export interface OccurrenceWeights {
  weights: Float64Array;
  saturated: Float64Array;
}

/** Cached per `FieldStats`, rebuilt when the documents' lengths move. */
const tables = new WeakMap<
  FieldStats,
  { store: DocStore; epoch: number; table: OccurrenceWeights }
>();

export function occurrenceWeights(stats: FieldStats, store: DocStore): OccurrenceWeights {
  const cached = tables.get(stats);
  if (cached !== undefined && cached.store === store && cached.epoch === store.lengthEpoch) {
    return cached.table;
  }
  const fields = stats.weights.length;
  const table = {
    weights: new Float64Array(fields * 256),
    saturated: new Float64Array(fields * 256),
  };
  for (let f = 0; f < fields; f++) {
    const avg = store.liveCount > 0 ? store.lengthSums[f]! / store.liveCount : 0;
    for (let len = 0; len < 256; len++) {
      const norm = avg > 0 ? 1 - B + (B * len) / avg : 1;
      table.weights[f * 256 + len] = stats.weights[f]! / norm;
      table.saturated[f * 256 + len] = saturate(stats.weights[f]! / norm);
    }
  }
  tables.set(stats, { store, epoch: store.lengthEpoch, table });
  return table;
}

/** Inverse document frequency of a query word matched by `matched` of `live` documents. */
export function idf(matched: number, live: number): number {
  return Math.log(1 + (live - matched + 0.5) / (matched + 0.5));
}

/** Saturated pseudo-frequency: `tf / (K1 + tf)`, below 1. */
export function saturate(tf: number): number {
  return tf / (K1 + tf);
}
