import type { LearnedEvidence } from '@trova/contracts';
import type { HitExplanation } from '@trova/engine';

/** What the engine says a hit ranked with: the learned score and where it came from. */
export type LearnedScore = NonNullable<HitExplanation['learned']>;

/**
 * A shop's evidence for one explained hit: the engine's learned score with the clicks, carts and
 * purchases it was learned from (docs/product/search-api.md#explain). Undefined when the shop's
 * learned signals say nothing of the product.
 */
export type LearnedEvidenceLookup = (
  learned: LearnedScore,
  productId: string,
) => LearnedEvidence | undefined;

/**
 * The evidence behind each shop's learned ranking, for the preview's explain. Declared here and
 * implemented by the learning module, which sits above search in the module order
 * (docs/architecture.md, "Module boundaries") because it applies its signals to search's live
 * indexes; its assembler connects it.
 *
 * @example
 * const lookup = await learned.evidenceOf('s1');
 * lookup?.({ source: 'query', key: 'scarpa', score: 0.4 }, 'p1'); // { source: 'query', score: 0.4, clicks: 12, … }
 */
export interface LearnedEvidenceSource {
  /** The shop's lookup, or undefined before its signals were first learned. */
  evidenceOf(shopId: string): Promise<LearnedEvidenceLookup | undefined>;
}
