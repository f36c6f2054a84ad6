/** Days of events a build learns from (docs/product/learning.md#what-is-learned). */
export const LEARNING_WINDOW_DAYS = 60;

export const DAY_MS = 86_400_000;

/** The kinds of event learning reads: searches show products, the rest say which were wanted. */
export const LEARNING_EVENT_KINDS = ['search', 'click', 'add-to-cart', 'purchase'] as const;

/**
 * One event of the log as learning reads it (lists parsed). Searches carry the text and the
 * first products shown, in order (positions 1…); clicks, carts and purchases carry the `queryId`
 * of the search they follow and, where the storefront sent them, 1-based positions.
 */
export interface LearningEvent {
  id: string;
  kind: string;
  queryId: string | null;
  query: string | null;
  objectIds: readonly string[];
  positions: readonly number[];
  userToken: string;
  ip: string;
  /** Epoch milliseconds. */
  at: number;
  flag: string;
}

/**
 * The figures of a build (docs/product/learning.md#how-it-is-computed). Tests shrink them; the
 * defaults are the product's.
 */
export interface LearningRule {
  windowDays: number;
  /** An event this many days old counts half as much as one of today. */
  halfLifeDays: number;
  /** Examination propensity at 1-based position `pos`: 1 / pos^examinationPower. */
  examinationPower: number;
  /** What a click, an add-to-cart and a purchase weigh in the numerator. */
  weights: { click: number; cart: number; purchase: number };
  /** The prior's weight, in examined impressions: few impressions stay close to it. */
  alpha: number;
  /**
   * Weight one user token, and one IP address (each), may add to a (query, product) over the
   * whole window, and to a product's prior: one person is one opinion, however often it clicks.
   */
  personCap: number;
  /**
   * Searches of one user token, and of one IP address (each), for a query that show products
   * (impressions) over the whole window: a farm of tokens behind a few addresses, searching
   * every day, cannot push what it sees down (nor, by that, lift what it does not see).
   */
  searchesPerPerson: number;
  /**
   * Distinct user tokens, and distinct IP addresses (each), whose events counted, before a
   * query gets learned scores and before a (query, product) or a product's prior counts its
   * clicks, carts and purchases (below that it scores as if it had none).
   */
  minTokens: number;
  minAddresses: number;
  /**
   * An address that sent events under more user tokens than this in the window is shared or
   * farmed (a token farm, a proxy): none of its events teach. The price: shoppers behind one
   * large carrier-grade NAT are not learned from either (docs/product/learning.md#what-counts).
   */
  crowdedAddressTokens: number;
  /**
   * A user token that sent more events than this in the window is a script, not a shopper (a
   * person does not click a thousand times): none of its events teach, not even its searches.
   */
  busyTokenEvents: number;
  maxQueries: number;
  productsPerQuery: number;
  maxPrior: number;
  maxSuccessful: number;
  /** A click, cart or purchase waits this long (its own time) for a search it names. */
  conversionWaitMs: number;
  /** A search is forgotten this long after it: no event may name its queryID later. */
  searchLifeMs: number;
}

export const LEARNING_RULE: LearningRule = {
  windowDays: LEARNING_WINDOW_DAYS,
  halfLifeDays: 14,
  examinationPower: 0.8,
  weights: { click: 1, cart: 2, purchase: 4 },
  alpha: 20,
  personCap: 4,
  searchesPerPerson: 3,
  minTokens: 3,
  minAddresses: 3,
  crowdedAddressTokens: 20,
  busyTokenEvents: 300,
  maxQueries: 2_000,
  productsPerQuery: 50,
  maxPrior: 100_000,
  maxSuccessful: 2_000,
  conversionWaitMs: 3_600_000,
  // A queryID vouches for its events for a day (QUERY_ID_MAX_AGE_MS), plus clock skew.
  searchLifeMs: DAY_MS + 3_600_000,
};

/**
 * How likely a shopper looks at a result at 1-based `position` (1 at the top).
 * @example examination(8, 0.8) // ≈ 0.189
 */
export function examination(position: number, power: number): number {
  return 1 / Math.max(1, position) ** power;
}

/**
 * An event's weight by its age: 1 now, half after `halfLifeDays`.
 * @example decay(now - 14 * DAY_MS, now, 14) // 0.5
 */
export function decay(at: number, now: number, halfLifeDays: number): number {
  return 0.5 ** (Math.max(0, now - at) / DAY_MS / halfLifeDays);
}
