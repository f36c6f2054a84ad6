import type { RangeFilter } from '../search/search-query';

export interface RangeBounds {
  min: number;
  max: number;
}

/** About fifty keyboard steps across the range, rounded to a power of ten (0.01, 1, 10…). */
export function rangeStep({ min, max }: RangeBounds): number {
  const span = max - min;
  if (!(span > 0)) return 1;
  return Math.max(0.01, 10 ** Math.floor(Math.log10(span / 50)));
}

/** Bounds widened to whole steps, so both thumbs can reach the cheapest and dearest product. */
export function sliderBounds(bounds: RangeBounds, step: number): RangeBounds {
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    min: round(Math.floor(bounds.min / step) * step),
    max: round(Math.ceil(bounds.max / step) * step),
  };
}

/**
 * The range a slider sends: an end left at its bound is left open, and a slider back at both
 * bounds sends nothing, so the facet does not stay "chosen" for the whole range.
 */
export function rangeFilter(
  low: number,
  high: number,
  bounds: RangeBounds,
): RangeFilter | undefined {
  const [from, to] = low <= high ? [low, high] : [high, low];
  const range: RangeFilter = {};
  if (from > bounds.min) range.from = from;
  if (to < bounds.max) range.to = to;
  return range.from === undefined && range.to === undefined ? undefined : range;
}

/**
 * The bounds a slider draws: a search narrowed by the slider answers narrower stats, so the bounds
 * seen before stay while a range is chosen and the shopper can widen it again.
 */
export function keptBounds(
  previous: RangeBounds | undefined,
  answered: RangeBounds,
  chosen: RangeFilter | undefined,
): RangeBounds {
  const base = chosen && previous ? previous : answered;
  return {
    min: Math.min(base.min, answered.min, chosen?.from ?? Infinity),
    max: Math.max(base.max, answered.max, chosen?.to ?? -Infinity),
  };
}
