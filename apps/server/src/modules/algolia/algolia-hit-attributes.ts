import type { Hit } from '@trova/engine';
import type { HitOptions } from './algolia-hit.mapper';

/** Document fields the index keeps for itself, never sent. */
export const INTERNAL = new Set(['id', 'inStock']);

/** Category levels as the Algolia libraries join them. */
export const LEVEL_SEPARATOR = ' > ';

/** `Donna/Scarpe` → `Donna > Scarpe`. */
export function categoryLabel(path: string): string {
  return path.split('/').join(LEVEL_SEPARATOR);
}

/**
 * A value as JSON text.
 * @example json('a"b') // '"a\\"b"'
 */
export function json(value: unknown): string {
  return JSON.stringify(value);
}

/**
 * A value as hits show it: category paths with their levels joined, the rest as stored.
 * @example shown('categories', ['Donna/Scarpe'], options) // ['Donna > Scarpe']
 */
export function shown(name: string, value: unknown, options: HitOptions): unknown {
  if (!options.categories.has(name)) return value;
  if (typeof value === 'string') return categoryLabel(value);
  return Array.isArray(value)
    ? (value as unknown[]).map((item) => (typeof item === 'string' ? categoryLabel(item) : item))
    : value;
}

/** Documents whose attributes' JSON a process keeps before starting again from none. */
const KEPT_ATTRIBUTES = 50_000;
let keptAttributes = new WeakMap<object, { id: string; categories: string; json: string }>();
let keptCount = 0;
/** Each plan's category facets joined, so a kept hit is checked without joining them again. */
const categoryKeys = new WeakMap<ReadonlySet<string>, string>();

function categoryKey(categories: ReadonlySet<string>): string {
  let key = categoryKeys.get(categories);
  if (key === undefined) {
    key = [...categories].join('\u0000');
    categoryKeys.set(categories, key);
  }
  return key;
}

/**
 * Whether a hit's `attributesJson` depends only on its stored document and the category facets:
 * every attribute retrieved. The answer cache then keeps it once per document, not in each answer.
 */
export function sharesAttributes(options: HitOptions): boolean {
  return options.retrieve === undefined;
}

/**
 * `{"objectID":…` and the product's attributes, without the closing brace. With every attribute
 * retrieved (`sharesAttributes`) it depends only on the stored document (an index never changes
 * one it stores) and on the category facets' names, so it is kept per document, as the native
 * answer keeps its hits: the same text each time it is asked for, kept or written again.
 * @example attributesJson({ id: 'p1', document: { title: 'Scarpe' } }, options) // '{"objectID":"p1","title":"Scarpe"'
 */
export function attributesJson(hit: Pick<Hit, 'id' | 'document'>, options: HitOptions): string {
  const { document } = hit;
  const shared = sharesAttributes(options);
  const categories = shared ? categoryKey(options.categories) : '';
  if (shared) {
    const kept = keptAttributes.get(document);
    if (kept !== undefined && kept.id === hit.id && kept.categories === categories)
      return kept.json;
  }
  let out = `{"objectID":${json(hit.id)}`;
  for (const name of Object.keys(document)) {
    if (INTERNAL.has(name)) continue;
    if (options.retrieve !== undefined && !options.retrieve.has(name)) continue;
    const value = shown(name, document[name], options);
    if (value !== undefined) out += `,${json(name)}:${json(value)}`;
  }
  if (shared) {
    if (keptCount >= KEPT_ATTRIBUTES) {
      keptAttributes = new WeakMap();
      keptCount = 0;
    }
    keptAttributes.set(document, { id: hit.id, categories, json: out });
    keptCount++;
  }
  return out;
}
