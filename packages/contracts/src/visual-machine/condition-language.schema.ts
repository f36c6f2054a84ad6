import { z } from 'zod';

/*
 * The recommendations' conditions language (docs/product/visual-machine.md#conditions-language):
 * JSON boolean expressions over the context a recommendation is asked for (the page, the query, the
 * viewed product's fields). A condition is `true`, `false`, or an object with exactly one operator.
 */

/** A literal a comparison takes: text or a finite number. */
export type ConditionLiteral = string | number;

export const COMPARISON_OPERATORS = ['==', '!=', '<', '<=', '>', '>='] as const;
export const TEXT_OPERATORS = ['contains', 'startsWith', 'endsWith'] as const;
export const LOGIC_OPERATORS = ['and', 'or', 'not'] as const;
/** Every operator, as the guide lists them. */
export const CONDITION_OPERATORS = [
  ...LOGIC_OPERATORS,
  ...COMPARISON_OPERATORS,
  ...TEXT_OPERATORS,
  'in',
  'exists',
] as const;
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];
export type TextOperator = (typeof TEXT_OPERATORS)[number];

export type Condition =
  | boolean
  | { and: Condition[] }
  | { or: Condition[] }
  | { not: Condition }
  | { [Op in ComparisonOperator]: { [K in Op]: [string, ConditionLiteral] } }[ComparisonOperator]
  | { [Op in TextOperator]: { [K in Op]: [string, string] } }[TextOperator]
  | { in: [string, ConditionLiteral[]] }
  | { exists: string };

/** Bounds that keep a stored condition cheap to check on every storefront call. */
export const CONDITION_LIMITS = {
  /** Nesting of and, or and not. */
  depth: 8,
  /** Operators and values in one condition. */
  nodes: 200,
  /** Items of one and, or or in. */
  items: 50,
  /** Characters of a text literal. */
  text: 200,
} as const;

/** A context field: letters, digits and `_`, starting with a letter (`brand`, `customLabel0`). */
export const CONDITION_FIELD = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export type ConditionIssueCode =
  | 'invalidJson'
  | 'notACondition'
  | 'oneOperator'
  | 'unknownOperator'
  | 'operands'
  | 'field'
  | 'number'
  | 'text'
  | 'list'
  | 'tooDeep'
  | 'tooLarge';

/** Why a condition is refused: a stable code, the JSON path, and a message in English. */
export interface ConditionIssue {
  code: ConditionIssueCode;
  path: (string | number)[];
  message: string;
}

type Path = (string | number)[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isLiteral = (value: unknown): value is ConditionLiteral =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** Walks one condition, collecting every issue (not only the first), so the editor can show all. */
class ConditionChecker {
  readonly issues: ConditionIssue[] = [];
  private nodes = 0;

  add(code: ConditionIssueCode, path: Path, message: string): void {
    this.issues.push({ code, path, message });
  }

  condition(value: unknown, path: Path, depth: number): void {
    if (++this.nodes === CONDITION_LIMITS.nodes + 1) {
      this.add('tooLarge', path, `A condition has at most ${CONDITION_LIMITS.nodes} parts.`);
    }
    if (typeof value === 'boolean') return;
    if (!isRecord(value)) {
      this.add('notACondition', path, 'Expected true, false or an object with one operator.');
      return;
    }
    const keys = Object.keys(value);
    const operator = keys[0];
    if (keys.length !== 1 || operator === undefined) {
      this.add('oneOperator', path, `An object holds exactly one operator, found ${keys.length}.`);
      return;
    }
    const operand = value[operator];
    const at = [...path, operator];
    if (operator === 'and' || operator === 'or') this.list(operand, at, depth, operator);
    else if (operator === 'not') this.nested(operand, at, depth);
    else if (operator === 'exists') this.field(operand, at);
    else if (isOneOf(COMPARISON_OPERATORS, operator)) this.comparison(operator, operand, at);
    else if (isOneOf(TEXT_OPERATORS, operator) || operator === 'in') {
      this.comparison(operator, operand, at);
    } else {
      this.add(
        'unknownOperator',
        at,
        `Unknown operator "${operator}"; use one of ${CONDITION_OPERATORS.join(', ')}.`,
      );
    }
  }

  private nested(value: unknown, path: Path, depth: number): void {
    if (depth >= CONDITION_LIMITS.depth) {
      this.add('tooDeep', path, `Conditions nest at most ${CONDITION_LIMITS.depth} levels deep.`);
      return;
    }
    this.condition(value, path, depth + 1);
  }

  private list(value: unknown, path: Path, depth: number, operator: string): void {
    if (!Array.isArray(value) || value.length === 0 || value.length > CONDITION_LIMITS.items) {
      this.add(
        'list',
        path,
        `"${operator}" takes a list of 1 to ${CONDITION_LIMITS.items} conditions.`,
      );
      return;
    }
    value.forEach((item, index) => this.nested(item, [...path, index], depth));
  }

  private field(value: unknown, path: Path): void {
    if (typeof value !== 'string' || !CONDITION_FIELD.test(value)) {
      this.add('field', path, 'A field is a name such as "brand" or "sellingPrice".');
    }
  }

  private literal(value: unknown, path: Path, kind: 'number' | 'text' | 'any'): void {
    if (kind === 'number' && (typeof value !== 'number' || !Number.isFinite(value))) {
      this.add('number', path, 'Expected a number.');
    } else if (kind === 'text' && typeof value !== 'string') {
      this.add('text', path, 'Expected a text in double quotes.');
    } else if (!isLiteral(value)) {
      this.add('operands', path, 'Expected a text or a number.');
    } else if (typeof value === 'string' && value.length > CONDITION_LIMITS.text) {
      this.add('tooLarge', path, `A text has at most ${CONDITION_LIMITS.text} characters.`);
    }
  }

  private comparison(operator: string, value: unknown, path: Path): void {
    if (!Array.isArray(value) || value.length !== 2) {
      this.add('operands', path, `"${operator}" takes [field, value], such as ["brand", "Nike"].`);
      return;
    }
    this.field(value[0], [...path, 0]);
    const literal: unknown = value[1];
    const at = [...path, 1];
    if (operator === 'in') {
      if (!Array.isArray(literal) || literal.length === 0) {
        this.add('list', at, `"in" takes a list of 1 to ${CONDITION_LIMITS.items} values.`);
        return;
      }
      if (literal.length > CONDITION_LIMITS.items) {
        this.add('list', at, `"in" takes a list of 1 to ${CONDITION_LIMITS.items} values.`);
      }
      literal.forEach((item, index) => this.literal(item, [...at, index], 'any'));
      return;
    }
    const ordered = ['<', '<=', '>', '>='].includes(operator);
    const kind = ordered ? 'number' : isOneOf(TEXT_OPERATORS, operator) ? 'text' : 'any';
    this.literal(literal, at, kind);
  }
}

/**
 * Every reason `value` is not a condition; empty when it is one.
 * @example conditionIssues({ '>': ['sellingPrice', 'fifty'] })[0]?.code // 'number'
 */
export function conditionIssues(value: unknown): ConditionIssue[] {
  const checker = new ConditionChecker();
  checker.condition(value, [], 0);
  return checker.issues;
}

/**
 * A condition, with one clear message per problem at its JSON path (the console shows them on
 * save; the server refuses the save with the `conditionInvalid` warning).
 */
export const conditionSchema = z.custom<Condition>().superRefine((value, context) => {
  for (const issue of conditionIssues(value)) {
    context.addIssue({
      code: 'custom',
      message: issue.message,
      path: issue.path,
      params: { condition: issue.code },
    });
  }
});

/**
 * The condition an editor's text holds: none for blank text, else the parsed condition or the
 * issues, including text that is not JSON at all (`invalidJson`).
 * @example parseConditionText('{"==":["brand","Nike"]}').condition // { '==': ['brand', 'Nike'] }
 */
export function parseConditionText(text: string): {
  condition?: Condition;
  issues: ConditionIssue[];
} {
  if (text.trim() === '') return { issues: [] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unreadable';
    return { issues: [{ code: 'invalidJson', path: [], message: `Not valid JSON: ${reason}` }] };
  }
  const parsed = conditionSchema.safeParse(value);
  return parsed.success
    ? { condition: parsed.data, issues: [] }
    : { issues: conditionIssues(value) };
}
