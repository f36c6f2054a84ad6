import { describe, expect, it } from 'vitest';
import { LearningAccumulator } from './learning-accumulator';
import { learningEvent, NOW, searchAndClick } from './learning-events.test-support';
import { DAY_MS, LEARNING_RULE, type LearningEvent } from './learning-rule';
import { learnSignals } from './learning-signals';

const SHOWN = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/** Five shoppers who search `query` and click `clicked`. */
function crowd(query: string, clicked: string, from = 0): LearningEvent[] {
  return Array.from({ length: 5 }, (_, at) =>
    searchAndClick({ query, shown: SHOWN, clicked, user: `u${from + at}` }),
  ).flat();
}

const scoresOf = (events: LearningEvent[], key: string) =>
  new Map(learnSignals(events, { now: NOW }).signals.queries.find(([k]) => k === key)?.[1]);

describe('learnSignals', () => {
  it('lifts a product clicked at a deep position for that query, and only there', () => {
    const events = [...crowd('Scarpe Rosse', 'h'), ...crowd('borsa', 'a', 10)];
    const scarpe = scoresOf(events, 'scarpe rosse');
    expect(scarpe.get('h')).toBeGreaterThan(scarpe.get('a') ?? 1);
    const borsa = scoresOf(events, 'borsa');
    expect(borsa.get('a')).toBeGreaterThan(borsa.get('h') ?? 1);
  });

  it('counts a click at position 8 for more than one at position 1', () => {
    const deep = scoresOf(crowd('scarpe', 'h'), 'scarpe').get('h') ?? 0;
    const top = scoresOf(crowd('scarpe', 'a'), 'scarpe').get('a') ?? 0;
    expect(deep).toBeGreaterThan(top);
  });

  it('learns nothing from bot, excluded-IP, preview and unverified events', () => {
    const human = crowd('scarpe', 'h');
    const flagged = ['bot', 'excluded-ip', 'preview', 'unverified'].flatMap((flag, at) =>
      Array.from({ length: 20 }, (_, n) =>
        searchAndClick({ query: 'scarpe', shown: SHOWN, clicked: 'b', user: `x${at}-${n}`, flag }),
      ).flat(),
    );
    expect(learnSignals([...human, ...flagged], { now: NOW })).toEqual(
      learnSignals(human, { now: NOW }),
    );
  });

  it('needs three distinct shoppers before a query gets scores', () => {
    const two = crowd('scarpe', 'h').slice(0, 4);
    expect(learnSignals(two, { now: NOW }).signals.queries).toEqual([]);
    expect(
      learnSignals(crowd('scarpe', 'h').slice(0, 6), { now: NOW }).signals.queries,
    ).toHaveLength(1);
  });

  it('reads only the window, and an event 14 days old weighs half', () => {
    const old = searchAndClick({
      query: 'scarpe',
      shown: SHOWN,
      clicked: 'h',
      user: 'u1',
      at: NOW - 61 * DAY_MS,
    });
    expect(learnSignals(old, { now: NOW }).priorEvidence).toEqual([]);
    const gather = new LearningAccumulator(NOW);
    const at = NOW - 14 * DAY_MS;
    for (const event of searchAndClick({ query: 's', shown: ['a'], clicked: 'a', user: 'u', at })) {
      gather.add(event);
    }
    const prior = gather.finish().prior.get('a');
    expect(prior?.examined).toBeCloseTo(0.5, 3);
    expect(prior?.attraction).toBeCloseTo(0.5, 3);
  });

  it('weighs a cart twice and a purchase four times a click', () => {
    const kinds = ['click', 'add-to-cart', 'purchase'].map((kind) => {
      const gather = new LearningAccumulator(NOW);
      for (const event of searchAndClick({
        query: 's',
        shown: ['a'],
        clicked: 'a',
        kind,
        user: 'u',
      })) {
        gather.add(event);
      }
      return gather.finish().prior.get('a')?.attraction ?? 0;
    });
    expect(kinds[1]! / kinds[0]!).toBeCloseTo(2, 6);
    expect(kinds[2]! / kinds[0]!).toBeCloseTo(4, 6);
  });

  it('counts a click sent before its search (a client clock behind) and one past the shown list', () => {
    const [search, click] = searchAndClick({
      query: 'scarpe',
      shown: SHOWN,
      clicked: 'h',
      user: 'u',
    });
    const early = { ...click!, at: search!.at - 600_000 };
    const deep = learningEvent({
      kind: 'click',
      queryId: search!.queryId,
      objectIds: ['z'],
      positions: [30],
      userToken: 'u',
    });
    const gather = new LearningAccumulator(NOW);
    for (const event of [early, search!, deep]) gather.add(event);
    const prior = gather.finish().prior;
    expect([prior.get('h')?.clicks, prior.get('z')?.clicks]).toEqual([1, 1]);
    expect(prior.get('z')?.examined).toBeCloseTo(1 / 30 ** 0.8, 3);
  });

  it('lists successful queries with their searches that had a click, cart or purchase', () => {
    const events = [
      ...crowd('scarpe', 'h'),
      ...searchAndClick({ query: 'scarpe', shown: SHOWN, user: 'v' }),
    ];
    expect(learnSignals(events, { now: NOW }).signals.successful).toEqual([['scarpe', 5]]);
  });

  it('keeps the most searched queries and the best known products of each', () => {
    const rule = { ...LEARNING_RULE, maxQueries: 1, productsPerQuery: 2 };
    const events = [
      ...crowd('scarpe', 'h'),
      ...crowd('scarpe', 'h', 5),
      ...crowd('borsa', 'a', 20),
    ];
    const build = learnSignals(events, { now: NOW, rule });
    expect(build.signals.queries.map(([key, scores]) => [key, scores.length])).toEqual([
      ['scarpe', 2],
    ]);
    expect(build.evidence[0]?.[1].map(([id]) => id).sort()).toEqual(['a', 'h']);
    expect(build.days).toBe(1);
  });
});
