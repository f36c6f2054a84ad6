import type {
  FacetSortOption,
  FacetType,
  LayerConfiguration,
  SearchResponse,
} from '@trova/contracts';
import { facetTitle } from '../i18n/facet-titles';

export interface FacetValue {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface FacetView {
  name: string;
  label: string;
  type: FacetType;
  /** `-MC` types: values are ORed; `-SC` types: choosing one drops the others. */
  multiple: boolean;
  isCategory: boolean;
  withSearch: boolean;
  /** How the values are ordered: alphabetical facets order their letters the same way. */
  sorting: FacetSortOption;
  /** Category facets: the levels a tree shows (the layout's category level; none: all). */
  categoryLevels?: readonly string[];
  values: FacetValue[];
}

type Stats = SearchResponse['stats'];
type Selection = Readonly<Record<string, readonly string[]>>;

export interface FacetSpec {
  name: string;
  label: string;
  type: FacetType;
  isCategory: boolean;
  withSearch: boolean;
  sorting: FacetSortOption;
  categoryLevels?: readonly string[];
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function sortValues(values: FacetValue[], sorting: FacetSortOption): FacetValue[] {
  const byLabel = (a: FacetValue, b: FacetValue) => collator.compare(a.label, b.label);
  if (sorting === 'ASC') return values.sort(byLabel);
  if (sorting === 'DESC') return values.sort((a, b) => byLabel(b, a));
  return values.sort((a, b) => b.count - a.count || byLabel(a, b));
}

/** Number facets answer `{ min, max }` (docs/product/search-api.md#answer), not value counts. */
export function isRangeStats(counts: Stats[string] | undefined): boolean {
  return (
    !!counts &&
    Object.keys(counts).length === 2 &&
    typeof counts.min === 'number' &&
    typeof counts.max === 'number'
  );
}

/**
 * Which facets the layer shows, in order (docs/product/layout-design.md#facets): the layout's
 * active facets in the layout's order, then setup facets the layout does not list yet
 * (`checkbox-MC`), then dynamic facets (any other facet in the answer's stats, in the dynamic
 * style) when they narrow the results. Labels: uploaded labels first, then the layout's
 * (docs/product/layout-design.md#dynamic-facets-and-labels), then a translated default, never the
 * raw field name (docs/product/layer.md#facet-titles).
 */
export function facetSpecs(config: LayerConfiguration, stats: Stats, count: number): FacetSpec[] {
  const { layout, labels } = config;
  const listed = new Set(layout.facets.map((facet) => facet.name));
  const csvLabels = new Map(layout.dynamicFacets.csvData.map((row) => [row.facet, row.label]));
  // A layout label equal to the field name is the console's placeholder, not the owner's title.
  const ownLabel = (name: string, own: string) => (own.trim() === name ? '' : own.trim());
  const label = (name: string, own: string) =>
    labels[name]?.trim() ||
    ownLabel(name, own) ||
    csvLabels.get(name)?.trim() ||
    facetTitle(name, config.language);
  const specs: FacetSpec[] = layout.facets
    .filter((facet) => facet.active)
    .map((facet) => ({
      name: facet.name,
      label: label(facet.name, facet.label),
      type: facet.type,
      isCategory: facet.isCategory,
      withSearch: facet.withSearch,
      sorting: facet.filterSorting,
      categoryLevels: facet.isCategory ? layout.categoryLevel.list : undefined,
    }));
  const plain = (name: string, type: FacetType, dynamic: boolean): FacetSpec => ({
    name,
    label: label(name, ''),
    type,
    isCategory: name === 'categories',
    withSearch: dynamic && layout.dynamicFacets.dynamicSearch,
    sorting: dynamic ? layout.dynamicFacets.dynamicSorting : 'results',
    categoryLevels: name === 'categories' ? layout.categoryLevel.list : undefined,
  });
  const setupOnly = config.facets.filter((name) => !listed.has(name));
  for (const name of setupOnly) specs.push(plain(name, 'checkbox-MC', false));
  const known = new Set([...listed, ...config.facets]);
  for (const [name, counts] of Object.entries(stats)) {
    if (known.has(name) || isRangeStats(counts)) continue;
    const narrowing = Object.values(counts).some((n) => typeof n === 'number' && n < count);
    if (narrowing) specs.push(plain(name, layout.dynamicFacets.dynamicType, true));
  }
  return specs;
}

/** A facet's values from the answer's stats, with the chosen ones kept even at zero results. */
export function facetView(spec: FacetSpec, stats: Stats, selection: Selection): FacetView {
  const counts = stats[spec.name] ?? {};
  const chosen = new Set(selection[spec.name] ?? []);
  const values: FacetValue[] = Object.entries(counts)
    .filter(([, n]) => typeof n === 'number')
    .map(([value, n]) => ({
      value,
      label: spec.isCategory ? (value.split('/').pop() ?? value) : value,
      count: n ?? 0,
      selected: chosen.has(value),
    }));
  for (const value of chosen) {
    if (!(value in counts)) values.push({ value, label: value, count: 0, selected: true });
  }
  return {
    name: spec.name,
    label: spec.label,
    type: spec.type,
    multiple: spec.type.endsWith('-MC'),
    isCategory: spec.isCategory,
    withSearch: spec.withSearch,
    sorting: spec.sorting,
    categoryLevels: spec.categoryLevels,
    values: sortValues(values, spec.sorting),
  };
}

/** The selection after the shopper (un)ticks a value: single-choice facets keep one value. */
export function toggleValue(
  selection: Selection,
  facet: Pick<FacetView, 'name' | 'multiple'>,
  value: string,
): Record<string, readonly string[]> {
  const current = selection[facet.name] ?? [];
  const next = current.includes(value)
    ? current.filter((chosen) => chosen !== value)
    : facet.multiple
      ? [...current, value]
      : [value];
  const { [facet.name]: _dropped, ...others } = selection;
  return next.length > 0 ? { ...others, [facet.name]: next } : others;
}
