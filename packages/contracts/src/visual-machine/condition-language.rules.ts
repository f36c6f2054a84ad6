import {
  conditionIssues,
  type Condition,
  type ConditionLiteral,
} from './condition-language.schema';
import type { Recommendation } from './recommendation.schema';

/** A context field's value: text, a number, or a list of texts (a product's categories). */
export type ConditionValue = string | number | readonly string[];

/**
 * What a condition is checked against (docs/product/visual-machine.md#conditions-language):
 * `page`, `query`, and the viewed product's fields (`brand`, `category`, `sellingPrice`,
 * `listingPrice`, `color`…). A field the context lacks makes every comparison on it false.
 */
export type ConditionContext = Readonly<Record<string, ConditionValue | undefined>>;

/** Text compares ignoring case and surrounding spaces: "nike " equals "Nike". */
const fold = (text: string): string => text.trim().toLowerCase();

function numberOf(value: string | number): number | undefined {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  const parsed = trimmed === '' ? Number.NaN : Number(trimmed);
  return Number.isFinite(parsed) ? parsed : undefined;
}

function equals(value: string | number, literal: ConditionLiteral): boolean {
  if (typeof literal === 'number') return numberOf(value) === literal;
  return fold(String(value)) === fold(literal);
}

function ordered(value: string | number, operator: string, literal: number): boolean {
  const number = numberOf(value);
  if (number === undefined) return false;
  if (operator === '<') return number < literal;
  if (operator === '<=') return number <= literal;
  if (operator === '>') return number > literal;
  return number >= literal;
}

function textMatch(value: string | number, operator: string, literal: string): boolean {
  const text = fold(String(value));
  const part = fold(literal);
  if (operator === 'startsWith') return text.startsWith(part);
  if (operator === 'endsWith') return text.endsWith(part);
  return text.includes(part);
}

/** The field's values: a list field holds when any of its items does. */
function valuesOf(context: ConditionContext, field: string): readonly (string | number)[] {
  if (!Object.hasOwn(context, field)) return [];
  const value = context[field];
  if (value === undefined) return [];
  if (typeof value === 'string' || typeof value === 'number') return value === '' ? [] : [value];
  return value.filter((item) => item !== '');
}

/**
 * Whether a valid condition holds in the context. `!=` holds for a present field none of whose
 * values equals the literal; every other comparison holds when one of the field's values passes.
 * @example evaluateCondition({ '>=': ['sellingPrice', 50] }, { sellingPrice: 79.9 }) // true
 */
export function evaluateCondition(condition: Condition, context: ConditionContext): boolean {
  if (typeof condition === 'boolean') return condition;
  if ('and' in condition) return condition.and.every((item) => evaluateCondition(item, context));
  if ('or' in condition) return condition.or.some((item) => evaluateCondition(item, context));
  if ('not' in condition) return !evaluateCondition(condition.not, context);
  if ('exists' in condition) return valuesOf(context, condition.exists).length > 0;
  if ('in' in condition) {
    const [field, literals] = condition.in;
    return valuesOf(context, field).some((value) => literals.some((l) => equals(value, l)));
  }
  if ('!=' in condition) {
    const [field, literal] = condition['!='];
    const values = valuesOf(context, field);
    return values.length > 0 && !values.some((value) => equals(value, literal));
  }
  if ('==' in condition) {
    const [field, literal] = condition['=='];
    return valuesOf(context, field).some((value) => equals(value, literal));
  }
  for (const operator of ['contains', 'startsWith', 'endsWith'] as const) {
    if (operator in condition) {
      const [field, literal] = (condition as Record<typeof operator, [string, string]>)[operator];
      return valuesOf(context, field).some((value) => textMatch(value, operator, literal));
    }
  }
  const [operator, operands] = Object.entries(condition)[0] as [string, [string, number]];
  return valuesOf(context, operands[0]).some((value) => ordered(value, operator, operands[1]));
}

/**
 * Whether every stored JSON condition of a rule holds. Stored values that are not conditions
 * (saved before the language existed, or written by hand) never hold: a rule nobody can read is
 * never shown.
 * @example conditionsHold([{ '==': ['brand', 'Nike'] }], { brand: 'nike' }) // true
 */
export function conditionsHold(conditions: readonly unknown[], context: ConditionContext): boolean {
  return conditions.every(
    (value) =>
      conditionIssues(value).length === 0 && evaluateCondition(value as Condition, context),
  );
}

/** The JSON conditions of a recommendation: the optional second conjunction. */
export function recommendationConditions(rule: Pick<Recommendation, 'condition'>): unknown[] {
  return rule.condition[1] ?? [];
}

export type RecommendationConditionWarning = 'conditionInvalid';

/**
 * `conditionInvalid` when a recommendation's JSON condition is not in the conditions language;
 * the server refuses such a save (docs/product/visual-machine.md#recommendations).
 * @example recommendationConditionWarnings({ condition: [[{ always: true }], [{ '=': [] }]] }) // ['conditionInvalid']
 */
export function recommendationConditionWarnings(
  rule: Pick<Recommendation, 'condition'>,
): RecommendationConditionWarning[] {
  const invalid = recommendationConditions(rule).some((value) => conditionIssues(value).length > 0);
  return invalid ? ['conditionInvalid'] : [];
}

/**
 * The guide's three templates (docs/product/visual-machine.md#conditions-language): a brand, a
 * minimum selling price and a minimum listing price, with example values to replace.
 */
export const CONDITION_TEMPLATES = {
  brand: { '==': ['brand', 'Nike'] },
  sellingPrice: { '>=': ['sellingPrice', 50] },
  listingPrice: { '>=': ['listingPrice', 100] },
} as const satisfies Record<string, Condition>;
export type ConditionTemplate = keyof typeof CONDITION_TEMPLATES;

/**
 * A template as the editor's text.
 * @example conditionTemplateText('brand') // '{ "==": ["brand", "Nike"] }'
 */
export function conditionTemplateText(template: ConditionTemplate): string {
  const [operator, operands] = Object.entries(CONDITION_TEMPLATES[template])[0] as [
    string,
    readonly ConditionLiteral[],
  ];
  return `{ ${JSON.stringify(operator)}: [${operands.map((o) => JSON.stringify(o)).join(', ')}] }`;
}
