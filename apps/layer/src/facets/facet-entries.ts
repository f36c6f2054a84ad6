import type { SearchResponse } from '@trova/contracts';
import type { LayerRanges } from '../overlay/layer-search.state';
import { facetView, isRangeStats, type FacetSpec, type FacetView } from './facet-model';
import { facetRenderer, type FacetRenderer } from './facet-registry';
import type { RangeBounds } from './range-steps';

type Stats = SearchResponse['stats'];

export interface FacetEntry {
  view: FacetView;
  renderer: FacetRenderer;
  /** Range facets: the answer's `{ min, max }`. */
  bounds: RangeBounds | undefined;
}

function boundsOf(counts: Stats[string] | undefined): RangeBounds | undefined {
  if (!isRangeStats(counts) || !counts) return undefined;
  const { min, max } = counts;
  return typeof min === 'number' && typeof max === 'number' ? { min, max } : undefined;
}

/**
 * What the panel draws for each facet: its view, its renderer (by type and by the shape of its
 * stats) and its bounds. A facet that cannot narrow the results is left out: a list without values,
 * a range whose products all share one number (unless a range of it is chosen).
 */
export function facetEntries(
  specs: readonly FacetSpec[],
  stats: Stats,
  selection: Readonly<Record<string, readonly string[]>>,
  ranges: LayerRanges,
): FacetEntry[] {
  return specs.flatMap((spec): FacetEntry[] => {
    const bounds = boundsOf(stats[spec.name]);
    const renderer = facetRenderer(spec.type, bounds ? 'range' : 'values');
    const view = facetView(spec, bounds ? {} : stats, selection);
    if (bounds) {
      return bounds.max > bounds.min || ranges[spec.name] ? [{ view, renderer, bounds }] : [];
    }
    return view.values.length > 0 ? [{ view, renderer, bounds }] : [];
  });
}
