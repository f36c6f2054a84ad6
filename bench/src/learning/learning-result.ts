/** The figures `bench:learning` writes to bench/results/learning.json, and its targets. */
import type { AttackFigures } from './learning-adversary.js';
import type { AttackRow, AttackStep } from './learning-attack-measure.js';
import type { GroupFigures } from './learning-metrics.js';
import type { LearningTargets, LearningVerdict } from './learning-print.js';

export const LEARNING_TARGETS: LearningTargets = {
  gainWithHistory: 0.08,
  lossWithoutHistory: 0.005,
  adversarialShift: 1,
};

export interface LearningBenchResult {
  ndcgStatic: number;
  ndcgLearned: number;
  queriesWithHistory: GroupFigures;
  queriesWithoutHistory: GroupFigures;
  adversarialShift: number | null;
  /** Each attacked query's target: position before any traffic, with the attack, without it. */
  attacks: AttackRow[];
  /** The targets' positions after dropping each attacker group in turn (cumulative). */
  attackSteps: AttackStep[];
  /** How signals reached the index: the server's forced rebuild and the setup's switch. */
  learningPath: 'server';
  /** Queries with learned scores in the last build. */
  learnedQueries: number;
  days: number;
  learningDays: number;
  shoppersPerDay: number;
  products: number;
  queries: number;
  searches: number;
  events: number;
  eventsAccepted: number;
  adversary: AttackFigures;
  targets: LearningTargets;
  verdict: LearningVerdict;
  pass: boolean;
  seconds: number;
  loadAverage: number;
}
