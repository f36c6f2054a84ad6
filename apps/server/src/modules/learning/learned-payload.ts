import type { LearnedSignals } from '@trova/engine';
import { z } from 'zod';

/** A product's counted events over the window: clicks, add-to-carts, purchases. */
export type ProductEvidence = readonly [
  productId: string,
  clicks: number,
  carts: number,
  purchases: number,
];

/**
 * One build of a shop's learned signals as stored in `learned_signals.payload` and held in memory
 * (docs/product/learning.md): the signals the engine ranks with, and the raw event counts behind
 * them, which the preview's explain shows ("learned from 40 clicks in 30 days"). Counts are of
 * events that counted (human, inside the window, within the per-person caps), not decayed.
 */
export interface LearnedPayload {
  /** Increases with each stored build of the shop; processes apply a build once. */
  version: number;
  /** When the build was made, epoch milliseconds. */
  builtAt: number;
  /** Days of events the build learned from (1..LEARNING_WINDOW_DAYS). */
  days: number;
  signals: LearnedSignals;
  /** Per query key (as in `signals.queries`), the counts behind each listed product. */
  evidence: ReadonlyArray<readonly [queryKey: string, products: readonly ProductEvidence[]]>;
  /** The counts behind each product of `signals.prior`, over every query and browsing. */
  priorEvidence: readonly ProductEvidence[];
}

const count = z.number().int().nonnegative();
const score = z.tuple([z.string(), z.number().min(0).max(1)]);
const evidence = z.tuple([z.string(), count, count, count]);

/** A build as stored: the payload without its version, which is the row's own column. */
export type LearnedBuild = Omit<LearnedPayload, 'version'>;

/** The stored JSON's shape; a row that does not match is treated as no signals. */
const buildSchema = z.object({
  builtAt: count,
  days: z.number().int().positive(),
  signals: z.object({
    queries: z.array(z.tuple([z.string(), z.array(score)])),
    prior: z.array(score),
    successful: z.array(z.tuple([z.string(), count])).optional(),
  }),
  evidence: z.array(z.tuple([z.string(), z.array(evidence)])),
  priorEvidence: z.array(evidence),
});

/**
 * Reads a stored build back as the payload of `version`; undefined for text that is not one (a
 * row written by a newer version with another shape, or damaged): the caller treats it as "no
 * signals".
 * @example decodePayload(encodeBuild(build), 3)?.version // 3
 */
export function decodePayload(text: string, version: number): LearnedPayload | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = buildSchema.safeParse(value);
  return parsed.success ? { ...parsed.data, version } : undefined;
}

/**
 * The stored text of a build (any `version` field is left out: the row's column says it).
 * @example encodeBuild(build).startsWith('{"builtAt":') // true
 */
export function encodeBuild(build: LearnedBuild): string {
  const { builtAt, days, signals, evidence, priorEvidence } = build;
  return JSON.stringify({ builtAt, days, signals, evidence, priorEvidence });
}
