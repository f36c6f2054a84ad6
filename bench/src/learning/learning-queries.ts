import { type BenchProduct, rng } from '../engine/catalogue.js';

/**
 * What a product's generated title says, read back from it (the generator writes Italian titles
 * as `Kind adj Brand Model N colour` and English ones as `Brand Model N adj kind colour`).
 */
export interface ProductTerms {
  id: string;
  language: 'it' | 'en';
  kind: string;
  adjective: string;
  brand: string;
  colour: string;
  /** Folded title and description, for the text half of the hidden preferences. */
  title: string;
  description: string;
}

/** A simulated shoppers' query: its text, what it asks for, and how often it is searched. */
export interface SimQuery {
  text: string;
  /** What it asks for: phrases a wanted product carries (kind, brand, colour, adjective). */
  concepts: readonly string[];
  /** Relative share of the day's searches while the query is active. */
  weight: number;
  /** First day (1-based) it is searched: new queries start in the evaluation days. */
  startDay: number;
}

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Reads a generated product's kind, adjective, brand and colour back from its title.
 * @example productTerms(generateCatalogue(1)[0]!).kind // e.g. 'zaino'
 */
export function productTerms(product: BenchProduct): ProductTerms {
  const words = product.title.split(' ');
  const brandAt = words.indexOf(product.brand);
  const italian = brandAt > 0;
  // Italian: the kind is everything before the adjective that precedes the brand. English: the
  // kind sits between the adjective (after brand and two-word model) and the colour.
  const kindWords = italian ? words.slice(0, brandAt - 1) : words.slice(brandAt + 4, -1);
  const adjective = italian ? words[brandAt - 1] : words[brandAt + 3];
  return {
    id: product.id,
    language: italian ? 'it' : 'en',
    kind: fold(kindWords.join(' ')),
    adjective: fold(adjective ?? ''),
    brand: fold(product.brand),
    colour: fold(words.at(-1) ?? ''),
    title: fold(product.title),
    description: fold(`${product.description} ${product.category}`),
  };
}

/** The query shapes shoppers type, most frequent first, with their share of distinct queries. */
const TEMPLATES: ReadonlyArray<{ share: number; make: (t: ProductTerms) => SimQueryDraft }> = [
  { share: 0.12, make: (t) => draft([t.kind]) },
  { share: 0.08, make: (t) => draft([t.brand]) },
  {
    share: 0.25,
    make: (t) => draft(t.language === 'it' ? [t.kind, t.colour] : [t.colour, t.kind]),
  },
  {
    share: 0.2,
    make: (t) => draft(t.language === 'it' ? [t.kind, t.brand] : [t.brand, t.kind]),
  },
  {
    share: 0.2,
    make: (t) => draft(t.language === 'it' ? [t.kind, t.adjective] : [t.adjective, t.kind]),
  },
  {
    share: 0.15,
    make: (t) =>
      draft(t.language === 'it' ? [t.kind, t.brand, t.colour] : [t.brand, t.colour, t.kind]),
  },
];

interface SimQueryDraft {
  text: string;
  concepts: string[];
}

function draft(phrases: readonly string[]): SimQueryDraft {
  return { text: phrases.join(' '), concepts: [...phrases] };
}

export interface QuerySetOptions {
  /** Distinct queries; default 400. */
  queries?: number;
  /** Share of them first searched in the evaluation days; default 0.2. */
  newShare?: number;
  /** First evaluation day (1-based); default 46. */
  evaluationStart?: number;
  /** Last day; default 60. */
  days?: number;
  seed?: number;
}

/**
 * Distinct shoppers' queries from the catalogue's own vocabulary, with Zipf weights (exponent 1)
 * that favour short queries: ranks go to one-concept queries first, then two, then three, random
 * within each. A `newShare` of them, drawn at random across the ranks, start on a random
 * evaluation day: they have no history when they are evaluated.
 * @example buildQuerySet(terms, { queries: 100, seed: 1 }).length // 100
 */
export function buildQuerySet(
  terms: readonly ProductTerms[],
  options: QuerySetOptions = {},
): SimQuery[] {
  const wanted = options.queries ?? 400;
  const r = rng(options.seed ?? 31);
  const evaluationStart = options.evaluationStart ?? 46;
  const days = options.days ?? 60;
  const drafts = new Map<string, SimQueryDraft & { order: number }>();
  let attempts = 0;
  while (drafts.size < wanted && attempts < wanted * 200) {
    attempts += 1;
    const product = terms[Math.floor(r() * terms.length)];
    if (!product) break;
    let pick = r();
    const template = TEMPLATES.find((each) => (pick -= each.share) < 0) ?? TEMPLATES[0];
    if (!template) break;
    const made = template.make(product);
    if (made.text.length === 0 || drafts.has(made.text)) continue;
    drafts.set(made.text, { ...made, order: made.concepts.length + r() });
  }
  const ranked = [...drafts.values()].sort((a, b) => a.order - b.order);
  return ranked.map((each, rank) => ({
    text: each.text,
    concepts: each.concepts,
    weight: 1 / (rank + 1),
    startDay:
      r() < (options.newShare ?? 0.2)
        ? evaluationStart + Math.floor(r() * (days - evaluationStart + 1))
        : 1,
  }));
}

/**
 * How much of a query's intent a product's text carries, in [0, 1]: per concept 1 when its title
 * has the phrase, 0.5 when only its description or category has it, 0 otherwise; averaged over
 * the concepts.
 * @example textMatch(query, terms) // 1 for a product whose title has every word of the query
 */
export function textMatch(query: Pick<SimQuery, 'concepts'>, product: ProductTerms): number {
  if (query.concepts.length === 0) return 0;
  let sum = 0;
  for (const concept of query.concepts) {
    if (hasPhrase(product.title, concept)) sum += 1;
    else if (hasPhrase(product.description, concept)) sum += 0.5;
  }
  return sum / query.concepts.length;
}

function hasPhrase(text: string, phrase: string): boolean {
  return ` ${text} `.includes(` ${phrase} `);
}
