import { loadavg } from 'node:os';
import { generateCatalogue, rng } from '../engine/catalogue.js';
import { pushCatalogue } from '../search/search-catalogue.js';
import { writeResults } from '../support/results.js';
import { attackDay, type AttackFigures } from './learning-adversary.js';
import { chooseAttacks, scoreQueries, topTens } from './learning-evaluate.js';
import { measureAttack, rankingsOf } from './learning-attack-measure.js';
import { groupFigures } from './learning-metrics.js';
import { learningTable, learningVerdict } from './learning-print.js';
import { LEARNING_TARGETS, type LearningBenchResult } from './learning-result.js';
import { buildQuerySet, productTerms } from './learning-queries.js';
import {
  benchClock,
  rebuildOnServer,
  setLearning,
  startLearningServer,
} from './learning-server.js';
import { daySessions, evaluationSearches, hiddenGrade } from './learning-shoppers.js';
import { runSession } from './learning-traffic.js';

export interface LearningBenchOptions {
  /** Simulated days; default 60. The last 15 are evaluated. */
  days?: number;
  /** Shoppers' visits a day; default 400. */
  shoppers?: number;
  /** Products; default 3,000. */
  products?: number;
  /** Distinct queries; default 400. */
  queries?: number;
  seed?: number;
  /** Adversarial traffic during learning; default true. */
  adversarial?: boolean;
  out?: string | null;
  log?: (line: string) => void;
}

const EVALUATION_DAYS = 15;
const PAGE_SIZE = 12;
const DAY_MS = 86_400_000;
/** Day 1 of the simulation, 00:00 UTC. */
const START = Date.UTC(2026, 0, 5);

/**
 * `npm run bench:learning` (docs/benchmarks.md, "Learned ranking"): simulated shoppers with
 * hidden preferences search a generated shop through the real app's search and events calls for
 * `days` days, with the rollup and the learning rebuild after each of the first `days - 15`; then
 * the last 15 days' searches are scored, nDCG@10 against the hidden preferences, with learning on
 * and off (the setup's switch, same index), split by whether the query was searched before.
 */
export async function runLearningBench(
  options: LearningBenchOptions = {},
): Promise<LearningBenchResult> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => console.log(line));
  const days = options.days ?? 60;
  const learningDays = days - EVALUATION_DAYS;
  const perDay = options.shoppers ?? 400;
  const seed = options.seed ?? 1;
  const productCount = options.products ?? 3000;
  const catalogue = generateCatalogue(productCount);
  const terms = new Map(catalogue.map((product) => [product.id, productTerms(product)]));
  const prices = new Map(catalogue.map((product) => [product.id, product.price]));
  const queries = buildQuerySet([...terms.values()], {
    queries: options.queries ?? 400,
    evaluationStart: learningDays + 1,
    days,
    seed,
  });
  const byText = new Map(queries.map((query) => [query.text, query]));
  const gradeOf = (text: string, id: string): number => {
    const query = byText.get(text);
    const product = terms.get(id);
    return query && product ? hiddenGrade(query, product, seed) : 0;
  };
  const clock = benchClock(START - DAY_MS);
  const server = await startLearningServer(pushCatalogue(productCount), clock);
  const elapsed = (): string => `${Math.round((performance.now() - started) / 100) / 10} s`;
  log(`  shop of ${productCount} products indexed: ${elapsed()}`);
  try {
    const adversarial = options.adversarial ?? true;
    const attacks = adversarial ? await chooseAttacks(server, queries, gradeOf, 3) : [];
    const before = await rankingsOf(server, attacks);
    const random = rng(seed * 7919);
    const history = new Set<string>();
    const totals = { searches: 0, events: 0, accepted: 0 };
    const adversary: AttackFigures = { searches: 0, events: 0, accepted: 0 };
    const attackFrom = Math.max(1, learningDays - 30);
    let learnedQueries = 0;
    // Signals reach the index as in production: the rollup, the server's forced
    // `learning.rebuild` job, and the setup's switch.
    const rebuild = rebuildOnServer;
    for (let day = 1; day <= learningDays; day++) {
      const dayStart = START + (day - 1) * DAY_MS;
      for (const session of daySessions(queries, day, { perDay, seed })) {
        history.add(session.query.text);
        const outcome = await runSession(
          server,
          session,
          dayStart,
          PAGE_SIZE,
          gradeOf,
          (id) => prices.get(id) ?? 1,
          random,
        );
        totals.searches += outcome.searches;
        totals.events += outcome.events;
        totals.accepted += outcome.accepted;
      }
      if (adversarial && day >= attackFrom) {
        await attackDay(
          server,
          attacks,
          dayStart,
          learningDays - attackFrom + 1,
          day - attackFrom,
          adversary,
        );
      }
      clock.set(dayStart + DAY_MS - 60_000);
      learnedQueries = await rebuild(server);
      if (day % 5 === 0)
        log(`  day ${day}: ${totals.searches} searches, ${totals.accepted} events: ${elapsed()}`);
    }
    clock.set(START + learningDays * DAY_MS + 3_600_000);
    const evaluated = evaluationSearches(queries, learningDays, days, perDay, seed);
    const distinct = [...new Set(evaluated)];
    const withAttack = await rankingsOf(server, attacks);
    const learnedTops = await topTens(server, distinct);
    const measured = adversarial
      ? await measureAttack(server, attacks, before, withAttack, rebuild)
      : { shift: null, rows: [], steps: [] };
    await setLearning(server, false);
    const scores = await scoreQueries(
      server,
      distinct,
      learnedTops,
      (q, candidates) => new Map(candidates.map((id) => [id, gradeOf(q, id)])),
    );
    const withHistory = groupFigures(
      evaluated.filter((q) => history.has(q)),
      scores,
    );
    const withoutHistory = groupFigures(
      evaluated.filter((q) => !history.has(q)),
      scores,
    );
    const verdict = learningVerdict(withHistory, withoutHistory, measured.shift, LEARNING_TARGETS);
    const result: LearningBenchResult = {
      ndcgStatic: withHistory.ndcgStatic,
      ndcgLearned: withHistory.ndcgLearned,
      queriesWithHistory: withHistory,
      queriesWithoutHistory: withoutHistory,
      adversarialShift: measured.shift,
      attacks: measured.rows,
      attackSteps: measured.steps,
      learningPath: 'server',
      learnedQueries,
      days,
      learningDays,
      shoppersPerDay: perDay,
      products: productCount,
      queries: queries.length,
      ...totals,
      eventsAccepted: totals.accepted,
      adversary,
      targets: LEARNING_TARGETS,
      verdict,
      pass: verdict.gainWithHistory && verdict.lossWithoutHistory && verdict.adversarialShift,
      seconds: Math.round((performance.now() - started) / 1000),
      loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
    };
    const title = `${productCount.toLocaleString('en-US')} products, ${perDay} visits a day, ${learningDays} days learned, ${EVALUATION_DAYS} evaluated`;
    log(
      learningTable(title, withHistory, withoutHistory, measured.shift, LEARNING_TARGETS, verdict),
    );
    log(
      `  ${result.pass ? 'PASS' : 'FAIL'}; ${learnedQueries} queries learned (path ${result.learningPath}); ${result.seconds} s, load average ${result.loadAverage}`,
    );
    writeResults('learning', options.out, result);
    return result;
  } finally {
    await server.close();
  }
}
