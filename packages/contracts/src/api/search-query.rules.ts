/** A nested query value: a string, or an object keyed by the next bracket segment. */
export type NestedQueryValue = string | { [key: string]: NestedQueryValue };

const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;
/** Deeper keys than any search parameter uses are ignored, so a hostile query cannot nest freely. */
const MAX_DEPTH = 4;
const MAX_KEYS = 200;

/** Without a prototype, so keys such as 'constructor' are plain data. */
function emptyNode(): Record<string, NestedQueryValue> {
  return Object.create(null) as Record<string, NestedQueryValue>;
}

/**
 * Turns a flat query (`{ 'filters[0][0][brand]': 'Nike' }`, as Fastify's default parser gives it)
 * into nested objects (`{ filters: { 0: { 0: { brand: 'Nike' } } } }`). Only the bracket form the
 * search API documents is understood; a repeated key keeps its last value.
 *
 * @example
 * nestQuery({ 'sort[0][price]': 'ASC', q: 'shoe' }); // { sort: { 0: { price: 'ASC' } }, q: 'shoe' }
 */
export function nestQuery(flat: Record<string, unknown>): Record<string, NestedQueryValue> {
  const root = emptyNode();
  for (const [key, raw] of Object.entries(flat).slice(0, MAX_KEYS)) {
    const value: unknown = Array.isArray(raw) ? (raw as unknown[]).at(-1) : raw;
    const match = KEY.exec(key);
    if (typeof value !== 'string' || !match) continue;
    const path = [
      match[1] ?? '',
      ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? ''),
    ];
    if (path.length > MAX_DEPTH + 1 || path.some((part) => part === '' || part === '__proto__'))
      continue;
    let node = root;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      if (typeof next === 'object') node = next;
      else {
        const child = emptyNode();
        node[part] = child;
        node = child;
      }
    }
    node[path.at(-1) ?? ''] = value;
  }
  return root;
}
