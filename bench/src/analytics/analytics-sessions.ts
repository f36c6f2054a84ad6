import type { NewEvent } from '../../../apps/server/src/modules/events/index.js';
import {
  hex,
  pick,
  zipfSampler,
  type Random,
  type VocabularyQuery,
} from './analytics-vocabulary.js';

/** What one session needs to know about the shop and its traffic. */
export interface SessionContext {
  random: Random;
  shopId: string;
  queries: readonly VocabularyQuery[];
  nextQuery: (random: Random) => number;
  /** Products in the catalogue; ids are `sku-000123`. */
  catalogue: number;
  /** Distinct shoppers over the whole period. */
  visitors: number;
  /** The next event id (random v4-shaped, or time-ordered). */
  nextId: () => string;
}

const POSITIONS = 12;
const nextPosition = zipfSampler(POSITIONS, 1.1);
const FILTERS = ['brand:nike', 'brand:adidas', 'color:nero', 'color:blu', 'size:42', 'price:0-50'];
const SORTS = ['price_asc', 'price_desc', 'newest'];
const UA = {
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
  mobile:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  bot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

type Flag = 'human' | 'bot' | 'excluded-ip';

/** A shopper's fixed traits, derived from its number so no table of visitors is kept. */
function visitorTraits(visitor: number): {
  flag: Flag;
  device: 'desktop' | 'mobile' | null;
  ip: string;
} {
  if (visitor % 41 === 0) return { flag: 'bot', device: null, ip: `66.249.66.${visitor % 250}` };
  const device = visitor % 50 === 7 ? null : visitor % 5 < 3 ? 'mobile' : 'desktop';
  if (visitor % 67 === 3) return { flag: 'excluded-ip', device, ip: `10.0.0.${visitor % 250}` };
  return { flag: 'human', device, ip: `198.51.${(visitor >> 8) % 256}.${visitor % 256}` };
}

const sku = (product: number): string => `sku-${String(product).padStart(6, '0')}`;
/** A product's price in euros (Insights' convention; rollups turn values into cents). */
const priceOf = (product: number): number => Math.round(990 + ((product * 7919) % 19_000)) / 100;

/** The search-as-you-type requests of one typed query: growing prefixes, then the whole text. */
function keystrokes(random: Random, text: string): string[] {
  const typed: string[] = [];
  for (let length = 2 + pick(random, 2); length < text.length; length += 1 + pick(random, 3)) {
    typed.push(text.slice(0, length));
  }
  typed.push(text);
  return typed;
}

/**
 * One visit of one shopper on `day` (UTC midnight `dayStart`), as the rows the server would store:
 * searches as typed (each keystroke request is a search event with its own queryID), clicks on
 * shown products by position, add-to-carts, checkouts and purchases. Bots search and never buy;
 * about a third of human visits do not search at all and only view or buy products.
 * @example const rows = visitSession(context, Date.UTC(2026, 9, 1));
 */
export function visitSession(context: SessionContext, dayStart: number): NewEvent[] {
  const { random, shopId } = context;
  const visitor = pick(random, context.visitors);
  const traits = visitorTraits(visitor);
  const userToken = `ut-${visitor.toString(36)}`;
  const userAgent = traits.flag === 'bot' ? UA.bot : UA[traits.device ?? 'desktop'];
  const rows: NewEvent[] = [];
  let at = dayStart + pick(random, 86_000_000);
  const push = (fields: Partial<NewEvent> & Pick<NewEvent, 'kind'>): void => {
    rows.push({
      id: context.nextId(),
      shop_id: shopId,
      user_token: userToken,
      query_id: null,
      query: null,
      result_count: null,
      object_ids: null,
      positions: null,
      prices: null,
      quantities: null,
      value: null,
      currency: null,
      device: traits.device,
      occurred_at: at,
      received_at: at + pick(random, 2_000),
      ip: traits.ip,
      user_agent: userAgent,
      flag: traits.flag,
      filters: null,
      sort: null,
      ...fields,
    });
  };
  const buy = (product: number, queryId: string | null): void => {
    const price = priceOf(product);
    const cart = { object_ids: JSON.stringify([sku(product)]), prices: `[${price}]` };
    const money = { quantities: '[1]', value: price, currency: 'EUR', query_id: queryId };
    at += 5_000 + pick(random, 60_000);
    push({ kind: 'add-to-cart', ...cart, ...money });
    if (random() >= 0.45) return;
    at += 30_000 + pick(random, 300_000);
    if (random() < 0.5) push({ kind: 'checkout', ...cart, ...money });
    at += 10_000 + pick(random, 60_000);
    push({ kind: 'purchase', ...cart, ...money });
  };

  const bot = traits.flag === 'bot';
  const intents = bot ? 3 + pick(random, 6) : random() < 0.68 ? 1 + pick(random, 3) : 0;
  if (intents === 0) {
    // A visit without search: product pages viewed (clicks with no queryID), sometimes a cart.
    const product = pick(random, context.catalogue);
    push({ kind: 'click', object_ids: JSON.stringify([sku(product)]) });
    if (random() < 0.08) buy(product, null);
    return rows;
  }
  for (let intent = 0; intent < intents; intent++) {
    const query = context.queries[context.nextQuery(random)];
    if (!query) continue;
    const typed = !bot && random() < 0.6 ? keystrokes(random, query.text) : [query.text];
    const filters =
      random() < 0.15 ? JSON.stringify([FILTERS[pick(random, FILTERS.length)]]) : null;
    const sort = random() < 0.1 ? (SORTS[pick(random, SORTS.length)] ?? null) : null;
    let queryId = '';
    let shown: number[] = [];
    typed.forEach((text, index) => {
      const last = index === typed.length - 1;
      const resultCount = last
        ? query.resultCount
        : Math.max(query.resultCount, 1 + pick(random, 400));
      const first = query.firstProduct + (last ? 0 : text.length * 131) + (filters ? 17 : 0);
      shown = Array.from(
        { length: Math.min(POSITIONS, resultCount) },
        (_, i) => (first + i * 37) % context.catalogue,
      );
      queryId = hex(random, 32);
      at += index === 0 ? 0 : 150 + pick(random, 700);
      push({
        kind: 'search',
        query_id: queryId,
        query: text,
        result_count: resultCount,
        object_ids: JSON.stringify(shown.map(sku)),
        filters: last ? filters : null,
        sort: last ? sort : null,
      });
    });
    const clicks =
      shown.length === 0 || bot || random() >= 0.58 ? 0 : 1 + pick(random, random() < 0.3 ? 3 : 1);
    for (let click = 0; click < clicks; click++) {
      const position = Math.min(shown.length, 1 + nextPosition(random));
      const product = shown[position - 1] ?? 0;
      at += 2_000 + pick(random, 40_000);
      push({
        kind: 'click',
        query_id: queryId,
        object_ids: JSON.stringify([sku(product)]),
        positions: `[${position}]`,
      });
      if (random() < 0.22) buy(product, queryId);
    }
    at += 11_000 + pick(random, 120_000);
  }
  return rows;
}
