import type { LayerConfiguration, SearchResponse } from '@trova/contracts';
import type { LayerFormat } from '../i18n/layer-format';
import type { LayerTexts } from '../i18n/layer-texts';
import type { LayerRanges } from '../overlay/layer-search.state';
import { ActiveFilterChips } from './active-filter-chips';
import { activeFilters } from './active-filters';
import { facetEntries } from './facet-entries';
import { facetSpecs, toggleValue } from './facet-model';

interface Props {
  config: LayerConfiguration;
  stats: SearchResponse['stats'];
  count: number;
  selection: Readonly<Record<string, readonly string[]>>;
  ranges: LayerRanges;
  texts: LayerTexts;
  format: LayerFormat;
  onChange: (selection: Readonly<Record<string, readonly string[]>>, ranges: LayerRanges) => void;
}

/** The filters beside the results: the chosen ones as chips, then each facet by its renderer. */
export function FacetPanel(props: Props) {
  const { config, stats, count, selection, ranges, texts, format, onChange } = props;
  const specs = facetSpecs(config, stats, count);
  const facets = facetEntries(specs, stats, selection, ranges);
  const chips = activeFilters(specs, selection, ranges, texts, format);
  if (facets.length === 0 && chips.length === 0) return null;
  return (
    <section class="tv-facets" aria-label={texts.filters}>
      <ActiveFilterChips chips={chips} texts={texts} onChange={onChange} />
      {facets.map(({ view, renderer: { component: Facet }, bounds }, index) => (
        <Facet
          key={view.name}
          facet={view}
          texts={texts}
          format={format}
          idPrefix={`tv-facet-${index}`}
          onToggle={(value) => onChange(toggleValue(selection, view, value), ranges)}
          bounds={bounds}
          range={ranges[view.name]}
          onRange={(range) => {
            const { [view.name]: _dropped, ...others } = ranges;
            onChange(selection, range ? { ...others, [view.name]: range } : others);
          }}
        />
      ))}
    </section>
  );
}
