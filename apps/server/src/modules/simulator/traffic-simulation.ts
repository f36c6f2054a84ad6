import {
  DEFAULT_MIX,
  planBrowser,
  planShopper,
  queryPicker,
  type ShopperMix,
} from './shopper-model';
import { DEFAULT_BEHAVIOUR, type Behaviour } from './shopper-reactions';
import { seededRandom, type Random } from './shopper-random';
import { buildVocabulary } from './shopper-vocabulary';
import { readCatalogueSample } from './catalogue-sample';
import { emptySummary, runShopper, type TrafficSummary } from './traffic-driver';
import type { TrafficTransport } from './traffic-transport';
import { DAY_MS, shoppersOnDay, visitStart } from './traffic-volume';

export interface SimulationOptions {
  /** Shoppers on an ordinary day (weekdays and seasons vary it). */
  shoppersPerDay: number;
  seed: number;
  /** The shop's excluded IPs (exact addresses): its staff shop from these. */
  excludedIps: readonly string[];
  mix?: ShopperMix;
  behaviour?: Behaviour;
}

/** One generator per shopper, so a shopper's visit does not depend on the others' answers. */
function shopperRandom(seed: number, day: number, shopper: number): Random {
  return seededRandom(Math.imul(seed, 0x9e3779b1) ^ Math.imul(day + 1, 0x85ebca6b) ^ shopper);
}

/**
 * Visitors who never search, besides `searching` shoppers who do, so that they are the mix's
 * share of all visitors.
 * @example browsersBesides(24, 0.6) // 36
 */
export function browsersBesides(searching: number, share: number): number {
  return share > 0 && share < 1 ? Math.round((searching * share) / (1 - share)) : 0;
}

/**
 * Prepares a run: reads the catalogue through the transport (at `atMs`) and answers a function
 * that plays shopper `n` of day `day` from `startMs`.
 */
async function prepare(transport: TrafficTransport, options: SimulationOptions, atMs: number) {
  const pickQuery = queryPicker(buildVocabulary(await readCatalogueSample(transport, atMs)));
  const mix = options.mix ?? DEFAULT_MIX;
  const behaviour = options.behaviour ?? DEFAULT_BEHAVIOUR;
  return (
    day: number,
    shopper: number,
    summary: TrafficSummary,
    startMs: number,
    untilMs?: number,
    browsing = false,
  ) => {
    // A browser has a generator of its own: the searching shoppers play as they would alone.
    const random = shopperRandom(options.seed, day, shopper);
    const plan = browsing
      ? planBrowser(random, mix, options.excludedIps)
      : planShopper(random, pickQuery, mix, options.excludedIps);
    return runShopper(transport, plan, startMs, random, behaviour, summary, untilMs);
  };
}

/**
 * Backdated: plays `days` days before `todayMs`'s day, oldest first, each with its day's volume
 * of shoppers, and the visitors who never search, in the order they arrive. The transport sets the server's clock to each call.
 * @example await simulateDays(injectTransport(server, clock, key), { shoppersPerDay: 40, seed: 1, excludedIps: [] }, 90, Date.now())
 */
export async function simulateDays(
  transport: TrafficTransport,
  options: SimulationOptions,
  days: number,
  todayMs: number,
  onDay?: (done: number, summary: TrafficSummary) => void,
): Promise<TrafficSummary> {
  const today = Math.floor(todayMs / DAY_MS);
  const summary = emptySummary();
  const mix = options.mix ?? DEFAULT_MIX;
  const play = await prepare(transport, options, (today - days) * DAY_MS);
  for (let done = 0; done < days; done++) {
    const day = today - days + done;
    const count = shoppersOnDay(
      options.shoppersPerDay,
      day * DAY_MS,
      seededRandom(options.seed ^ day),
    );
    // Numbered after the searching shoppers, browsers leave those shoppers' draws unchanged.
    const visitors = count + browsersBesides(count, mix.browsers);
    const starts = Array.from({ length: visitors }, (_, shopper) => ({
      shopper,
      start: visitStart(day * DAY_MS, shopperRandom(options.seed, day, shopper + 1_000_000)),
    })).sort((a, b) => a.start - b.start);
    for (const { shopper, start } of starts) {
      await play(day, shopper, summary, start, today * DAY_MS, shopper >= count);
    }
    onDay?.(done + 1, summary);
  }
  return summary;
}

/**
 * At the present time: `shoppers` shoppers who search and the mix's share of visitors who do not,
 * `concurrency` at a time, against a running server.
 * @example await simulateNow(httpTransport(url, key), options, 40)
 */
export async function simulateNow(
  transport: TrafficTransport,
  options: SimulationOptions,
  shoppers: number,
  concurrency = 8,
): Promise<TrafficSummary> {
  const summary = emptySummary();
  const day = Math.floor(Date.now() / DAY_MS);
  const play = await prepare(transport, options, Date.now());
  const visitors = shoppers + browsersBesides(shoppers, (options.mix ?? DEFAULT_MIX).browsers);
  let next = 0;
  const worker = async () => {
    while (next < visitors) {
      const visitor = next++;
      await play(day, visitor, summary, Date.now(), undefined, visitor >= shoppers);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, visitors) }, worker));
  return summary;
}
