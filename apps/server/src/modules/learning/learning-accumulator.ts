import { learningKey } from '@trova/engine';
import {
  DAY_MS,
  decay,
  examination,
  LEARNING_RULE,
  type LearningEvent,
  type LearningRule,
} from './learning-rule';

/** What a (query, product), or a product over everything, gathered: weighted and raw. */
export interface PairTotals {
  /** Σ decay × examination propensity of the product's impressions. */
  examined: number;
  /** The part of `examined` implied by clicks past the logged list (only with their clicks). */
  implied: number;
  /** Σ decay × capped weight of its clicks, carts and purchases. */
  attraction: number;
  clicks: number;
  carts: number;
  purchases: number;
  /** User tokens and IP addresses whose actions counted (only up to the rule's minimum). */
  tokens: Set<string>;
  addresses: Set<string>;
}

export interface KeyTotals {
  /** Searches of the key that showed products (within the per-person daily cap). */
  searches: number;
  /** User tokens and IP addresses whose actions counted for the key (up to the minimum). */
  converters: Set<string>;
  addresses: Set<string>;
  /** Searches followed by a click, cart or purchase. */
  successful: number;
  products: Map<string, PairTotals>;
}

export interface LearningTotals {
  keys: Map<string, KeyTotals>;
  prior: Map<string, PairTotals>;
  /** The oldest event that counted, epoch ms. */
  earliest: number | undefined;
}

interface SeenSearch {
  key: string;
  at: number;
  shown: readonly string[];
  /** Within the per-person search caps: only then do its products count as looked at. */
  counted: boolean;
  converted: boolean;
  implied: Set<string>;
}

const WEIGHT_OF: Record<string, 'click' | 'cart' | 'purchase'> = {
  click: 'click',
  'add-to-cart': 'cart',
  purchase: 'purchase',
};

/** Events between two sweeps of what the stream has left behind. */
const SWEEP_EVERY = 1_000;

const emptyPair = (): PairTotals => ({
  examined: 0,
  implied: 0,
  attraction: 0,
  clicks: 0,
  carts: 0,
  purchases: 0,
  tokens: new Set(),
  addresses: new Set(),
});

/** Remembers `value` in `set` while it holds fewer than `most`: a minimum needs no more. */
function note(set: Set<string>, value: string, most: number): void {
  if (set.size < most) set.add(value);
}

function pairIn(map: Map<string, PairTotals>, id: string): PairTotals {
  let pair = map.get(id);
  if (!pair) map.set(id, (pair = emptyPair()));
  return pair;
}

/**
 * Gathers a shop's events into learning totals in one pass, in bounded memory
 * (docs/product/learning.md#how-it-is-computed). Events come oldest first (ties by id), as the
 * repository pages them. Only `human` events inside the window count. Searches are held for a day
 * (a queryID vouches for a day), conversions waiting for their search an hour, and the tracked
 * queries and products are pruned to many times what a build keeps (the least searched go first).
 * Per-person caps last the whole window: one entry per person and query searched, and per person
 * and product acted on, so memory grows with the window's distinct shoppers, not its events.
 *
 * @example
 * const gather = new LearningAccumulator(now);
 * for (const event of page) gather.add(event);
 * const totals = gather.finish();
 */
export class LearningAccumulator {
  private readonly totals: LearningTotals = {
    keys: new Map(),
    prior: new Map(),
    earliest: undefined,
  };
  private readonly searches = new Map<string, SeenSearch>();
  private readonly waiting = new Map<string, LearningEvent[]>();
  /** Searches per person and query, for the whole window. */
  private readonly caps = new Map<string, number>();
  /** Weight per person and (query, product) or product, for the whole window. */
  private readonly held = new Map<string, number>();
  private clock = 0;
  private seen = 0;

  constructor(
    private readonly now: number,
    private readonly rule: LearningRule = LEARNING_RULE,
  ) {}

  add(event: LearningEvent): void {
    const { rule, now } = this;
    if (event.flag !== 'human' || event.at > now || event.at <= now - rule.windowDays * DAY_MS) {
      return;
    }
    this.clock = Math.max(this.clock, event.at);
    if (++this.seen % SWEEP_EVERY === 0) this.sweep();
    if (event.kind === 'search') return this.search(event);
    if (WEIGHT_OF[event.kind] === undefined || event.queryId === null) return;
    const search = this.searches.get(event.queryId);
    if (search) return this.convert(event, search);
    const list = this.waiting.get(event.queryId);
    if (list) list.push(event);
    else this.waiting.set(event.queryId, [event]);
  }

  /** The totals; conversions still waiting for their search are dropped. */
  finish(): LearningTotals {
    this.waiting.clear();
    return this.totals;
  }

  private search(event: LearningEvent): void {
    const key = learningKey(event.query ?? '');
    // A search counts only if both its token and its address are still under their cap.
    const token = `s\n${event.userToken}\n${key}`;
    const address = `a\n${event.ip}\n${key}`;
    const most = this.rule.searchesPerPerson;
    const counted =
      (this.caps.get(token) ?? 0) < most && (this.caps.get(address) ?? 0) < most
        ? this.take(this.caps, token, 1, most) * this.take(this.caps, address, 1, most)
        : 0;
    const seen: SeenSearch = {
      key,
      at: event.at,
      shown: counted > 0 ? event.objectIds : [],
      counted: counted > 0,
      converted: false,
      implied: new Set(),
    };
    if (counted > 0 && event.objectIds.length > 0) {
      const totals = this.keyTotals(key);
      totals.searches += 1;
      this.mark(event.at);
      const weight = decay(event.at, this.now, this.rule.halfLifeDays);
      event.objectIds.forEach((id, at) => {
        const examined = weight * examination(at + 1, this.rule.examinationPower);
        pairIn(totals.products, id).examined += examined;
        pairIn(this.totals.prior, id).examined += examined;
      });
      this.pruneProducts(totals);
    }
    if (event.queryId === null) return;
    this.searches.set(event.queryId, seen);
    const waiting = this.waiting.get(event.queryId);
    this.waiting.delete(event.queryId);
    for (const conversion of waiting ?? []) this.convert(conversion, seen);
  }

  private convert(event: LearningEvent, search: SeenSearch): void {
    const { rule } = this;
    const kind = WEIGHT_OF[event.kind];
    if (kind === undefined) return;
    const totals = this.keyTotals(search.key);
    if (!search.converted) {
      search.converted = true;
      totals.successful += 1;
    }
    const weight = rule.weights[kind];
    const now = decay(event.at, this.now, rule.halfLifeDays);
    const done = new Set<string>();
    event.objectIds.forEach((id, at) => {
      if (done.has(id)) return;
      done.add(id);
      const pair = pairIn(totals.products, id);
      const prior = pairIn(this.totals.prior, id);
      const scope = `${search.key}\n${id}`;
      const inQuery = this.credit(`q\n${scope}`, event, weight);
      const inPrior = this.credit(`p\n${id}`, event, weight);
      const position = event.positions[at];
      // A product clicked but not among the products the search logged was looked at anyway, if
      // the search was within its caps and the click counted (a spent person adds no looks).
      if (
        search.counted &&
        inQuery > 0 &&
        position !== undefined &&
        !search.shown.includes(id) &&
        !search.implied.has(id)
      ) {
        search.implied.add(id);
        const examined =
          decay(search.at, this.now, rule.halfLifeDays) *
          examination(position, rule.examinationPower);
        for (const target of [pair, prior]) {
          target.examined += examined;
          target.implied += examined;
        }
      }
      if (inQuery > 0) this.count(pair, kind, now * inQuery, event);
      if (inPrior > 0) this.count(prior, kind, now * inPrior, event);
      if (inQuery <= 0) return;
      note(totals.converters, event.userToken, rule.minTokens);
      note(totals.addresses, event.ip, rule.minAddresses);
    });
    this.pruneProducts(totals);
  }

  /**
   * Takes up to `weight` from what the event's token and address (each) may still add to
   * `scope` over the window; answers what was taken.
   */
  private credit(scope: string, event: LearningEvent, weight: number): number {
    const cap = this.rule.personCap;
    const token = `${scope}\nt\n${event.userToken}`;
    const address = `${scope}\ni\n${event.ip}`;
    const left = cap - Math.max(this.held.get(token) ?? 0, this.held.get(address) ?? 0);
    const counted = Math.min(weight, left);
    if (counted <= 0) return 0;
    this.take(this.held, token, counted, cap);
    this.take(this.held, address, counted, cap);
    return counted;
  }

  private count(
    target: PairTotals,
    kind: 'click' | 'cart' | 'purchase',
    attraction: number,
    event: LearningEvent,
  ): void {
    target.attraction += attraction;
    if (kind === 'click') target.clicks += 1;
    else if (kind === 'cart') target.carts += 1;
    else target.purchases += 1;
    note(target.tokens, event.userToken, this.rule.minTokens);
    note(target.addresses, event.ip, this.rule.minAddresses);
    this.mark(event.at);
  }

  /** Takes up to `amount` of the cap of `capKey` in `caps` (at most `cap`); answers what was taken. */
  private take(caps: Map<string, number>, capKey: string, amount: number, cap: number): number {
    const used = caps.get(capKey) ?? 0;
    const taken = Math.min(amount, cap - used);
    if (taken <= 0) return 0;
    caps.set(capKey, used + taken);
    return taken;
  }

  private mark(at: number): void {
    if (this.totals.earliest === undefined || at < this.totals.earliest) this.totals.earliest = at;
  }

  private keyTotals(key: string): KeyTotals {
    let totals = this.totals.keys.get(key);
    if (totals) return totals;
    totals = {
      searches: 0,
      converters: new Set(),
      addresses: new Set(),
      successful: 0,
      products: new Map(),
    };
    this.totals.keys.set(key, totals);
    if (this.totals.keys.size > this.rule.maxQueries * 10) this.pruneKeys(key);
    return totals;
  }

  /** Keeps the most searched half of the tracked queries (and `keep`, in use right now). */
  private pruneKeys(keep: string): void {
    const ranked = [...this.totals.keys].sort((a, b) => b[1].searches - a[1].searches);
    for (const [key] of ranked.slice(this.rule.maxQueries * 5)) {
      if (key !== keep) this.totals.keys.delete(key);
    }
  }

  /** Keeps the products with the most evidence when a query tracks far more than it keeps. */
  private pruneProducts(totals: KeyTotals): void {
    const most = this.rule.productsPerQuery * 20;
    if (totals.products.size <= most) return;
    const ranked = [...totals.products].sort(
      (a, b) => b[1].examined + b[1].attraction - (a[1].examined + a[1].attraction),
    );
    for (const [id] of ranked.slice(most / 2)) totals.products.delete(id);
  }

  /** Forgets what the stream has left behind (see the class comment). */
  private sweep(): void {
    const { clock, rule } = this;
    for (const [queryId, search] of this.searches) {
      if (search.at < clock - rule.searchLifeMs) this.searches.delete(queryId);
    }
    for (const [queryId, list] of this.waiting) {
      const kept = list.filter((event) => event.at >= clock - rule.conversionWaitMs);
      if (kept.length === 0) this.waiting.delete(queryId);
      else if (kept.length < list.length) this.waiting.set(queryId, kept);
    }
  }
}
