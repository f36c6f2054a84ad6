/** How a searchable field is matched: `text` is analysed (stemming, typos); `code` matches exactly. */
export type SearchType = 'text' | 'code';
/** Maximum number of typos tolerated in a field. */
export type TypoTolerance = 0 | 1 | 2;
/** Languages with a stemmer. */
export type Language = 'it' | 'en';

/** A field the text query is matched against. */
export interface SearchableField {
  name: string;
  /** Relative importance; higher wins the field-weight rule. Default 1. */
  weight?: number;
  /** Default `text`. */
  type?: SearchType;
  /** Default 2 for `text`; always 0 for `code`. */
  typoTolerance?: TypoTolerance;
}

/** `string[]` is multi-valued; `category` values are '/'-separated paths such as `Donna/Scarpe`. */
export type FacetType = 'string' | 'string[]' | 'number' | 'category';

export interface FacetField {
  name: string;
  type: FacetType;
  /**
   * Default true. `false`: the facet filters but is counted only when a query's `facets` names
   * it, so a field every query may filter on costs nothing in answers that do not show it.
   */
  counted?: boolean;
}

export interface SortableField {
  name: string;
  type: 'number' | 'string';
}

/**
 * Everything a shop configures about its index. Part of it shapes the indexed data and part only
 * shapes queries (weights, typo tolerance, stop words, synonyms, typo lengths): `splitSchema`
 * separates them, and a live index takes new query settings with `setQuerySettings`.
 */
export interface EngineSchema {
  searchable: SearchableField[];
  facets?: FacetField[];
  sortable?: SortableField[];
  /** Fields copied into hits. Default: every searchable field. */
  returned?: string[];
  /** Stemmers applied to text fields. Default `['it', 'en']`. */
  languages?: Language[];
  /** Dropped from queries (unless the query has nothing else). */
  stopWords?: string[];
  /** Groups of equivalent words or phrases, e.g. `[['t shirt', 'maglietta']]`. */
  synonyms?: string[][];
  /** Numeric per-document popularity used by the business ranking rule. */
  popularityField?: string;
  /** Boolean or numeric stock; truthy/positive ranks ahead at the end of the chain. */
  availabilityField?: string;
  /** Minimum word length for 1 and 2 typos. Default `{ one: 4, two: 8 }`. */
  typoMinLength?: { one: number; two: number };
}

/** A document to index. `id` is the shop's product id. */
export type EngineDocument = { id: string } & Record<string, unknown>;

export interface ResolvedSearchable {
  name: string;
  weight: number;
  type: SearchType;
  typoTolerance: TypoTolerance;
}

export interface ResolvedSchema {
  searchable: ResolvedSearchable[];
  facets: FacetField[];
  sortable: SortableField[];
  returned: string[];
  languages: Language[];
  stopWords: string[];
  synonyms: string[][];
  popularityField: string | null;
  availabilityField: string | null;
  typoMinLength: { one: number; two: number };
}

/** Error thrown for invalid schemas and queries; `code` is stable. */
export class EngineError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

/**
 * The facets a query counts when it does not name them: every declared facet but filter-only ones.
 * @example countedFacets({ ...schema, facets: [{ name: 'price', type: 'number', counted: false }] }) // []
 */
export function countedFacets(schema: Pick<ResolvedSchema, 'facets'>): string[] {
  return schema.facets.filter((f) => f.counted !== false).map((f) => f.name);
}

/** Field masks are 16 bits wide (see segment postings). */
export const MAX_SEARCHABLE_FIELDS = 16;

/** Fills defaults and rejects schemas the index cannot represent. */
export function resolveSchema(schema: EngineSchema): ResolvedSchema {
  if (schema.searchable.length === 0 || schema.searchable.length > MAX_SEARCHABLE_FIELDS) {
    throw new EngineError(
      'schema_searchable_count',
      `between 1 and ${MAX_SEARCHABLE_FIELDS} searchable fields are required`,
    );
  }
  for (const list of [schema.searchable, schema.facets ?? [], schema.sortable ?? []]) {
    const seen = new Set<string>();
    for (const f of list) {
      if (seen.has(f.name)) {
        throw new EngineError('schema_duplicate_field', `field ${f.name} is declared twice`);
      }
      seen.add(f.name);
    }
  }
  const searchable = schema.searchable.map((f): ResolvedSearchable => {
    const type = f.type ?? 'text';
    // Settings arrive as JSON from the console: a weight that is not a number would make every
    // rank 0 silently, and a tolerance outside 0–2 would index past the typo masks.
    if (f.weight !== undefined && !Number.isFinite(f.weight)) {
      throw new EngineError('schema_invalid_weight', `the weight of ${f.name} is not a number`);
    }
    if (f.typoTolerance !== undefined && ![0, 1, 2].includes(f.typoTolerance)) {
      throw new EngineError(
        'schema_invalid_typo_tolerance',
        `the typo tolerance of ${f.name} must be 0, 1 or 2`,
      );
    }
    return {
      name: f.name,
      weight: f.weight ?? 1,
      type,
      typoTolerance: type === 'code' ? 0 : (f.typoTolerance ?? 2),
    };
  });
  const typoMinLength = schema.typoMinLength ?? { one: 4, two: 8 };
  if (!Number.isFinite(typoMinLength.one) || !Number.isFinite(typoMinLength.two)) {
    throw new EngineError('schema_invalid_typo_min_length', 'typo minimum lengths must be numbers');
  }
  return {
    searchable,
    facets: schema.facets ?? [],
    sortable: schema.sortable ?? [],
    returned: schema.returned ?? searchable.map((f) => f.name),
    languages: schema.languages ?? ['it', 'en'],
    stopWords: schema.stopWords ?? [],
    synonyms: schema.synonyms ?? [],
    popularityField: schema.popularityField ?? null,
    availabilityField: schema.availabilityField ?? null,
    typoMinLength: { one: typoMinLength.one, two: typoMinLength.two },
  };
}
