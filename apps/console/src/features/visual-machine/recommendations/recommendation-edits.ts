import {
  defaultRecommendationTag,
  type RECOMMENDATION_TRIGGER_TYPES,
  type RecommendationActionType,
  type VISUALIZATION_TYPES,
} from '@trova/contracts';
import type { RecommendationDraft } from './recommendation-draft';
import { isPriceFilterName, type QueryFilter } from './recommendation-query';
import { isValidTag } from './recommendation-rules';

/**
 * Edits of the recommendation editor (docs/product/visual-machine.md#recommendations), as pure
 * functions of the draft.
 */

export type TriggerType = (typeof RECOMMENDATION_TRIGGER_TYPES)[number];
export type VisualizationType = (typeof VISUALIZATION_TYPES)[number];
/** The two places of the layer a visualisation is chosen for. */
export type VisualizationPlace = 'showcase' | 'noResult';

/**
 * The recommender kind; every kind's settings stay in the draft.
 * @example setKind(draft, 'query').rule.extra.actionType // 'query'
 */
export function setKind(
  draft: RecommendationDraft,
  actionType: RecommendationActionType,
): RecommendationDraft {
  return { ...draft, rule: { ...draft.rule, extra: { ...draft.rule.extra, actionType } } };
}

/**
 * In the layer or external. A tag is needed only outside the layer: one left invalid there is
 * replaced by a fresh default when the rule goes back into the layer, so it can still be saved.
 * @example setTriggerType(draft, 'layer').rule.extra.type // 'layer'
 */
export function setTriggerType(
  draft: RecommendationDraft,
  type: TriggerType,
  random: () => number = Math.random,
): RecommendationDraft {
  const tag =
    type === 'layer' && !isValidTag(draft.rule.tag)
      ? defaultRecommendationTag(random)
      : draft.rule.tag;
  return { ...draft, rule: { ...draft.rule, tag, extra: { ...draft.rule.extra, type } } };
}

/**
 * The layer's visualisation for the showcase or the no-results page.
 * @example setVisualization(draft, 'showcase', 'buttons').rule.extra.showcase // { visualizationType: 'buttons' }
 */
export function setVisualization(
  draft: RecommendationDraft,
  place: VisualizationPlace,
  visualizationType: VisualizationType,
): RecommendationDraft {
  const extra = { ...draft.rule.extra, [place]: { visualizationType } };
  return { ...draft, rule: { ...draft.rule, extra } };
}

/**
 * Whether the layer shows this rule as buttons anywhere: then the category action section shows.
 * @example usesButtons({ showcase: { visualizationType: 'buttons' }, noResult: { visualizationType: 'carousel' } }) // true
 */
export function usesButtons(
  extra: Pick<RecommendationDraft['rule']['extra'], 'showcase' | 'noResult'>,
): boolean {
  return (
    extra.showcase.visualizationType === 'buttons' || extra.noResult.visualizationType === 'buttons'
  );
}

/**
 * A new filter on `name`: a range for the prices, a text otherwise. Changing a filter's facet
 * starts its value again, as for triggers.
 * @example newFilter('sellingPrice') // { name: 'sellingPrice', from: 0, to: 0 }
 */
export function newFilter(name: string): QueryFilter {
  return isPriceFilterName(name) ? { name, from: 0, to: 0 } : { name, text: '' };
}

/**
 * @example setFilter([{ name: 'brand', text: '' }], 0, { name: 'brand', text: 'Nike' }) // [{ name: 'brand', text: 'Nike' }]
 */
export function setFilter(
  filters: readonly QueryFilter[],
  index: number,
  filter: QueryFilter,
): QueryFilter[] {
  return filters.map((current, i) => (i === index ? filter : current));
}

/**
 * @example removeFilter([{ name: 'brand', text: 'Nike' }], 0) // []
 */
export function removeFilter(filters: readonly QueryFilter[], index: number): QueryFilter[] {
  return filters.filter((_, i) => i !== index);
}

/**
 * The facets a stored search filters on: the shop's facets and categories by text, the selling
 * price by range; a facet already stored (e.g. `price`) stays offered.
 * @example queryFilterNames(['brand', 'price'], []) // ['categories', 'brand', 'sellingPrice']
 */
export function queryFilterNames(
  setupFacets: readonly string[],
  filters: readonly QueryFilter[],
): string[] {
  const texts = setupFacets.filter((facet) => !isPriceFilterName(facet));
  return [
    ...new Set(['categories', ...texts, 'sellingPrice', ...filters.map((filter) => filter.name)]),
  ];
}
