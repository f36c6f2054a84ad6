import type { PlannedSearch } from './shopper-model';
import type { Random } from './shopper-random';

/** Products a search shows that shoppers choose from: the position window of the reports. */
export const CLICK_WINDOW = 12;

/** What a shopper sees of an answer. */
export interface AnswerView {
  resultCount: number;
  hits: readonly { objectId: string; price: number; currency: string | null }[];
  /** The answer's `stats`: facet → value → count (`price` is `{ min, max }`). */
  facets: Readonly<Record<string, Readonly<Record<string, number | null>>>>;
}

export interface Refinement {
  filter?: { facet: string; value: string };
  sort?: { key: 'price'; order: 'ASC' | 'DESC' };
}

export type ActionKind = 'click' | 'add-to-cart' | 'checkout' | 'purchase';

/** One thing done after a search, `delayMs` after the previous step. */
export interface ShopperAction {
  kind: ActionKind;
  objectId: string;
  /** 1-based position in the answer. */
  position: number;
  price: number;
  quantity: number;
  currency: string | null;
  delayMs: number;
}

/** How often shoppers act on what they see (a human with results). */
export interface Behaviour {
  click: number;
  secondClick: number;
  addToCart: number;
  purchase: number;
}

export const DEFAULT_BEHAVIOUR: Behaviour = {
  click: 0.6,
  secondClick: 0.25,
  addToCart: 0.22,
  purchase: 0.5,
};

/**
 * Narrows or sorts an answer when the plan says so and the answer offers it: a filter on a value
 * of one of the answer's own facets (not price, a range), a sort by price.
 * @example chooseRefinement(random, { ...search, filter: true }, answer) // { filter: { facet: 'brand', value: 'Acme' } }
 */
export function chooseRefinement(
  random: Random,
  search: Pick<PlannedSearch, 'filter' | 'sort'>,
  answer: AnswerView,
): Refinement | undefined {
  if (answer.resultCount === 0) return undefined;
  const refinement: Refinement = {};
  const facets = Object.entries(answer.facets)
    .filter(([facet]) => facet !== 'price')
    .map(([facet, values]) => ({
      facet,
      values: Object.entries(values).filter(([, count]) => (count ?? 0) > 0),
    }))
    .filter(({ values }) => values.length > 1);
  if (search.filter && facets.length > 0) {
    const { facet, values } = random.pick(facets);
    // Shoppers pick the values that have most products (listed first by count).
    const sorted = [...values].sort(
      ([a, ca], [b, cb]) => (cb ?? 0) - (ca ?? 0) || a.localeCompare(b),
    );
    const [value] = sorted[random.weighted(sorted.map((_, index) => 1 / (index + 1)))] ?? [];
    if (value !== undefined) refinement.filter = { facet, value };
  }
  if (search.sort) refinement.sort = { key: 'price', order: random.chance(0.7) ? 'ASC' : 'DESC' };
  return refinement.filter || refinement.sort ? refinement : undefined;
}

/**
 * A 1-based position in the first `shown` results (at most 12), chosen with position bias:
 * P(position p) ∝ 1 / p, as click-through falls with rank.
 * @example clickPosition(seededRandom(1), 12) // 1 most often
 */
export function clickPosition(random: Random, shown: number): number {
  const window = Math.min(shown, CLICK_WINDOW);
  return random.weighted(Array.from({ length: window }, (_, index) => 1 / (index + 1))) + 1;
}

/**
 * What a shopper does with an answer: maybe a click (or two) on the shown products, by position
 * bias; after a click sometimes an add-to-cart, after that sometimes checkout and purchase, with
 * quantities and the product's price in its currency.
 * @example chooseActions(seededRandom(1), answer, DEFAULT_BEHAVIOUR)[0]?.kind // 'click' or undefined
 */
export function chooseActions(
  random: Random,
  answer: AnswerView,
  behaviour: Behaviour,
): ShopperAction[] {
  const actions: ShopperAction[] = [];
  if (answer.hits.length === 0 || !random.chance(behaviour.click)) return actions;
  const clicks = random.chance(behaviour.secondClick) ? 2 : 1;
  const clicked = new Set<number>();
  for (let i = 0; i < clicks; i++) {
    const position = clickPosition(random, answer.hits.length);
    if (clicked.has(position)) continue;
    clicked.add(position);
    const hit = answer.hits[position - 1];
    if (!hit) continue;
    const step = (kind: ActionKind, quantity: number, delayMs: number): ShopperAction => ({
      kind,
      objectId: hit.objectId,
      position,
      price: hit.price,
      quantity,
      currency: hit.currency,
      delayMs,
    });
    actions.push(step('click', 1, random.between(1500, 12_000)));
    if (!random.chance(behaviour.addToCart)) continue;
    const quantity = random.weighted([0, 80, 15, 5]);
    actions.push(step('add-to-cart', quantity, random.between(10_000, 90_000)));
    if (!random.chance(behaviour.purchase)) continue;
    actions.push(step('checkout', quantity, random.between(20_000, 120_000)));
    actions.push(step('purchase', quantity, random.between(30_000, 180_000)));
  }
  return actions;
}
