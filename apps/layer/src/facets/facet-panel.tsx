import type { LayerConfiguration, SearchResponse } from '@trova/contracts';
import type { LayerFormat } from '../i18n/layer-format';
import type { LayerTexts } from '../i18n/layer-texts';
import { facetSpecs, facetView, isRangeStats, toggleValue } from './facet-model';
import { facetRenderer } from './facet-registry';

interface Props {
  config: LayerConfiguration;
  stats: SearchResponse['stats'];
  count: number;
  selection: Readonly<Record<string, readonly string[]>>;
  texts: LayerTexts;
  format: LayerFormat;
  onChange: (selection: Readonly<Record<string, readonly string[]>>) => void;
}

/** The filters beside the results: each facet drawn by its type's renderer. */
export function FacetPanel({ config, stats, count, selection, texts, format, onChange }: Props) {
  const facets = facetSpecs(config, stats, count).flatMap((spec) => {
    const renderer = facetRenderer(spec.type);
    const reads = isRangeStats(stats[spec.name]) ? 'range' : 'values';
    if (!renderer || renderer.reads !== reads) return [];
    const view = facetView(spec, stats, selection);
    return reads === 'values' && view.values.length === 0 ? [] : [{ view, renderer }];
  });
  if (facets.length === 0) return null;
  const chosen = Object.keys(selection).length > 0;
  return (
    <section class="tv-facets" aria-label={texts.filters}>
      {chosen && (
        <button type="button" class="tv-link" onClick={() => onChange({})}>
          {texts.clearFilters}
        </button>
      )}
      {facets.map(({ view, renderer: { component: Facet } }, index) => (
        <Facet
          key={view.name}
          facet={view}
          texts={texts}
          format={format}
          idPrefix={`tv-facet-${index}`}
          onToggle={(value) => onChange(toggleValue(selection, view, value))}
        />
      ))}
    </section>
  );
}
