import { NumberColumn, type DocStore, type ValueColumn } from '../index/doc-store.js';
import { EngineError } from '../schema.js';
import type { FilterExpression, FilterRange } from './types.js';

/**
 * Deepest nesting a `where` tree may have (a leaf alone has depth 1). Evaluation recurses once
 * per level, so the bound keeps a hostile tree from exhausting the stack; deeper trees throw
 * `EngineError('filter_too_deep')`.
 */
export const MAX_FILTER_DEPTH = 32;
/**
 * Most nodes (operators and leaves) a `where` tree may have: each costs a pass over a bit set of
 * every document, so more throw `EngineError('filter_too_large')`.
 */
export const MAX_FILTER_NODES = 1024;

/**
 * The documents a `where` tree accepts, as a bit set over document numbers: document `d` is bit
 * `d & 31` of `bits[d >>> 5]`. Invariant: no bit at or past `size` (the store's documents when it
 * was resolved) is set, and `count` is the number of bits set (dead documents included).
 */
export interface WhereSet {
  bits: Int32Array;
  count: number;
}

/**
 * Resolves a `where` tree to the documents it accepts, once per query: a value leaf sets the bits
 * of its values' document lists (`ValueColumn.docsByValue`, the postings `filters` read), a range
 * leaf reads its number column once, and operators combine whole bit sets a word (32 documents)
 * at a time. Leaves on facets the schema lacks accept nothing; so do ranges on value facets. A
 * value leaf on a number facet accepts the documents equal to one of its values read as numbers.
 * Throws as `checkWhere` does.
 *
 * @example
 * const set = resolveWhere(store, { not: { field: 'brand', values: ['Nike'] } });
 * set.count; // documents (dead ones included) whose brand is not Nike
 */
export function resolveWhere(store: DocStore, where: FilterExpression): WhereSet {
  checkWhere(where);
  const size = store.size;
  const bits = evaluate(store, where);
  clearTail(bits, size);
  let count = 0;
  for (let w = 0; w < bits.length; w++) count += popCount(bits[w]!);
  return { bits, count };
}

/**
 * Throws `EngineError` for a tree deeper than `MAX_FILTER_DEPTH`, larger than `MAX_FILTER_NODES`
 * or with a node of no known shape. Iterative and stopping at the first excess, so even a tree
 * nested a million deep is refused without exhausting the stack: searches check it before
 * anything else walks the tree (the browse memo's key serialises it).
 *
 * @example
 * checkWhere({ not: { not: { field: 'brand', values: ['Nike'] } } }); // fine: depth 3
 */
export function checkWhere(where: FilterExpression): void {
  const stack: [FilterExpression, number][] = [[where, 1]];
  let nodes = 0;
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [node, depth] = top;
    if (depth > MAX_FILTER_DEPTH) {
      throw new EngineError('filter_too_deep', `filters nest at most ${MAX_FILTER_DEPTH} deep`);
    }
    if (++nodes > MAX_FILTER_NODES) {
      throw new EngineError('filter_too_large', `filters have at most ${MAX_FILTER_NODES} nodes`);
    }
    const children = childrenOf(node);
    if (children === null) {
      throw new EngineError('filter_bad_expression', 'a filter node is not and, or, not or a leaf');
    }
    for (const child of children) stack.push([child, depth + 1]);
  }
}

/** The node's operands (none for a leaf), or null when it has no known shape. */
function childrenOf(node: FilterExpression): readonly FilterExpression[] | null {
  if (typeof node !== 'object' || node === null) return null;
  if ('and' in node) return Array.isArray(node.and) ? node.and : null;
  if ('or' in node) return Array.isArray(node.or) ? node.or : null;
  if ('not' in node) return typeof node.not === 'object' && node.not !== null ? [node.not] : null;
  if (!('field' in node) || typeof node.field !== 'string') return null;
  if ('values' in node) return Array.isArray(node.values) ? [] : null;
  if ('range' in node) return typeof node.range === 'object' && node.range !== null ? [] : null;
  return null;
}

/** The documents `node` accepts; the tree passed `checkWhere`. */
function evaluate(store: DocStore, node: FilterExpression): Int32Array {
  const words = (store.size + 31) >>> 5;
  if ('and' in node) {
    const out = new Int32Array(words).fill(-1);
    for (const child of node.and) {
      const b = evaluate(store, child);
      for (let w = 0; w < words; w++) out[w]! &= b[w]!;
    }
    return out;
  }
  if ('or' in node) {
    const out = new Int32Array(words);
    for (const child of node.or) {
      const b = evaluate(store, child);
      for (let w = 0; w < words; w++) out[w]! |= b[w]!;
    }
    return out;
  }
  if ('not' in node) {
    const out = evaluate(store, node.not);
    for (let w = 0; w < words; w++) out[w] = ~out[w]!;
    return out;
  }
  const out = new Int32Array(words);
  if ('values' in node) leafValues(store, node.field, node.values, out);
  else leafRange(store, node.field, node.range, out);
  return out;
}

function columnOf(store: DocStore, field: string): ValueColumn | NumberColumn | null {
  const f = store.schema.facets.findIndex((x) => x.name === field);
  return f < 0 ? null : store.facets[f]!;
}

/** Sets the documents holding one of `values` (category facets: the path's whole subtree). */
function leafValues(
  store: DocStore,
  field: string,
  values: readonly string[],
  out: Int32Array,
): void {
  const col = columnOf(store, field);
  if (col === null) return;
  if (col instanceof NumberColumn) {
    const nums = values.map((v) => (v.trim() === '' ? NaN : Number(v))).filter(Number.isFinite);
    const vals = col.vals;
    for (let d = 0; d < store.size; d++) if (nums.includes(vals[d]!)) out[d >>> 5]! |= 1 << d;
    return;
  }
  const { start, docs } = col.docsByValue();
  // Category values are stored with every ancestor path, so a path's list holds its subtree.
  for (const v of values) {
    const id = col.dict.get(col.field.type === 'category' ? normalizePath(v) : v.trim());
    if (id === undefined) continue;
    for (let k = start[id]!; k < start[id + 1]!; k++) {
      const d = docs[k]!;
      out[d >>> 5]! |= 1 << d;
    }
  }
}

/** Sets the documents whose number is within `range`; a missing number (NaN) never is. */
function leafRange(store: DocStore, field: string, range: FilterRange, out: Int32Array): void {
  const col = columnOf(store, field);
  if (!(col instanceof NumberColumn)) return;
  const lo = range.min ?? -Infinity;
  const hi = range.max ?? Infinity;
  const loOpen = range.minExclusive === true;
  const hiOpen = range.maxExclusive === true;
  const vals = col.vals;
  for (let d = 0; d < store.size; d++) {
    const v = vals[d]!;
    if ((loOpen ? v > lo : v >= lo) && (hiOpen ? v < hi : v <= hi)) out[d >>> 5]! |= 1 << d;
  }
}

/** The same form `compileFilters` looks category paths up in (segments trimmed, empty dropped). */
export function normalizePath(v: string): string {
  return v
    .split('/')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .join('/');
}

/** Clears the bits at and past `size` (a `not` sets them). */
function clearTail(bits: Int32Array, size: number): void {
  const rest = size & 31;
  if (rest !== 0) bits[bits.length - 1]! &= (1 << rest) - 1;
}

function popCount(x: number): number {
  let n = x - ((x >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** True when document `d` is in the set. */
export function inWhere(bits: Int32Array, d: number): boolean {
  return ((bits[d >>> 5]! >>> d) & 1) === 1;
}

/**
 * The live documents of a `WhereSet`, into `out`; answers how many. Walks set bits only, so a
 * narrow tree lists its documents without reading every document.
 */
export function listWhere(set: WhereSet, alive: Uint8Array, out: Int32Array): number {
  const { bits } = set;
  let m = 0;
  for (let w = 0; w < bits.length; w++) {
    let x = bits[w]!;
    while (x !== 0) {
      const low = x & -x;
      const d = (w << 5) + 31 - Math.clz32(low);
      x ^= low;
      if (alive[d] === 1) out[m++] = d;
    }
  }
  return m;
}
