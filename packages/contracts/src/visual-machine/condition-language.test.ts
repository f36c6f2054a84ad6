import { describe, expect, it } from 'vitest';
import { defaultRecommendation } from './recommendation.schema';
import {
  CONDITION_TEMPLATES,
  conditionTemplateText,
  conditionsHold,
  evaluateCondition,
  recommendationConditionWarnings,
  type ConditionContext,
} from './condition-language.rules';
import {
  CONDITION_LIMITS,
  conditionIssues,
  conditionSchema,
  parseConditionText,
  type Condition,
} from './condition-language.schema';

const shoe: ConditionContext = {
  page: 'product',
  brand: 'Nike',
  title: 'Air Zoom Pegasus',
  category: ['Uomo/Scarpe/Running', 'Sport/Running'],
  sellingPrice: 79.9,
  listingPrice: 120,
  size: '42',
};

describe('conditionIssues', () => {
  it('accepts the guide templates and every operator', () => {
    for (const template of Object.values(CONDITION_TEMPLATES)) {
      expect(conditionIssues(template)).toEqual([]);
    }
    const all = {
      and: [
        true,
        { or: [false, { not: { exists: 'color' } }] },
        { '!=': ['brand', 'Adidas'] },
        { '<': ['sellingPrice', 100] },
        { '<=': ['sellingPrice', 100] },
        { '>': ['listingPrice', 10] },
        { contains: ['title', 'zoom'] },
        { startsWith: ['category', 'Uomo'] },
        { endsWith: ['title', 'pegasus'] },
        { in: ['size', ['41', 42, '43']] },
      ],
    };
    expect(conditionIssues(all)).toEqual([]);
  });

  it('names each problem with a stable code at its JSON path', () => {
    expect(conditionIssues({ '=': ['brand', 'Nike'] })).toEqual([
      expect.objectContaining({ code: 'unknownOperator', path: ['='] }),
    ]);
    expect(conditionIssues({ and: [{ '>': ['sellingPrice', '50'] }, 'yes'] })).toEqual([
      expect.objectContaining({ code: 'number', path: ['and', 0, '>', 1] }),
      expect.objectContaining({ code: 'notACondition', path: ['and', 1] }),
    ]);
    expect(conditionIssues({ '==': ['brand'] })[0]?.code).toBe('operands');
    expect(conditionIssues({ '==': ['the brand', 'Nike'] })[0]?.code).toBe('field');
    expect(conditionIssues({ contains: ['title', 5] })[0]?.code).toBe('text');
    expect(conditionIssues({ in: ['size', []] })[0]?.code).toBe('list');
    expect(conditionIssues({ and: [] })[0]?.code).toBe('list');
    expect(conditionIssues({ '==': ['a', 'b'], '!=': ['a', 'c'] })[0]?.code).toBe('oneOperator');
    expect(conditionIssues(null)[0]?.code).toBe('notACondition');
    expect(
      conditionIssues({ '==': ['brand', 'x'.repeat(CONDITION_LIMITS.text + 1)] })[0]?.code,
    ).toBe('tooLarge');
  });

  it('bounds nesting and size, so a stored condition stays cheap to check', () => {
    let deep: unknown = true;
    for (let i = 0; i <= CONDITION_LIMITS.depth; i++) deep = { not: deep };
    expect(conditionIssues(deep).map((issue) => issue.code)).toEqual(['tooDeep']);
    const wide = { or: Array.from({ length: CONDITION_LIMITS.items + 1 }, () => true) };
    expect(conditionIssues(wide)[0]?.code).toBe('list');
    const large = {
      and: Array.from({ length: 10 }, () => ({
        or: Array.from({ length: 25 }, () => ({ exists: 'brand' })),
      })),
    };
    expect(conditionIssues(large).map((issue) => issue.code)).toEqual(['tooLarge']);
  });
});

describe('conditionSchema and parseConditionText', () => {
  it('reports the issues as zod issues with their paths and messages', () => {
    const parsed = conditionSchema.safeParse({ or: [{ '>': ['sellingPrice', 'cheap'] }] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['or', 0, '>', 1],
      message: 'Expected a number.',
    });
    expect(conditionSchema.parse(true)).toBe(true);
  });

  it('reads editor text: blank is no condition, broken JSON says so', () => {
    expect(parseConditionText('  ')).toEqual({ issues: [] });
    expect(parseConditionText('{"==":["brand","Nike"]}').condition).toEqual({
      '==': ['brand', 'Nike'],
    });
    const broken = parseConditionText('{"==": ["brand", "Nike"]');
    expect(broken.condition).toBeUndefined();
    expect(broken.issues[0]?.code).toBe('invalidJson');
    expect(parseConditionText('{"nope": 1}').issues[0]?.code).toBe('unknownOperator');
  });

  it('gives the templates as text the editor can insert and read back', () => {
    for (const template of ['brand', 'sellingPrice', 'listingPrice'] as const) {
      const text = conditionTemplateText(template);
      expect(parseConditionText(text).condition).toEqual(CONDITION_TEMPLATES[template]);
    }
    expect(conditionTemplateText('brand')).toBe('{ "==": ["brand", "Nike"] }');
  });
});

describe('evaluateCondition', () => {
  const holds = (condition: Condition) => evaluateCondition(condition, shoe);

  it('compares text ignoring case and spaces, numbers as numbers', () => {
    expect(holds({ '==': ['brand', ' nike'] })).toBe(true);
    expect(holds({ '==': ['size', 42] })).toBe(true);
    expect(holds({ '==': ['sellingPrice', '79.9'] })).toBe(true);
    expect(holds({ '>=': ['sellingPrice', 79.9] })).toBe(true);
    expect(holds({ '>': ['sellingPrice', 79.9] })).toBe(false);
    expect(holds({ '<': ['brand', 10] })).toBe(false);
    expect(holds({ contains: ['title', 'ZOOM'] })).toBe(true);
    expect(holds({ endsWith: ['title', 'zoom'] })).toBe(false);
  });

  it('holds for a list field when any item does; != when none does', () => {
    expect(holds({ startsWith: ['category', 'sport'] })).toBe(true);
    expect(holds({ '==': ['category', 'Sport/Running'] })).toBe(true);
    expect(holds({ '!=': ['category', 'Sport/Running'] })).toBe(false);
    expect(holds({ '!=': ['category', 'Donna'] })).toBe(true);
    expect(holds({ in: ['brand', ['Adidas', 'NIKE']] })).toBe(true);
  });

  it('makes every comparison on a missing field false, so only not or exists can test absence', () => {
    const missing: Condition[] = [
      { '==': ['color', 'Red'] },
      { '!=': ['color', 'Red'] },
      { '<': ['weight', 5] },
      { contains: ['query', ''] },
    ];
    for (const condition of missing) {
      expect(holds(condition)).toBe(false);
    }
    expect(holds({ not: { exists: 'color' } })).toBe(true);
    expect(evaluateCondition({ '==': ['constructor', 'x'] }, {})).toBe(false);
  });

  it('combines with and, or and not', () => {
    const rule: Condition = {
      and: [
        { '==': ['brand', 'Nike'] },
        { or: [{ '<': ['sellingPrice', 50] }, { exists: 'size' }] },
      ],
    };
    expect(holds(rule)).toBe(true);
    expect(holds({ not: rule })).toBe(false);
  });
});

describe('stored conditions', () => {
  it('hold when every one holds; an unreadable one never holds', () => {
    expect(conditionsHold([], shoe)).toBe(true);
    expect(conditionsHold([{ '==': ['brand', 'Nike'] }, true], shoe)).toBe(true);
    expect(conditionsHold([{ '==': ['brand', 'Nike'] }, { '=': 1 }], shoe)).toBe(false);
  });

  it('warn conditionInvalid for a recommendation whose JSON condition is not in the language', () => {
    const rule = defaultRecommendation('s1');
    expect(recommendationConditionWarnings(rule)).toEqual([]);
    expect(
      recommendationConditionWarnings({ condition: [[{ always: true }], [{ '>=': ['a', 1] }]] }),
    ).toEqual([]);
    expect(
      recommendationConditionWarnings({ condition: [[{ always: true }], ['brand is Nike']] }),
    ).toEqual(['conditionInvalid']);
  });
});
