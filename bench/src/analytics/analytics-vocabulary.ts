/**
 * The deterministic pieces of the analytics event generator: a seeded PRNG, a Zipf sampler and the
 * shop's query vocabulary. Everything here is a pure function of the seed, so two runs (and the two
 * stores measured in one run) see the very same events.
 */

import { seededRandom as simulatorRandom } from '../../../apps/server/src/modules/simulator/index.js';

/** A uniform [0, 1) source. */
export type Random = () => number;

/**
 * mulberry32, the simulator's: small, fast and good enough to shape traffic; not for anything secret.
 * @example const random = seededRandom(42); random(); // 0.6011037519201636
 */
export function seededRandom(seed: number): Random {
  const random = simulatorRandom(seed);
  return () => random.next();
}

/** An integer in [0, n). */
export const pick = (random: Random, n: number): number => Math.floor(random() * n);

/** `length` lowercase hex characters (query ids, user tokens, event ids). */
export function hex(random: Random, length: number): string {
  let out = '';
  while (out.length < length) out += pick(random, 0x10000).toString(16).padStart(4, '0');
  return out.slice(0, length);
}

/** A v4-shaped UUID, as `randomUUID` gives the server's events. */
export function uuid(random: Random): string {
  const h = hex(random, 32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
}

/**
 * Time-ordered ids shaped like UUIDv7 (a counter where v7 has the receipt time): each id sorts
 * after the previous one, so a B-tree on them only ever appends.
 * @example const next = orderedIds(); next(); // '00000000-0000-7000-8000-000000000000'
 */
export function orderedIds(): () => string {
  let counter = 0;
  return () => {
    const h = (counter++).toString(16).padStart(32, '0');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-7${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20)}`;
  };
}

/**
 * Samples ranks 0..n-1 with P(rank) ∝ 1 / (rank + 1)^exponent: a few queries make most of the
 * traffic and a long tail is searched rarely, as on real shops.
 * @example const next = zipfSampler(3000, 1); next(seededRandom(1)); // a rank, usually small
 */
export function zipfSampler(n: number, exponent: number): (random: Random) => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let rank = 0; rank < n; rank++) {
    total += 1 / (rank + 1) ** exponent;
    cumulative[rank] = total;
  }
  return (random) => {
    const target = random() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] ?? total) < target) low = mid + 1;
      else high = mid;
    }
    return low;
  };
}

const PRODUCTS = (
  'scarpe,borsa,giacca,maglione,camicia,jeans,pantaloni,gonna,vestito,sandali,' +
  'stivali,sneakers,cintura,zaino,portafoglio,occhiali,orologio,cappello,sciarpa,' +
  'guanti,felpa,piumino,costume,pigiama,calzini,tuta,t-shirt,polo,blazer,cappotto,' +
  'mocassini,ciabatte,collana,bracciale'
).split(',');
const MODIFIERS = (
  'uomo,donna,bambino,nero,bianco,rosso,blu,verde,pelle,cotone,lana,nike,adidas,' +
  'levis,estate,inverno,running,eleganti,saldi,xl,slim,oversize,vintage,' +
  'impermeabile,tela,camoscio,lino,seta,sport,taglia 42'
).split(',');

/** A query of the shop: what shoppers type, and what the search answers. */
export interface VocabularyQuery {
  text: string;
  /** Products the search finds (0 for the queries that fail). */
  resultCount: number;
  /** The first product of its result list in the catalogue; shown ids follow from it. */
  firstProduct: number;
}

/**
 * `size` distinct queries, most popular first: single words, then word + modifier and
 * word + two modifiers as the tail. About one in sixteen finds nothing (typos and missing ranges).
 * @example vocabulary(seededRandom(7), 3000, 20000)[0].text // 'scarpe'
 */
export function vocabulary(random: Random, size: number, catalogue: number): VocabularyQuery[] {
  const texts = new Set<string>(PRODUCTS);
  while (texts.size < size) {
    const head = PRODUCTS[pick(random, PRODUCTS.length)] ?? 'scarpe';
    const first = MODIFIERS[pick(random, MODIFIERS.length)] ?? 'nero';
    const second = MODIFIERS[pick(random, MODIFIERS.length)] ?? 'donna';
    const typo = random() < 0.05 ? 'x' : '';
    texts.add(random() < 0.5 ? `${head} ${first}${typo}` : `${head} ${first} ${second}${typo}`);
  }
  return [...texts].slice(0, size).map((text, rank) => {
    const fails = text.endsWith('x') || (rank > 20 && random() < 0.03);
    const breadth = Math.max(1, Math.round(2_000 / (1 + rank / 50)));
    return {
      text,
      resultCount: fails ? 0 : 1 + pick(random, breadth),
      firstProduct: pick(random, catalogue),
    };
  });
}
