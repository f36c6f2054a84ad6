import {
  CONDITION_TEMPLATES,
  conditionTemplateText,
  parseConditionText,
  recommendationConditions,
  type ConditionTemplate,
  type Recommendation,
} from '@trova/contracts';

/**
 * The conditions section's text (docs/product/visual-machine.md#conditions-language): the JSON
 * condition is edited as text, read on save and stored as the rule's second condition.
 */

/** The guide's templates, in the order it offers them. */
export const GUIDE_TEMPLATES = Object.keys(CONDITION_TEMPLATES) as ConditionTemplate[];

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * The text of a stored rule's JSON conditions: blank without one; several (only written by other
 * clients) are shown joined with `and`, which is what they mean together.
 * @example conditionTextOf({ condition: [[{ always: true }], [{ '==': ['brand', 'Nike'] }]] }) // '{\n  "==": [\n    "brand",\n …'
 */
export function conditionTextOf(rule: Pick<Recommendation, 'condition'>): string {
  const conditions = recommendationConditions(rule);
  if (conditions.length === 0) return '';
  return pretty(conditions.length === 1 ? conditions[0] : { and: conditions });
}

/**
 * The text after choosing a guide template: the template alone when the text is blank, both
 * joined with `and` when the text already holds a condition, and null when the text does not read
 * (the owner fixes it first, so nothing typed is lost).
 * @example withTemplate('', 'brand') // '{ "==": ["brand", "Nike"] }'
 * @example withTemplate('{"not":', 'brand') // null
 */
export function withTemplate(text: string, template: ConditionTemplate): string | null {
  if (text.trim() === '') return conditionTemplateText(template);
  const current = parseConditionText(text);
  if (current.condition === undefined) return null;
  return pretty({ and: [current.condition, CONDITION_TEMPLATES[template]] });
}

/**
 * Where an issue sits in the JSON, as an owner reads it: operators by name, list items from 1;
 * empty for the whole condition.
 * @example issuePlace(['and', 1, '>=', 1]) // 'and › 2 › >= › 2'
 */
export function issuePlace(path: readonly (string | number)[]): string {
  return path.map((part) => (typeof part === 'number' ? String(part + 1) : part)).join(' › ');
}
