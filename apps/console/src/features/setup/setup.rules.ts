import {
  DEFAULT_QUERY_FIELD_WEIGHT,
  SEARCH_TYPE_KEY,
  typoToleranceForSearchType,
  type QueryField,
  type Setup,
} from '@trova/contracts';

export type QueryFields = Setup['query'];
export type ResultFields = Setup['results'];
export type ResultTypeId = ResultFields[string]['value'];

/** A result field whose type is still to be chosen. */
export const NO_RESULT_TYPE = '';

/**
 * A field newly added to the query: analysed text with the typo tolerance that type implies.
 * @example newQueryField('title').typoTolerance // 'fuzzy2'
 */
export function newQueryField(name: string): QueryField {
  return {
    label: name,
    [SEARCH_TYPE_KEY]: 'text',
    typoTolerance: typoToleranceForSearchType('text'),
  };
}

/**
 * Sets one search-type value of a query field. Changing the search type itself resets typo tolerance
 * (docs/product/search-setup.md#query-fields): 'none' for code, otherwise 'fuzzy2'.
 * @example withSearchTypeValue(newQueryField('sku'), 'searchType', 'code').typoTolerance // 'none'
 */
export function withSearchTypeValue(field: QueryField, key: string, value: string): QueryField {
  const next: QueryField = { ...field, [key]: value };
  return key === SEARCH_TYPE_KEY
    ? { ...next, typoTolerance: typoToleranceForSearchType(value) }
    : next;
}

/** Adds (with defaults) or removes a query field. */
export function toggleQueryField(query: QueryFields, name: string, on: boolean): QueryFields {
  if (on) return name in query ? query : { ...query, [name]: newQueryField(name) };
  const rest = { ...query };
  delete rest[name];
  return rest;
}

/**
 * Fine-tuning weights that follow the query fields: a new field gets the default weight
 * (docs/product/fine-tuning.md#weights), a removed field loses its weight, existing weights are
 * kept. Answers the same object when nothing changes, so callers can skip pushing an undo snapshot.
 */
export function weightsForQueryFields(
  weights: Record<string, number>,
  fields: readonly string[],
): Record<string, number> {
  const kept = Object.keys(weights).filter((name) => fields.includes(name));
  const added = fields.filter((name) => !(name in weights));
  if (added.length === 0 && kept.length === Object.keys(weights).length) return weights;
  const next: Record<string, number> = {};
  for (const name of kept) next[name] = weights[name] ?? DEFAULT_QUERY_FIELD_WEIGHT;
  for (const name of added) next[name] = DEFAULT_QUERY_FIELD_WEIGHT;
  return next;
}

/** Adds a result field without a type, or removes one. */
export function toggleResultField(results: ResultFields, name: string, on: boolean): ResultFields {
  if (on)
    return name in results
      ? results
      : { ...results, [name]: { label: name, value: NO_RESULT_TYPE } };
  const rest = { ...results };
  delete rest[name];
  return rest;
}

/**
 * Gives a result field a type. Each attribute type shows one field, so a field that held the type
 * before loses it and must get another one before the modal can be confirmed
 * (docs/product/search-setup.md#results).
 * @example assignResultType({ a: { label: 'a', value: 'price' } }, 'b', 'price').a.value // ''
 */
export function assignResultType(
  results: ResultFields,
  name: string,
  type: ResultTypeId,
): ResultFields {
  const next: ResultFields = {};
  for (const [field, entry] of Object.entries(results)) {
    const taken = type !== NO_RESULT_TYPE && field !== name && String(entry.value) === String(type);
    next[field] = taken ? { ...entry, value: NO_RESULT_TYPE } : entry;
  }
  const current = next[name];
  if (current) next[name] = { ...current, value: type };
  return next;
}

/**
 * Results modal confirm (docs/product/search-setup.md#results): disabled while any chosen field has
 * no type.
 * @example canConfirmResults({ title: { label: 'title', value: '' } }) // false
 */
export function canConfirmResults(results: ResultFields): boolean {
  return Object.values(results).every((entry) => String(entry.value) !== NO_RESULT_TYPE);
}

/**
 * Attributes offered as dynamic facets: every attribute not already an ordinary facet
 * (docs/product/search-setup.md#facets-and-dynamic-facets). Attributes already chosen as dynamic
 * facets stay listed, checked.
 */
export function dynamicFacetOptions(
  attributes: readonly string[],
  facets: readonly string[],
): string[] {
  return attributes.filter((name) => !facets.includes(name));
}

/** Ordinary facets; an attribute that becomes an ordinary facet stops being a dynamic one. */
export function withFacets(
  setup: Pick<Setup, 'facets' | 'config'>,
  facets: readonly string[],
): Pick<Setup, 'facets' | 'config'> {
  const { dynamicFacets } = setup.config;
  return {
    facets: [...facets],
    config: {
      ...setup.config,
      dynamicFacets: {
        ...dynamicFacets,
        selectedList: dynamicFacets.selectedList.filter((name) => !facets.includes(name)),
      },
    },
  };
}

/** Adds or removes one name in a list, keeping the order of the rest. */
export function toggleName(list: readonly string[], name: string, on: boolean): string[] {
  if (on) return list.includes(name) ? [...list] : [...list, name];
  return list.filter((entry) => entry !== name);
}
