import { z } from 'zod';

/**
 * Where learned ranking sits among the relevance rules (docs/product/learning.md#settings):
 * strong right after the words and typos matched, balanced after the text rules and before
 * popularity, gentle as a tie-break after popularity and availability.
 */
export const LEARNING_PLACEMENTS = ['after-typo', 'after-exactness', 'after-availability'] as const;
export type LearningPlacement = (typeof LEARNING_PLACEMENTS)[number];

/** Strength bounds, a percentage: 0 never decides, 100 tells the finest differences apart. */
export const LEARNING_STRENGTH_MIN = 0;
export const LEARNING_STRENGTH_MAX = 100;

/** The shop's learned-ranking switch, strength and placement (setup, search tab). */
export const learningSettingsSchema = z.object({
  enabled: z.boolean(),
  strength: z.number().int().min(LEARNING_STRENGTH_MIN).max(LEARNING_STRENGTH_MAX),
  placement: z.enum(LEARNING_PLACEMENTS),
});
export type LearningSettings = z.infer<typeof learningSettingsSchema>;

/** On for every shop that has not chosen: learning needs no work from the owner. */
export const DEFAULT_LEARNING_SETTINGS: LearningSettings = {
  enabled: true,
  strength: 50,
  placement: 'after-exactness',
};

/**
 * The learning settings in force: the setup's, or the defaults when it has none.
 * @example learningSettingsOf(undefined).enabled // true
 */
export function learningSettingsOf(value: LearningSettings | undefined): LearningSettings {
  return value ?? DEFAULT_LEARNING_SETTINGS;
}

/** What an explained hit learned from, over the learning window (the preview's explain). */
export const learnedEvidenceSchema = z.object({
  source: z.enum(['query', 'prior']),
  score: z.number().min(0).max(1),
  clicks: z.number().int().nonnegative(),
  carts: z.number().int().nonnegative(),
  purchases: z.number().int().nonnegative(),
  /** Days of events the signals were learned over. */
  days: z.number().int().positive(),
});
export type LearnedEvidence = z.infer<typeof learnedEvidenceSchema>;

/** Products compared in "what learning changed", per query. */
export const LEARNING_CHANGES_DEPTH = 5;
/** Top queries compared in "what learning changed". */
export const LEARNING_CHANGES_QUERIES = 10;

const changedProductSchema = z.object({ id: z.string(), title: z.string() });

/** `GET …/analytics/learning`: for the top queries, the first products without and with learning. */
export const learningChangesSchema = z.object({
  enabled: z.boolean(),
  /** When the signals in force were learned (epoch ms), null before the first rebuild. */
  builtAt: z.number().int().nullable(),
  queriesWithHistory: z.number().int().nonnegative(),
  queries: z.array(
    z.object({
      query: z.string(),
      searches: z.number().int().nonnegative(),
      before: z.array(changedProductSchema).max(LEARNING_CHANGES_DEPTH),
      after: z.array(changedProductSchema).max(LEARNING_CHANGES_DEPTH),
    }),
  ),
});
export type LearningChanges = z.infer<typeof learningChangesSchema>;
