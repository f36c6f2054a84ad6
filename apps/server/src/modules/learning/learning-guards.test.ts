import { describe, expect, it } from 'vitest';
import { LearningAccumulator } from './learning-accumulator';
import { learningEvent, NOW, searchAndClick } from './learning-events.test-support';
import { DAY_MS, LEARNING_RULE, type LearningEvent } from './learning-rule';
import { learnSignals } from './learning-signals';

const SHOWN = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/** Five shoppers, each on their own address, who search `query` and click `clicked`. */
const crowd = (query: string, clicked: string, from = 0): LearningEvent[] =>
  Array.from({ length: 5 }, (_, at) =>
    searchAndClick({ query, shown: SHOWN, clicked, user: `u${from + at}` }),
  ).flat();

/** Drops the clicks, carts and purchases: what the same traffic teaches without its actions. */
const searchesOf = (events: LearningEvent[]) => events.filter((e) => e.kind === 'search');

const signalsOf = (events: LearningEvent[]) => {
  const { queries, prior } = learnSignals(events, { now: NOW }).signals;
  return { queries, prior };
};

/** Searches of `query` each day for `days` days, each followed by `clicks` clicks on `clicked`. */
function daily(options: {
  days: number;
  clicks: number;
  clicked: string;
  user: (day: number, n: number) => string;
  ip: (day: number, n: number) => string;
  perDay?: number;
}): LearningEvent[] {
  return Array.from({ length: options.days }, (_, day) =>
    Array.from({ length: options.perDay ?? 1 }, (_, n) => {
      const at = NOW - (day + 1) * DAY_MS + n * 1_000;
      const user = options.user(day, n);
      const ip = options.ip(day, n);
      const [search] = searchAndClick({ query: 'scarpe', shown: SHOWN, user, ip, at });
      const clicks = Array.from({ length: options.clicks }, (_, c) =>
        learningEvent({
          kind: 'click',
          queryId: search!.queryId,
          objectIds: [options.clicked],
          positions: [SHOWN.indexOf(options.clicked) + 1],
          userToken: user,
          ip,
          at: at + 500 + c,
        }),
      );
      return [search!, ...clicks];
    }).flat(),
  ).flat();
}

describe('learning guards: one person, or a farm on few addresses, moves nothing', () => {
  it('caps a token’s weight per (query, product) over the whole window, not per day', () => {
    const gather = new LearningAccumulator(NOW);
    const spam = daily({ days: 31, clicks: 33, clicked: 'h', user: () => 'spam', ip: () => 'x' });
    for (const event of spam) gather.add(event);
    const totals = gather.finish();
    expect(totals.keys.get('scarpe')?.products.get('h')?.clicks).toBe(LEARNING_RULE.personCap);
    expect(totals.prior.get('h')?.clicks).toBe(LEARNING_RULE.personCap);
  });

  it('learns nothing from one token clicking one product 1,000 times over a month', () => {
    const spam = daily({ days: 31, clicks: 33, clicked: 'h', user: () => 'spam', ip: () => 'x' });
    const real = crowd('scarpe', 'a');
    expect(signalsOf([...real, ...spam])).toEqual(signalsOf([...real, ...searchesOf(spam)]));
  });

  it('learns nothing from 300 tokens on 2 addresses, and counts their searches per address', () => {
    const farm = daily({
      days: 30,
      perDay: 10,
      clicks: 2,
      clicked: 'h',
      user: (day, n) => `farm${(day * 10 + n) % 300}`,
      ip: (_, n) => `farm-ip-${n % 2}`,
    });
    const real = crowd('scarpe', 'a');
    expect(signalsOf([...real, ...farm])).toEqual(signalsOf([...real, ...searchesOf(farm)]));
    const gather = new LearningAccumulator(NOW);
    for (const event of searchesOf(farm)) gather.add(event);
    // Two addresses, three showings each over the window: the farm's 300 searches count as 6.
    expect(gather.finish().keys.get('scarpe')?.searches).toBe(2 * LEARNING_RULE.searchesPerPerson);
  });

  it('needs three distinct addresses, not only three tokens, before clicks count', () => {
    const base = crowd('scarpe', 'a');
    const shoppers = (ips: string[]) =>
      ips.flatMap((ip, n) =>
        searchAndClick({ query: 'scarpe', shown: SHOWN, clicked: 'h', user: `s${n}`, ip }),
      );
    const scoreOfH = (events: LearningEvent[]) =>
      new Map(signalsOf(events).queries.find(([key]) => key === 'scarpe')?.[1]).get('h') ?? 0;
    const twoAddresses = shoppers(['1.1.1.1', '1.1.1.1', '2.2.2.2']);
    expect(scoreOfH([...base, ...twoAddresses])).toBe(
      scoreOfH([...base, ...searchesOf(twoAddresses)]),
    );
    const threeAddresses = shoppers(['1.1.1.1', '2.2.2.2', '3.3.3.3']);
    expect(scoreOfH([...base, ...threeAddresses])).toBeGreaterThan(
      scoreOfH([...base, ...searchesOf(threeAddresses)]),
    );
  });

  it('lets three real shoppers on distinct addresses lift a product in its prior too', () => {
    const three = crowd('scarpe', 'h').slice(0, 6);
    const prior = (events: LearningEvent[]) => new Map(signalsOf(events).prior).get('h') ?? 0;
    expect(prior(three)).toBeGreaterThan(prior(searchesOf(three)));
    expect(prior(three.slice(0, 4))).toBe(prior(searchesOf(three.slice(0, 4))));
  });
});
