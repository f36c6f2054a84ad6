import type { LayerConfiguration } from '@trova/contracts';
import type { VNode } from 'preact';
import { useMemo } from 'preact/hooks';
import type { LayerTexts } from '../i18n/layer-texts';
import type { LayerBehaviour } from '../layout/layout-decisions';
import type { LayerSearch } from '../overlay/use-layer-search';
import { EmptyBox } from './empty-box';
import { CATEGORY_FACET, emptyBoxPlan, showsEmptyBox } from './showcase-blocks';
import { useLastSearches } from './use-last-searches';

interface Options {
  config: LayerConfiguration;
  behaviour: LayerBehaviour;
  search: LayerSearch;
  texts: LayerTexts;
  focusBox: () => void;
  /** What the recommendations block shows (the overlay renders merch.js's component). */
  recommendations?: VNode | null | undefined;
}

export interface EmptyBoxView {
  /** True while the icebreaker and showcase replace the results (the box is empty). */
  active: boolean;
  /** The icebreaker and showcase, or null. */
  view: VNode | null;
  /** Submits a query the shopper chose (typed, suggested, spoken, scanned) and remembers it. */
  runQuery: (text: string) => void;
  /** Remembers the query of a product the shopper opened. */
  remember: (text: string) => void;
}

/**
 * The overlay's empty-box screen (docs/product/layer.md#the-empty-search-box): what it shows, and
 * the last searches it keeps, so the overlay only places the view and calls `runQuery`.
 */
export function useEmptyBox({
  config,
  behaviour,
  search,
  texts,
  focusBox,
  recommendations,
}: Options): EmptyBoxView {
  const plan = useMemo(() => emptyBoxPlan(config, behaviour), [config, behaviour]);
  const lastSearches = useLastSearches(config.key, plan.lastSearches);
  const active = showsEmptyBox(plan, search.state);
  const runQuery = (text: string) => {
    lastSearches.add(text);
    search.submit(text);
    focusBox();
  };
  return {
    active,
    runQuery,
    remember: (text) => lastSearches.add(text),
    view: active ? (
      <EmptyBox
        plan={plan}
        searches={lastSearches}
        texts={texts}
        base={window.location.href}
        onQuery={runQuery}
        onCategory={(item) => search.browse({ [CATEGORY_FACET]: [item.value] })}
        focusBox={focusBox}
        recommendations={recommendations}
      />
    ) : null,
  };
}
