import type { Random } from './shopper-random';

/**
 * What the simulator knows of a shop's catalogue, read through its public search API: titles of
 * some products and the facet counts (`stats`) of an empty search.
 */
export interface CatalogueSample {
  titles: readonly string[];
  facets: Readonly<Record<string, Readonly<Record<string, number | null>>>>;
  /** Products in the catalogue (`results_count` of the empty search). */
  total: number;
}

/** The shop's queries ranked by how common they are: rank 0 is searched most (Zipf's head). */
export interface Vocabulary {
  queries: readonly string[];
}

/** Facets whose values are not words shoppers type (prices, sizes are codes, not queries). */
const NOT_QUERIES = new Set(['price', 'selling_price']);
const MAX_QUERIES = 400;
const WORD = /[\p{L}][\p{L}\p{N}'-]*/gu;

function words(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).filter((word) => !/^\p{N}+$/u.test(word));
}

/** A facet value as a shopper would type it: a category path's last segment, lower-case. */
function valueQuery(value: string): string | undefined {
  const leaf = value.split(/\s*(?:>|\/|\|)\s*/).pop() ?? '';
  const query = words(leaf).join(' ');
  return query.length >= 3 ? query : undefined;
}

/**
 * A title's head as a query: its words up to the second of at least three letters, so
 * "Scarpa da trekking Ferri" gives "scarpa da trekking" and "Ferri Hiking boot" "ferri hiking".
 */
function titleHead(title: string): string | undefined {
  const head: string[] = [];
  let long = 0;
  for (const word of words(title)) {
    head.push(word);
    if (word.length >= 3) long++;
    if (long === 2) return head.join(' ');
  }
  return undefined;
}

/**
 * Ranks the queries a catalogue suggests: facet values (brands, categories, colours…) weighted
 * by their product counts, title heads and title words weighted by how often the sample has
 * them, scaled to the whole catalogue. Ties break alphabetically, so the ranking is stable.
 * @example buildVocabulary({ titles: ['Red shoe'], facets: { brand: { Acme: 3 } }, total: 3 }).queries[0] // 'acme'
 */
export function buildVocabulary(sample: CatalogueSample): Vocabulary {
  const weights = new Map<string, number>();
  const add = (query: string | undefined, weight: number) => {
    if (query !== undefined && weight > 0) weights.set(query, (weights.get(query) ?? 0) + weight);
  };
  for (const [facet, values] of Object.entries(sample.facets)) {
    if (NOT_QUERIES.has(facet)) continue;
    for (const [value, count] of Object.entries(values)) add(valueQuery(value), count ?? 0);
  }
  const scale = sample.titles.length > 0 ? sample.total / sample.titles.length : 0;
  for (const title of sample.titles) {
    add(titleHead(title), scale);
    for (const word of new Set(words(title))) if (word.length >= 4) add(word, scale / 2);
  }
  const queries = [...weights]
    .sort(([a, wa], [b, wb]) => wb - wa || a.localeCompare(b))
    .slice(0, MAX_QUERIES)
    .map(([query]) => query);
  return { queries };
}

/** Things shoppers look for that a shop may well not sell: most of them find nothing. */
const ELSEWHERE = [
  'gift card',
  'buono regalo',
  'playstation 5',
  'iphone 15 pro',
  'lego technic',
  'orari negozio',
  'reso gratuito',
  'tracking order',
];
const SYLLABLES = ['zor', 'quim', 'vak', 'plo', 'xen', 'gru', 'fip', 'tass', 'wub', 'kel'];

/**
 * A query the catalogue probably cannot answer: something sold elsewhere, or gibberish.
 * @example noResultQuery(seededRandom(1)) // e.g. 'gift card' or 'zorvakplo'
 */
export function noResultQuery(random: Random): string {
  if (random.chance(0.5)) return random.pick(ELSEWHERE);
  return Array.from({ length: 3 }, () => random.pick(SYLLABLES)).join('');
}
