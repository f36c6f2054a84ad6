import type { LayerFormat } from '../i18n/layer-format';
import type { LayerTexts } from '../i18n/layer-texts';
import type { LayerRanges } from '../overlay/layer-search.state';
import { CATEGORY_SEPARATOR } from './category-paths';
import type { FacetSpec } from './facet-model';
import { formatRangeValue } from './range-format';

type Selection = Readonly<Record<string, readonly string[]>>;

export interface ActiveFilter {
  key: string;
  /** "Facet: value" as the chip shows it. */
  text: string;
  /** The filters once this one is removed. */
  filters: Selection;
  ranges: LayerRanges;
}

/**
 * One chip per chosen value and per chosen range, in the panel's facet order (facets no longer
 * shown last), so shoppers see and undo every filter in one place.
 */
export function activeFilters(
  specs: readonly Pick<FacetSpec, 'name' | 'label' | 'type' | 'isCategory'>[],
  selection: Selection,
  ranges: LayerRanges,
  texts: LayerTexts,
  format: LayerFormat,
): ActiveFilter[] {
  const known = new Map(specs.map((spec) => [spec.name, spec]));
  const names = [
    ...new Set([
      ...specs.map((spec) => spec.name),
      ...Object.keys(selection),
      ...Object.keys(ranges),
    ]),
  ];
  return names.flatMap((name) => {
    const spec = known.get(name);
    const label = spec?.label ?? name;
    const chips: ActiveFilter[] = (selection[name] ?? []).map((value) => {
      const shown = spec?.isCategory ? (value.split(CATEGORY_SEPARATOR).pop() ?? value) : value;
      const rest = (selection[name] ?? []).filter((other) => other !== value);
      const { [name]: _dropped, ...others } = selection;
      return {
        key: `${name}=${value}`,
        text: `${label}: ${shown}`,
        filters: rest.length > 0 ? { ...others, [name]: rest } : others,
        ranges,
      };
    });
    const range = ranges[name];
    if (range) {
      const end = (value: number | undefined) =>
        value === undefined ? undefined : formatRangeValue(name, value, format);
      const text =
        spec?.type === 'rating' && range.from !== undefined
          ? `${texts.stars(range.from)} ${texts.andUp}`
          : texts.range(end(range.from), end(range.to));
      const { [name]: _dropped, ...others } = ranges;
      chips.push({
        key: `${name}~`,
        text: `${label}: ${text}`,
        filters: selection,
        ranges: others,
      });
    }
    return chips;
  });
}
