import { foldText } from '../analysis/normalize.js';
import { EngineError, type EngineDocument } from '../schema.js';
import { type DocStore, NumberColumn } from './doc-store.js';

function asStrings(v: unknown): string[] {
  if (v == null) return [];
  if (Array.isArray(v)) return v.flatMap(asStrings);
  if (typeof v === 'string') return [v];
  if (typeof v === 'number' || typeof v === 'boolean') return [String(v)];
  return [];
}

function asNumber(v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : NaN;
}

/** Every ancestor of each path ('a/b/c' → 'a', 'a/b', 'a/b/c'), segments trimmed. */
export function categoryPaths(values: readonly string[]): string[] {
  const out = new Set<string>();
  for (const v of values) {
    const segments = v
      .split('/')
      .map((s) => s.trim())
      .filter((s) => s.length > 0);
    for (let i = 1; i <= segments.length; i++) out.add(segments.slice(0, i).join('/'));
  }
  return [...out];
}

/** Folded text of each searchable field, in schema order. */
export function searchableTexts(store: DocStore, doc: EngineDocument): (string | null)[] {
  return store.schema.searchable.map((f) => {
    const parts = asStrings(doc[f.name]);
    return parts.length === 0 ? null : foldText(parts.join(' '));
  });
}

/** Appends `doc` as document number `store.size`; postings are the caller's job. */
export function appendDocument(store: DocStore, doc: EngineDocument): number {
  if (typeof doc.id !== 'string' || doc.id.length === 0) {
    throw new EngineError('document_id_missing', 'every document needs a non-empty string id');
  }
  const { schema } = store;
  const n = store.ids.length;
  store.ids.push(doc.id);
  store.idToDoc.set(doc.id, n);
  store.alive = ensure8(store.alive, n);
  store.alive[n] = 1;
  store.liveCount++;
  const stored: Record<string, unknown> = {};
  for (const name of schema.returned) if (doc[name] !== undefined) stored[name] = doc[name];
  store.stored.push(stored);
  schema.facets.forEach((f, i) => {
    const col = store.facets[i]!;
    if (col instanceof NumberColumn) col.set(n, asNumber(doc[f.name]));
    else {
      const raw = asStrings(doc[f.name]).map((s) => s.trim());
      const vals = f.type === 'category' ? categoryPaths(raw) : raw.filter((s) => s.length > 0);
      col.append(f.type === 'string' ? vals.slice(0, 1) : [...new Set(vals)]);
    }
  });
  schema.sortable.forEach((s, i) => {
    const nums = store.sortNumbers[i];
    if (nums) {
      const next = ensure64(nums, n);
      next[n] = asNumber(doc[s.name]);
      store.sortNumbers[i] = next;
    } else store.sortStrings[i]!.push(foldText(asStrings(doc[s.name]).join(' ')));
  });
  store.popularity = ensure64(store.popularity, n);
  const pop = schema.popularityField ? asNumber(doc[schema.popularityField]) : 0;
  store.popularity[n] = pop > 0 ? pop : 0;
  store.available = ensure8(store.available, n);
  const av = schema.availabilityField ? doc[schema.availabilityField] : true;
  store.available[n] = av === true || (typeof av === 'number' && av > 0) ? 1 : 0;
  store.rankDocument(n);
  return n;
}

function ensure8(a: Uint8Array<ArrayBuffer>, i: number): Uint8Array<ArrayBuffer> {
  if (i < a.length) return a;
  const b = new Uint8Array(Math.max(16, a.length * 2, i + 1));
  b.set(a);
  return b;
}

function ensure64(a: Float64Array<ArrayBuffer>, i: number): Float64Array<ArrayBuffer> {
  if (i < a.length) return a;
  const b = new Float64Array(Math.max(16, a.length * 2, i + 1));
  b.set(a);
  return b;
}
