/**
 * The learning module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/learning/` imports only what this file exports.
 */
export type { LearnedPayload, ProductEvidence } from './learned-payload';
export { LearningService } from './learning.service';
export type { LearningShop } from './learning.service';
