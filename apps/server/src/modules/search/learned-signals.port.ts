import type { LearnedSignals } from '@trova/engine';

/**
 * A shop's learned signals for each new index of the shop (docs/product/learning.md): the engine
 * does not store them with an index, so a build, a restore or a reload applies them before the
 * index goes live. Declared here and implemented by the learning module, which sits above search
 * in the module order (docs/architecture.md, "Module boundaries"); its assembler connects it.
 *
 * @example
 * await learned.load(shop.id); // before the swap's last await
 * index.setLearnedSignals(learned.signalsOf(shop.id)); // just before the swap
 */
export interface LearnedSignalsSource {
  /** Reads the shop's stored signals into memory, once; later builds are given to it. */
  load(shopId: string): Promise<void>;
  /** The signals in force for the shop, at once; null without any. */
  signalsOf(shopId: string): LearnedSignals | null;
  /** Drops a deleted shop's signals held in memory (its stored row goes with the shop). */
  forget(shopId: string): void;
}
