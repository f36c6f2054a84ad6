import type { MagentoProduct } from '../../magento2.types';

/** One parsed `searchCriteria` filter. */
export interface FakeFilter {
  field: string;
  value: string;
  condition: string;
  /** `value` split on commas (for `in` and `nin`), once per request rather than per record. */
  list?: Set<string>;
}

/** A parsed `searchCriteria`: filter groups (AND of ORs), page size and page (1-based). */
export interface FakeSearch {
  groups: FakeFilter[][];
  pageSize: number | null;
  currentPage: number;
  /** The groups as text, a cache key for the filtered list. */
  key: string;
}

/**
 * Reads `searchCriteria[filter_groups][g][filters][f][field|value|condition_type]`,
 * `[pageSize]` and `[currentPage]` (Magento also takes the snake_case spellings).
 */
export function parseSearch(query: URLSearchParams): FakeSearch {
  const groups: FakeFilter[][] = [];
  for (const [name, value] of query) {
    const match =
      /^searchCriteria\[(?:filter_groups|filterGroups)\]\[(\d+)\]\[filters\]\[(\d+)\]\[(field|value|condition_type|conditionType)\]$/.exec(
        name,
      );
    if (!match) continue;
    const g = Number(match[1]);
    const f = Number(match[2]);
    const group = (groups[g] ??= []);
    const filter = (group[f] ??= { field: '', value: '', condition: 'eq' });
    const part = match[3];
    if (part === 'field') filter.field = value;
    else if (part === 'value') filter.value = value;
    else filter.condition = value;
  }
  const dense = groups
    .filter((group) => group !== undefined)
    .map((group) => group.filter((f) => f !== undefined));
  const size = query.get('searchCriteria[pageSize]') ?? query.get('searchCriteria[page_size]');
  const page =
    query.get('searchCriteria[currentPage]') ?? query.get('searchCriteria[current_page]');
  return {
    groups: dense,
    pageSize: size === null ? null : Math.max(0, Number(size) || 0),
    currentPage: Math.max(1, Number(page) || 1),
    key: JSON.stringify(dense),
  };
}

/** The value a filter compares: top-level fields, the website ids, else a custom attribute. */
function fieldValues(product: MagentoProduct, field: string): string[] {
  switch (field) {
    case 'entity_id':
      return [String(product.id)];
    case 'sku':
    case 'name':
    case 'status':
    case 'visibility':
    case 'type_id':
    case 'updated_at':
    case 'price': {
      const value = product[field];
      return value === undefined || value === null ? [] : [String(value)];
    }
    case 'website_id':
      return (product.extension_attributes?.website_ids ?? []).map(String);
    case 'category_id':
      return (product.extension_attributes?.category_links ?? []).map((link) =>
        String(link.category_id),
      );
    default: {
      const found = product.custom_attributes?.find((a) => a.attribute_code === field);
      return found === undefined ? [] : [String(found.value)];
    }
  }
}

/** Compares as numbers when both sides are numbers, else as text (Magento's dates sort as text). */
function compare(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  if (a !== '' && b !== '' && Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return a < b ? -1 : a > b ? 1 : 0;
}

function listOf(filter: FakeFilter): Set<string> {
  filter.list ??= new Set(filter.value.split(',').map((part) => part.trim()));
  return filter.list;
}

/** Whether one record passes one filter, by Magento's condition types. */
export function passes(values: readonly string[], filter: FakeFilter): boolean {
  const any = (test: (value: string) => boolean): boolean => values.some(test);
  switch (filter.condition) {
    case 'eq':
      return any((value) => compare(value, filter.value) === 0);
    case 'neq':
      return !any((value) => compare(value, filter.value) === 0);
    case 'in':
      return any((value) => listOf(filter).has(value));
    case 'nin':
      return !any((value) => listOf(filter).has(value));
    case 'gt':
      return any((value) => compare(value, filter.value) > 0);
    case 'gteq':
    case 'from':
      return any((value) => compare(value, filter.value) >= 0);
    case 'lt':
      return any((value) => compare(value, filter.value) < 0);
    case 'lteq':
    case 'to':
      return any((value) => compare(value, filter.value) <= 0);
    case 'null':
      return values.length === 0;
    case 'notnull':
      return values.length > 0;
    default:
      return false;
  }
}

export function productMatches(product: MagentoProduct, groups: readonly FakeFilter[][]): boolean {
  return groups.every((group) =>
    group.some((filter) => passes(fieldValues(product, filter.field), filter)),
  );
}

/**
 * One page as Magento cuts it: a page past the end is the LAST page again (Magento's collections
 * clamp the page number), never an empty list, unless nothing matches at all.
 */
export function pageOf<T>(all: readonly T[], search: FakeSearch): T[] {
  if (search.pageSize === null || search.pageSize === 0) return [...all];
  const lastPage = Math.max(1, Math.ceil(all.length / search.pageSize));
  const page = Math.min(search.currentPage, lastPage);
  return all.slice((page - 1) * search.pageSize, page * search.pageSize);
}
