import type { LayerSeo } from '@trova/contracts';

export type FilterSelection = Readonly<Record<string, readonly string[]>>;

export interface SeoSearch {
  q: string;
  filters: FilterSelection;
}

/** `q` with spaces as `+`, everything else percent-encoded: readable and reversible. */
function encodeQuery(q: string): string {
  return q.trim().split(/\s+/).map(encodeURIComponent).join('+');
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The fragment of a search in the shop's readable addresses (docs/product/layer.md#seo-friendly-addresses):
 * `#/<search word>/<query>/<filter>/<value>/…`, filters in the saved order, each value by its
 * slug from the SEO CSV or, without one, as written. Filters that are not switched on for
 * addresses are left out. Empty when the shop has SEO addresses off.
 *
 * @example
 * seoFragment({ isActive: true, searchWord: 'cerca', order: ['brand'], translations: {} }, { q: 'scarpe running', filters: { brand: ['Nike'] } });
 * // '#/cerca/scarpe+running/brand/Nike'
 */
export function seoFragment(seo: LayerSeo, search: SeoSearch): string {
  if (!seo.isActive) return '';
  const parts = [seo.searchWord || 'search', encodeQuery(search.q)].map((part, index) =>
    index === 0 ? encodeURIComponent(part) : part,
  );
  for (const filter of seo.order) {
    for (const value of search.filters[filter] ?? []) {
      const slug = seo.translations[filter]?.[value] ?? value;
      parts.push(encodeURIComponent(filter), encodeURIComponent(slug));
    }
  }
  return `#/${parts.join('/')}`;
}

/**
 * The search a readable address describes, or undefined when the fragment is not one (another
 * script's fragment, SEO addresses off, a malformed segment). Slugs map back to the values the CSV
 * gave them; filters that are not switched on are ignored.
 *
 * @example parseSeoFragment(seo, '#/cerca/scarpe+running/brand/Nike') // { q: 'scarpe running', filters: { brand: ['Nike'] } }
 */
export function parseSeoFragment(seo: LayerSeo, hash: string): SeoSearch | undefined {
  if (!seo.isActive) return undefined;
  const prefix = `#/${encodeURIComponent(seo.searchWord || 'search')}/`;
  if (!hash.startsWith(prefix)) return undefined;
  const segments = hash.slice(prefix.length).split('/');
  const [query = '', ...pairs] = segments;
  const q = query.split('+').map(decodeSegment);
  if (q.some((word) => word === undefined) || pairs.length % 2 !== 0) return undefined;
  const filters: Record<string, string[]> = {};
  for (let index = 0; index < pairs.length; index += 2) {
    const filter = decodeSegment(pairs[index] ?? '');
    const slug = decodeSegment(pairs[index + 1] ?? '');
    if (filter === undefined || slug === undefined) return undefined;
    if (!seo.order.includes(filter) || !slug) continue;
    const values = Object.entries(seo.translations[filter] ?? {});
    const value = values.find(([, translated]) => translated === slug)?.[0] ?? slug;
    const list = (filters[filter] ??= []);
    if (!list.includes(value)) list.push(value);
  }
  return { q: q.join(' ').trim(), filters };
}
