/**
 * The algolia module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/algolia/` imports only what this file exports.
 */
export { AlgoliaService } from './algolia.service';
export type { AlgoliaCaller, SuggestionsSource } from './algolia.service';
export { createAlgoliaModule } from './algolia.module';
export type { AlgoliaModule } from './algolia.module';
