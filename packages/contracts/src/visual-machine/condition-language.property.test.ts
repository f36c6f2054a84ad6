import { describe, expect, it } from 'vitest';
import { evaluateCondition, type ConditionContext } from './condition-language.rules';
import { conditionIssues, type Condition } from './condition-language.schema';

/*
 * The evaluator against a naive reference on random conditions and contexts: the reference spells
 * out each operator's meaning over every value of a field, with no shortcuts.
 */

/** Mulberry32: a small seeded generator, so a failure reproduces. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIELDS = ['brand', 'category', 'sellingPrice', 'size', 'query'];
const TEXTS = ['Nike', 'nike ', 'Adidas', 'Uomo/Scarpe', 'scarpe', '42', '', '10.5'];
const NUMBERS = [0, 10, 10.5, 42, 99.99];

function contextOf(random: () => number): ConditionContext {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const context: Record<string, string | number | string[]> = {};
  for (const field of FIELDS) {
    const roll = random();
    if (roll < 0.2) continue;
    if (roll < 0.5) context[field] = pick(NUMBERS);
    else if (roll < 0.8) context[field] = pick(TEXTS);
    else context[field] = [pick(TEXTS), pick(TEXTS)];
  }
  return context;
}

function conditionOf(random: () => number, depth: number): Condition {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const field = pick(FIELDS);
  const literal = random() < 0.5 ? pick(TEXTS) : pick(NUMBERS);
  const roll = random();
  if (depth < 3 && roll < 0.25) {
    const items = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
      conditionOf(random, depth + 1),
    );
    return random() < 0.5 ? { and: items } : { or: items };
  }
  if (depth < 3 && roll < 0.35) return { not: conditionOf(random, depth + 1) };
  const kind = pick(['==', '!=', '<', '>=', 'contains', 'endsWith', 'in', 'exists', 'bool']);
  if (kind === 'bool') return random() < 0.5;
  if (kind === 'exists') return { exists: field };
  if (kind === 'in') return { in: [field, [pick(TEXTS), pick(NUMBERS)]] };
  if (kind === '<' || kind === '>=') return { [kind]: [field, pick(NUMBERS)] } as Condition;
  if (kind === 'contains' || kind === 'endsWith') {
    return { [kind]: [field, pick(TEXTS)] } as Condition;
  }
  return { [kind]: [field, literal] } as Condition;
}

/** The documented meaning, one operator at a time. */
function reference(condition: Condition, context: ConditionContext): boolean {
  if (condition === true || condition === false) return condition;
  const [operator, operand] = Object.entries(condition)[0] as [string, unknown];
  if (operator === 'and') return (operand as Condition[]).every((c) => reference(c, context));
  if (operator === 'or') return (operand as Condition[]).some((c) => reference(c, context));
  if (operator === 'not') return !reference(operand as Condition, context);
  const field = operator === 'exists' ? (operand as string) : (operand as [string])[0];
  const raw = context[field];
  const all: (string | number)[] =
    raw === undefined ? [] : typeof raw === 'object' ? [...raw] : [raw];
  const values = all.filter((value) => value !== '');
  if (operator === 'exists') return values.length > 0;
  const literal = (operand as [string, unknown])[1];
  const asNumber = (value: string | number) =>
    typeof value === 'number'
      ? value
      : value.trim() !== '' && Number.isFinite(Number(value))
        ? Number(value)
        : null;
  const same = (value: string | number, wanted: unknown) =>
    typeof wanted === 'number'
      ? asNumber(value) === wanted
      : String(value).trim().toLowerCase() === String(wanted).trim().toLowerCase();
  const lower = (value: string | number) => String(value).trim().toLowerCase();
  const text = String(literal).trim().toLowerCase();
  const tests: Record<string, (value: string | number) => boolean> = {
    '==': (value) => same(value, literal),
    '<': (value) => asNumber(value) !== null && (asNumber(value) as number) < (literal as number),
    '>=': (value) => asNumber(value) !== null && (asNumber(value) as number) >= (literal as number),
    contains: (value) => lower(value).includes(text),
    endsWith: (value) => lower(value).endsWith(text),
    in: (value) => (literal as unknown[]).some((wanted) => same(value, wanted)),
  };
  if (operator === '!=') return values.length > 0 && values.every((v) => !same(v, literal));
  const test = tests[operator];
  if (!test) throw new Error(`reference lacks ${operator}`);
  return values.some(test);
}

describe('evaluateCondition against the reference', () => {
  it('agrees on 5,000 random conditions and contexts', () => {
    const random = generator(20_251_125);
    for (let run = 0; run < 5_000; run++) {
      const condition = conditionOf(random, 0);
      const context = contextOf(random);
      expect(conditionIssues(condition)).toEqual([]);
      const expected = reference(condition, context);
      if (evaluateCondition(condition, context) !== expected) {
        expect({ condition, context, holds: evaluateCondition(condition, context) }).toEqual({
          condition,
          context,
          holds: expected,
        });
      }
    }
  });

  it('keeps De Morgan’s laws and `!=` as a present field that is not equal', () => {
    const random = generator(7);
    for (let run = 0; run < 2_000; run++) {
      const a = conditionOf(random, 1);
      const b = conditionOf(random, 1);
      const context = contextOf(random);
      expect(evaluateCondition({ not: { and: [a, b] } }, context)).toBe(
        evaluateCondition({ or: [{ not: a }, { not: b }] }, context),
      );
      const field = FIELDS[run % FIELDS.length] ?? 'brand';
      expect(evaluateCondition({ '!=': [field, 'Nike'] }, context)).toBe(
        evaluateCondition(
          { and: [{ exists: field }, { not: { '==': [field, 'Nike'] } }] },
          context,
        ),
      );
    }
  });
});
