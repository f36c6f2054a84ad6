import type { Random } from './shopper-random';
import { zipfSampler } from './shopper-random';
import { typingSequence, withTypo, type Keystroke } from './shopper-typing';
import { noResultQuery, type Vocabulary } from './shopper-vocabulary';

export type ShopperKind = 'human' | 'bot' | 'excluded-ip';
export type Device = 'desktop' | 'mobile';

/** Who a simulated shopper is, as the server sees it. */
export interface ShopperProfile {
  kind: ShopperKind;
  /** The layer's anonymous token (`anon-` and hex), sent with every search and event. */
  userToken: string;
  device: Device;
  userAgent: string;
  clientIp: string;
}

/** One thing a shopper looks for: what reaches the server, keystroke by keystroke. */
export interface PlannedSearch {
  /** The text finally in the box (a typo included). */
  query: string;
  keystrokes: Keystroke[];
  /** Narrows the answer with one of its facets, or sorts it by price, before choosing. */
  filter: boolean;
  sort: boolean;
  /** Whether the shopper looks at the results at all (bots never do). */
  browses: boolean;
}

export interface ShopperPlan {
  profile: ShopperProfile;
  searches: PlannedSearch[];
}

/** Shares of a day's shoppers (docs/product/analytics.md#traffic-simulator). */
export interface ShopperMix {
  mobile: number;
  bots: number;
  /** Shoppers from the shop's excluded IPs (its staff); none when the list is empty. */
  excluded: number;
  typos: number;
  noResults: number;
  filters: number;
  sorts: number;
  /**
   * Visitors who load a page and leave without searching, as a share of all visitors: they add
   * page views only, on top of the shoppers who search, so the funnel's use-search rate is theirs.
   */
  browsers: number;
}

export const DEFAULT_MIX: ShopperMix = {
  mobile: 0.55,
  bots: 0.06,
  excluded: 0.04,
  typos: 0.12,
  noResults: 0.06,
  filters: 0.2,
  sorts: 0.1,
  browsers: 0.6,
};

const DESKTOP_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
];
const MOBILE_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
];
export const BOT_AGENTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
];

function hex(random: Random, length: number): string {
  return Array.from({ length }, () => random.int(16).toString(16)).join('');
}

/**
 * A shopper address from the documentation ranges (RFC 5737): never a real host, and never in a
 * shop's excluded list unless the list names it.
 */
function shopperIp(random: Random, excluded: ReadonlySet<string>): string {
  for (;;) {
    const ip = `${random.pick(['192.0.2', '198.51.100'])}.${random.between(1, 254)}`;
    if (!excluded.has(ip)) return ip;
  }
}

/**
 * Draws who the next shopper is: a human on desktop or mobile, a crawler or headless browser, or
 * the shop's staff on one of its excluded addresses.
 * @example shopperProfile(seededRandom(1), DEFAULT_MIX, ['203.0.113.7']).userToken // 'anon-…'
 */
export function shopperProfile(
  random: Random,
  mix: ShopperMix,
  excludedIps: readonly string[],
): ShopperProfile {
  const roll = random.next();
  const kind: ShopperKind =
    roll < mix.bots
      ? 'bot'
      : roll < mix.bots + mix.excluded && excludedIps.length > 0
        ? 'excluded-ip'
        : 'human';
  const device: Device = kind !== 'bot' && random.chance(mix.mobile) ? 'mobile' : 'desktop';
  const userAgent =
    kind === 'bot'
      ? random.pick(BOT_AGENTS)
      : random.pick(device === 'mobile' ? MOBILE_AGENTS : DESKTOP_AGENTS);
  const clientIp =
    kind === 'excluded-ip' ? random.pick(excludedIps) : shopperIp(random, new Set(excludedIps));
  return { kind, userToken: `anon-${hex(random, 24)}`, device, userAgent, clientIp };
}

/** Picks queries for shoppers: the vocabulary's ranks by Zipf's law. */
export function queryPicker(vocabulary: Vocabulary): (random: Random) => string | undefined {
  const { queries } = vocabulary;
  if (queries.length === 0) return () => undefined;
  const zipf = zipfSampler(queries.length);
  return (random) => queries[zipf(random)];
}

/**
 * One shopper's visit: one to three searches (bots more, and whole queries at once), each typed
 * key by key, some with a typo, some for something the shop does not sell, some to be narrowed
 * by a filter or sorted.
 * @example planShopper(seededRandom(1), queryPicker(vocabulary), DEFAULT_MIX, []).searches.length // ≥ 1
 */
export function planShopper(
  random: Random,
  pickQuery: (random: Random) => string | undefined,
  mix: ShopperMix,
  excludedIps: readonly string[],
): ShopperPlan {
  const profile = shopperProfile(random, mix, excludedIps);
  const bot = profile.kind === 'bot';
  const count = bot ? random.between(3, 8) : random.weighted([0, 70, 22, 8]);
  const searches: PlannedSearch[] = [];
  for (let i = 0; i < count; i++) {
    const wanted = random.chance(mix.noResults) ? undefined : pickQuery(random);
    let query = wanted ?? noResultQuery(random);
    if (!bot && random.chance(mix.typos)) query = withTypo(query, random);
    searches.push({
      query,
      // Crawlers request whole queries; people type them.
      keystrokes: bot
        ? [{ q: query, delayMs: random.between(500, 3000) }]
        : typingSequence(query, random),
      filter: !bot && random.chance(mix.filters),
      sort: !bot && random.chance(mix.sorts),
      browses: !bot,
    });
  }
  return { profile, searches };
}

/**
 * A visitor who only looks around: a page view, no search (`ShopperMix.browsers`).
 * @example planBrowser(seededRandom(1), DEFAULT_MIX, []).searches // []
 */
export function planBrowser(
  random: Random,
  mix: ShopperMix,
  excludedIps: readonly string[],
): ShopperPlan {
  return { profile: shopperProfile(random, mix, excludedIps), searches: [] };
}
