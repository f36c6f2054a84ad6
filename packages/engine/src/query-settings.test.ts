import { describe, expect, it } from 'vitest';
import {
  checkLearningSettings,
  joinSchema,
  splitSchema,
  withQuerySettings,
} from './query-settings.js';
import { resolveSchema, type EngineSchema } from './schema.js';
import { schema } from './test-fixtures/catalogue.fixture.js';

describe('splitSchema and joinSchema', () => {
  it('split a schema into parts that join back to the same resolved schema', () => {
    const { index, query } = splitSchema(schema);
    expect(resolveSchema(joinSchema(index, query))).toEqual(resolveSchema(schema));
    expect(index.searchable.map((f) => f.name)).toEqual(['title', 'brand', 'description', 'sku']);
    expect(query.fields?.sku).toEqual({ weight: 4, typoTolerance: 0 });
    expect(query.synonyms).toEqual(schema.synonyms);
  });

  it('fill defaults, so schemas that behave alike split alike', () => {
    const bare: EngineSchema = { searchable: [{ name: 'title' }] };
    const spelled: EngineSchema = {
      searchable: [{ name: 'title', type: 'text', weight: 1, typoTolerance: 2 }],
      facets: [],
      languages: ['it', 'en'],
      stopWords: [],
      typoMinLength: { one: 4, two: 8 },
    };
    expect(splitSchema(bare)).toEqual(splitSchema(spelled));
  });

  it('keep weights and tolerances apart from what shapes the index', () => {
    const a = splitSchema(schema);
    const b = splitSchema({
      ...schema,
      searchable: schema.searchable.map((f) => ({ ...f, weight: 1, typoTolerance: 0 as const })),
      stopWords: ['e'],
      synonyms: [],
    });
    expect(JSON.stringify(b.index)).toBe(JSON.stringify(a.index));
    expect(b.query).not.toEqual(a.query);
  });

  it('reject settings for unknown fields and values the index cannot use, with stable codes', () => {
    const { index } = splitSchema(schema);
    const resolved = resolveSchema(schema);
    expect(() => joinSchema(index, { fields: { colour: { weight: 2 } } })).toThrow(
      expect.objectContaining({ code: 'settings_unknown_field' }),
    );
    expect(() => withQuerySettings(resolved, { fields: { title: { weight: NaN } } })).toThrow(
      expect.objectContaining({ code: 'schema_invalid_weight' }),
    );
    const tolerance = JSON.parse('{"fields":{"title":{"typoTolerance":3}}}') as object;
    expect(() => withQuerySettings(resolved, tolerance)).toThrow(
      expect.objectContaining({ code: 'schema_invalid_typo_tolerance' }),
    );
    expect(() => withQuerySettings(resolved, { typoMinLength: { one: 4, two: NaN } })).toThrow(
      expect.objectContaining({ code: 'schema_invalid_typo_min_length' }),
    );
  });

  it('treats a field named like an Object property as a plain key', () => {
    const odd = resolveSchema({ searchable: [{ name: '__proto__' }, { name: 'constructor' }] });
    const next = withQuerySettings(odd, {
      fields: JSON.parse('{"__proto__":{"weight":7}}') as Record<string, { weight: number }>,
    });
    expect(next.searchable.map((f) => f.weight)).toEqual([7, 1]);
    expect(() => withQuerySettings(odd, { fields: { toString: {} } })).toThrow(
      expect.objectContaining({ code: 'settings_unknown_field' }),
    );
  });
});

describe('checkLearningSettings', () => {
  it('keeps valid settings and refuses a strength or placement out of range', () => {
    const ok = { enabled: true, strength: 0.5, placement: 'after-typo' } as const;
    expect(checkLearningSettings(ok)).toEqual(ok);
    expect(checkLearningSettings(undefined)).toBeUndefined();
    for (const strength of [-0.1, 1.5, Number.NaN]) {
      expect(() => checkLearningSettings({ ...ok, strength })).toThrow(
        expect.objectContaining({ code: 'settings_invalid_learning' }),
      );
    }
    const placement = 'first' as typeof ok.placement;
    expect(() => checkLearningSettings({ ...ok, placement })).toThrow(
      expect.objectContaining({ code: 'settings_invalid_learning' }),
    );
  });
});
