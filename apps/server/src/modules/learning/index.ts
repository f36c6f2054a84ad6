/**
 * The learning module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/learning/` imports only what this file exports.
 */
export type { LearnedPayload, ProductEvidence } from './learned-payload';
export { LearningService } from './learning.service';
export type { LearningShop } from './learning.service';
export { createLearningModule } from './learning.module';
export type { LearningModule } from './learning.module';
export { LEARNING_REBUILD_EVERY_MS } from './learning.service';
export type { RebuildOutcome } from './learning.service';
export { DAY_MS, LEARNING_EVENT_KINDS, LEARNING_RULE, LEARNING_WINDOW_DAYS } from './learning-rule';
export type { LearningEvent, LearningRule } from './learning-rule';
export { learnSignals } from './learning-signals';
