import {
  parseConditionText,
  type ConditionIssue,
  type InnerRecommender,
  type Recommendation,
  type RecommendationQuerySettings,
  type ScheduleCondition,
  type Validity,
  type VmProduct,
} from '@trova/contracts';
import { conditionTextOf } from './recommendation-conditions';
import {
  decodeQuerySettings,
  emptyQuerySettings,
  encodeQuerySettings,
} from './recommendation-query';
import {
  decodeTemplate,
  defaultTemplateSettings,
  encodeTemplate,
  isTemplateKind,
  type TemplateSettings,
} from './recommendation-template';

/**
 * What the recommendation editor edits (docs/product/visual-machine.md#recommendations): the
 * rule's own fields, and its schedule, JSON condition and recommender in the forms the owner
 * types them. Each recommender kind keeps its settings, so switching kind and back loses nothing;
 * only the chosen kind's are stored.
 */
export interface RecommendationDraft {
  rule: Omit<Recommendation, 'condition' | 'recommender'>;
  validity: Validity;
  conditionText: string;
  size: number;
  products: VmProduct[];
  query: RecommendationQuerySettings;
  template: TemplateSettings;
}

/**
 * @example validityOfSchedule({ always: true }) // { type: 'always', from: 0, to: null }
 */
export function validityOfSchedule(schedule: ScheduleCondition): Validity {
  if ('always' in schedule) return { type: 'always', from: 0, to: null };
  return { type: 'timeInterval', ...schedule.timeInterval };
}

/**
 * @example scheduleOfValidity({ type: 'timeInterval', from: 5, to: null }) // { timeInterval: { from: 5, to: null } }
 */
export function scheduleOfValidity(validity: Validity): ScheduleCondition {
  if (validity.type === 'always') return { always: true };
  return { timeInterval: { from: validity.from, to: validity.to } };
}

/**
 * The editor's draft of a stored (or default) rule.
 * @example draftOf(defaultRecommendation('shop-1')).conditionText // ''
 */
export function draftOf(rule: Recommendation): RecommendationDraft {
  const { condition, recommender, ...head } = rule;
  const inner = recommender.recommender;
  return {
    rule: head,
    validity: validityOfSchedule(condition[0][0]),
    conditionText: conditionTextOf(rule),
    size: recommender.size,
    products: inner.type === 'custom' ? inner.content.products : [],
    query: inner.type === 'query' ? decodeQuerySettings(inner.queryString) : emptyQuerySettings(),
    template:
      inner.type === 'queryTemplate'
        ? decodeTemplate(inner.queryString)
        : defaultTemplateSettings(),
  };
}

/**
 * The inner recommender of the chosen kind: the products (manual), the stored search (query) or
 * the template (similar, upselled), whose content is cleared. `baseUrl` is the shop's public
 * search (docs/product/visual-machine.md#recommendations).
 * @example innerRecommenderOf(draftOf(defaultRecommendation('s')), '') // { type: 'custom', content: { products: [] } }
 */
export function innerRecommenderOf(draft: RecommendationDraft, baseUrl: string): InnerRecommender {
  const kind = draft.rule.extra.actionType;
  if (kind === 'manually') return { type: 'custom', content: { products: draft.products } };
  if (isTemplateKind(kind)) {
    return { type: 'queryTemplate', baseUrl, queryString: encodeTemplate(draft.template, kind) };
  }
  return { type: 'query', baseUrl, queryString: encodeQuerySettings(draft.query) };
}

/**
 * The rule a draft stores, and the issues of its JSON condition text. The condition, when there
 * is one, is the second conjunction; text that does not read leaves it out (and aborts the save).
 * @example ruleOf(draftOf(rule), '').rule.condition // [[{ always: true }]]
 */
export function ruleOf(
  draft: RecommendationDraft,
  baseUrl: string,
): { rule: Recommendation; issues: ConditionIssue[] } {
  const { condition, issues } = parseConditionText(draft.conditionText);
  const schedule = scheduleOfValidity(draft.validity);
  return {
    rule: {
      ...draft.rule,
      condition: condition === undefined ? [[schedule]] : [[schedule], [condition]],
      recommender: {
        type: 'limit',
        size: draft.size,
        recommender: innerRecommenderOf(draft, baseUrl),
      },
    },
    issues,
  };
}
