import {
  EngineError,
  resolveSchema,
  type EngineSchema,
  type FacetField,
  type Language,
  type ResolvedSchema,
  type SearchableField,
  type SearchType,
  type SortableField,
  type TypoTolerance,
} from './schema.js';
import { LEARNING_PLACEMENTS, type LearningSettings } from './ranking/learned-signals.js';

/** How queries weigh and match one searchable field. */
export interface FieldQuerySettings {
  /** Relative importance; higher wins the field-weight rule. Default 1. */
  weight?: number;
  /** Default 2 for `text`; always 0 for `code`, whatever is given. */
  typoTolerance?: TypoTolerance;
}

/**
 * The part of an `EngineSchema` that shapes queries only: a live index takes a new one at once
 * (`SearchIndex.setQuerySettings`), with no rebuild. Anything left out gets its default.
 */
export interface QuerySettings {
  /** By searchable field name; a field left out gets the defaults. */
  fields?: Record<string, FieldQuerySettings>;
  /** Dropped from queries (unless the query has nothing else). */
  stopWords?: string[];
  /** Groups of equivalent words or phrases, e.g. `[['t shirt', 'maglietta']]`. */
  synonyms?: string[][];
  /** Minimum word length for 1 and 2 typos. Default `{ one: 4, two: 8 }`. */
  typoMinLength?: { one: number; two: number };
  /** How learned signals (`SearchIndex.setLearnedSignals`) rank; default off. */
  learning?: LearningSettings;
}

/** The part of an `EngineSchema` that shapes the indexed data: changing it needs a rebuild. */
export interface IndexSchema {
  /** Searchable fields in order (the order is part of the index: it numbers field masks). */
  searchable: { name: string; type?: SearchType }[];
  facets?: FacetField[];
  sortable?: SortableField[];
  returned?: string[];
  languages?: Language[];
  popularityField?: string;
  availabilityField?: string;
}

/** The index part of a resolved schema, every default filled in (so equal inputs compare equal). */
export function indexSchemaOf(schema: ResolvedSchema): IndexSchema {
  const out: IndexSchema = {
    searchable: schema.searchable.map((f) => ({ name: f.name, type: f.type })),
    facets: schema.facets.map((f) =>
      f.counted === false
        ? { name: f.name, type: f.type, counted: false }
        : { name: f.name, type: f.type },
    ),
    sortable: schema.sortable.map((f) => ({ name: f.name, type: f.type })),
    returned: [...schema.returned],
    languages: [...schema.languages],
  };
  if (schema.popularityField !== null) out.popularityField = schema.popularityField;
  if (schema.availabilityField !== null) out.availabilityField = schema.availabilityField;
  return out;
}

/** The query settings of a resolved schema, every default filled in; a fresh copy. */
export function querySettingsOf(schema: ResolvedSchema): QuerySettings {
  return {
    // fromEntries defines own properties, so even a field named `__proto__` stays a key.
    fields: Object.fromEntries(
      schema.searchable.map((f) => [f.name, { weight: f.weight, typoTolerance: f.typoTolerance }]),
    ),
    stopWords: [...schema.stopWords],
    synonyms: schema.synonyms.map((group) => [...group]),
    typoMinLength: { ...schema.typoMinLength },
  };
}

/**
 * Splits a schema into what shapes the index and what only shapes queries, validated and with
 * every default filled in: a server fingerprints `index` (a change needs a rebuild) and compares
 * `query` (a change is applied with `setQuerySettings`). Throws `EngineError` like `resolveSchema`.
 *
 * @example
 * const { index, query } = splitSchema(shop.schema);
 * if (hash(index) !== stored.fingerprint) rebuild();
 * else liveIndex.setQuerySettings(query);
 */
export function splitSchema(schema: EngineSchema): { index: IndexSchema; query: QuerySettings } {
  const resolved = resolveSchema(schema);
  return { index: indexSchemaOf(resolved), query: querySettingsOf(resolved) };
}

/**
 * The schema an index part and query settings make together, the inverse of `splitSchema`. Throws
 * `settings_unknown_field` when the settings name a field that is not searchable.
 *
 * @example
 * joinSchema({ searchable: [{ name: 'title' }] }, { fields: { title: { weight: 3 } } });
 * // { searchable: [{ name: 'title', weight: 3 }], ... }
 */
export function joinSchema(index: IndexSchema, query: QuerySettings): EngineSchema {
  const fields = query.fields ?? {};
  for (const name of Object.keys(fields)) {
    if (!index.searchable.some((f) => f.name === name)) {
      throw new EngineError('settings_unknown_field', `${name} is not a searchable field`);
    }
  }
  const searchable = index.searchable.map((f): SearchableField => {
    const own = Object.hasOwn(fields, f.name) ? fields[f.name] : undefined;
    const out: SearchableField = { name: f.name };
    if (f.type !== undefined) out.type = f.type;
    if (own?.weight !== undefined) out.weight = own.weight;
    if (own?.typoTolerance !== undefined) out.typoTolerance = own.typoTolerance;
    return out;
  });
  const out: EngineSchema = { ...index, searchable };
  if (query.stopWords !== undefined) out.stopWords = query.stopWords;
  if (query.synonyms !== undefined) out.synonyms = query.synonyms;
  if (query.typoMinLength !== undefined) out.typoMinLength = query.typoMinLength;
  return out;
}

/**
 * `schema` with `settings` in place of its query settings, validated like `resolveSchema`. Pure:
 * it throws before anything is changed.
 */
export function withQuerySettings(schema: ResolvedSchema, settings: QuerySettings): ResolvedSchema {
  return resolveSchema(joinSchema(indexSchemaOf(schema), settings));
}

/** Whether two resolved schemas have equal query settings (their index parts being equal). */
export function sameQuerySettings(a: ResolvedSchema, b: ResolvedSchema): boolean {
  return JSON.stringify(querySettingsOf(a)) === JSON.stringify(querySettingsOf(b));
}

/**
 * Validated learning settings (a copy), or undefined when absent. Throws `EngineError`
 * `settings_invalid_learning` when `strength` is not a number in [0, 1] or `placement` is not one
 * of `LEARNING_PLACEMENTS`.
 *
 * @example
 * checkLearningSettings({ enabled: true, strength: 0.5, placement: 'after-exactness' });
 */
export function checkLearningSettings(
  learning: LearningSettings | undefined,
): LearningSettings | undefined {
  if (learning === undefined) return undefined;
  const { enabled, strength, placement } = learning;
  if (!(strength >= 0 && strength <= 1)) {
    throw new EngineError('settings_invalid_learning', 'learning strength must be within 0 and 1');
  }
  if (!LEARNING_PLACEMENTS.includes(placement)) {
    throw new EngineError('settings_invalid_learning', `unknown learning placement ${placement}`);
  }
  return { enabled: enabled === true, strength, placement };
}
