import type { CatalogueProductInput } from '@trova/contracts';
import { rng } from '../engine/catalogue.js';

export interface TrafficOptions {
  /** Distinct searches storefront visitors make; default 20,000. */
  distinct?: number;
  /** Searches in the replayed sequence; default 200,000. */
  length?: number;
  /** Zipf exponent of their popularity (1 is the classic rank-frequency law); default 1. */
  exponent?: number;
  seed?: number;
}

export interface Traffic {
  /** Query strings of `GET shops/{key}/search`, in the order they are sent. */
  queries: string[];
  distinct: number;
  exponent: number;
}

const WORD = /^[\p{L}]{3,}$/u;

function titleWords(product: CatalogueProductInput): string[] {
  return product.title
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => WORD.test(word));
}

/**
 * One search a visitor could make, drawn from the catalogue: a word, two words, a word as typed so
 * far, a brand, a product code, a word with a brand or colour filter, a category or brand and colour
 * browsed without text, a price range; some sorted by price, some on a later page.
 */
function drawSearch(products: readonly CatalogueProductInput[], r: () => number): string {
  const product = products[Math.floor(r() * products.length)];
  if (!product) throw new Error('empty catalogue');
  const words = titleWords(product);
  const word = words[Math.floor(r() * words.length)] ?? 'scarpe';
  const brand = `filters[0][0][brand]=${encodeURIComponent(product.brand ?? 'Nike')}`;
  const colour = `filters[1][0][color]=${encodeURIComponent(product.color ?? 'nero')}`;
  const category = (product.productType?.[0] ?? 'Donna').split(' > ');
  const kind = r();
  let search: string;
  if (kind < 0.35) search = `q=${encodeURIComponent(word)}`;
  else if (kind < 0.5) {
    const other = words[1 + Math.floor(r() * (words.length - 1))] ?? word;
    search = `q=${encodeURIComponent(`${words[0] ?? word} ${other}`)}`;
  } else if (kind < 0.62)
    search = `q=${encodeURIComponent(word.slice(0, 2 + Math.floor(r() * 4)))}`;
  else if (kind < 0.67) search = `q=${encodeURIComponent((product.brand ?? word).toLowerCase())}`;
  else if (kind < 0.7)
    search = `q=${encodeURIComponent(r() < 0.5 ? (product.gtin ?? '') : (product.mpn ?? ''))}`;
  else if (kind < 0.8) search = `q=${encodeURIComponent(word)}&${r() < 0.5 ? brand : colour}`;
  else if (kind < 0.9) {
    const depth = 1 + Math.floor(r() * category.length);
    search = `filters[0][0][categories]=${encodeURIComponent(category.slice(0, depth).join('/'))}`;
  } else if (kind < 0.95) search = `${brand}&${colour}`;
  else {
    const from = 10 * Math.floor(r() * 20);
    search = `q=${encodeURIComponent(word)}&filters[0][0][price][from]=${from}&filters[0][0][price][to]=${from + 50}`;
  }
  const order = r();
  if (order < 0.1) search += '&sort[0][selling_price]=ASC';
  else if (order < 0.15) search += '&sort[0][selling_price]=DESC';
  const page = r();
  if (page < 0.12) search += '&offset=12';
  else if (page < 0.15) search += '&offset=24';
  return search;
}

function parameters(query: string): number {
  return query.split('&').length;
}

/**
 * Storefront-like search traffic on the pushed catalogue: `distinct` different searches whose
 * popularity follows Zipf's law (the r-th most popular is asked 1/r^s as often as the first), and a
 * sequence of `length` searches drawn from them. Deterministic. Searches with fewer parameters rank
 * first (a lone word or prefix before a word with a filter, before the same sorted or on a later
 * page), as in real search logs; among equals, the order they were drawn in.
 */
export function searchTraffic(
  products: readonly CatalogueProductInput[],
  options: TrafficOptions = {},
): Traffic {
  const distinct = options.distinct ?? 20_000;
  const length = options.length ?? 200_000;
  const exponent = options.exponent ?? 1;
  const r = rng(options.seed ?? 4242);
  const unique = new Set<string>();
  for (let attempts = 0; unique.size < distinct && attempts < distinct * 20; attempts++) {
    unique.add(drawSearch(products, r));
  }
  // A stable sort: draw order decides among searches with as many parameters.
  const ranked = [...unique].sort((a, b) => parameters(a) - parameters(b));
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= ranked.length; rank++) {
    total += 1 / rank ** exponent;
    cumulative.push(total);
  }
  const queries: string[] = [];
  for (let i = 0; i < length; i++) {
    const target = r() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? total) < target) low = middle + 1;
      else high = middle;
    }
    queries.push(ranked[low] ?? '');
  }
  return { queries, distinct: ranked.length, exponent };
}
