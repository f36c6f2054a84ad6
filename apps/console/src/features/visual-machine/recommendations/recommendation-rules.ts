import {
  copyOf,
  defaultRecommendationTag,
  recommendationTagSchema,
  recommendationWarnings,
  type Recommendation,
  type RecommendationWarning,
  type SavedRecommendation,
} from '@trova/contracts';
import type { VmEditArea } from '../editor/vm-warnings';
import { ruleOf, type RecommendationDraft } from './recommendation-draft';
import { isCompleteFilter } from './recommendation-query';

/**
 * The recommendations' rules (docs/product/visual-machine.md#recommendations): why a save is
 * aborted, and what the list marks.
 */

export type RecommendationSaveWarning =
  RecommendationWarning | 'conditionInvalid' | 'tagInvalid' | 'queryFilterIncomplete';

/**
 * @example isValidTag('widget-42') // true
 * @example isValidTag('widget 42') // false
 */
export function isValidTag(tag: string): boolean {
  return recommendationTagSchema.safeParse(tag).success;
}

/**
 * Every reason the save of a draft is aborted: the contracts' own (empty name, a time interval
 * without start, a query without search text), a JSON condition that does not read, an external
 * trigger without a valid tag, and a stored search with an incomplete filter.
 * @example recommendationSaveWarnings(draftOf(defaultRecommendation('s'))) // ['nameRequired']
 */
export function recommendationSaveWarnings(
  draft: RecommendationDraft,
): RecommendationSaveWarning[] {
  const { rule, issues } = ruleOf(draft, '');
  const kind = rule.extra.actionType;
  const warnings: RecommendationSaveWarning[] = recommendationWarnings(rule, draft.query.search);
  if (issues.length > 0) warnings.push('conditionInvalid');
  if (rule.extra.type === 'external' && !isValidTag(rule.tag)) warnings.push('tagInvalid');
  if (kind === 'query' && !draft.query.filters.every(isCompleteFilter)) {
    warnings.push('queryFilterIncomplete');
  }
  return warnings;
}

/**
 * The editor section a warning belongs to, so it shows once that section is touched.
 * @example recommendationWarningArea('tagInvalid') // 'triggers'
 */
export function recommendationWarningArea(warning: RecommendationSaveWarning): VmEditArea {
  if (warning === 'nameRequired') return 'info';
  if (warning === 'addValidity') return 'validity';
  if (warning === 'conditionInvalid' || warning === 'tagInvalid') return 'triggers';
  return 'actions';
}

/**
 * A manual recommendation holding a product the catalogue no longer has: the list marks it.
 * @example hasUnavailableProduct(rule) // true when a chosen product's isAlive is false
 */
export function hasUnavailableProduct(rule: Pick<Recommendation, 'recommender'>): boolean {
  const inner = rule.recommender.recommender;
  return inner.type === 'custom' && inner.content.products.some((product) => !product.isAlive);
}

/**
 * Whether a recommendation's schedule is over: a time interval whose end has passed.
 * @example scheduleEnded({ condition: [[{ timeInterval: { from: 1, to: 10 } }]] }, 11) // true
 */
export function scheduleEnded(
  rule: Pick<Recommendation, 'condition'>,
  nowSeconds: number,
): boolean {
  const schedule = rule.condition[0][0];
  return 'timeInterval' in schedule && schedule.timeInterval.to !== null
    ? schedule.timeInterval.to < nowSeconds
    : false;
}

/**
 * "Only old data" keeps the recommendations whose data is out of date: a schedule that has
 * ended, or chosen products the catalogue no longer has (docs/adr/0012-visual-machine.md).
 * @example isOutdated(rule, Date.now() / 1000)
 */
export function isOutdated(
  rule: Pick<Recommendation, 'condition' | 'recommender'>,
  nowSeconds: number,
): boolean {
  return scheduleEnded(rule, nowSeconds) || hasUnavailableProduct(rule);
}

/**
 * A copy: no id, " - copy" appended, and a tag of its own, so pages showing the original's tag do
 * not show the copy too.
 * @example copyRecommendation(rule, () => 0).tag // 'widget-1'
 */
export function copyRecommendation(
  rule: SavedRecommendation,
  random: () => number = Math.random,
): Recommendation {
  return { ...copyOf(rule), tag: defaultRecommendationTag(random) };
}
