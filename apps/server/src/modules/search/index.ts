/**
 * The search module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/search/` imports only what this file exports.
 */
export { applyDelta } from './index-delta';
export { IndexOptimizer } from './index-optimizer';
export { IndexRegistry } from './index-registry';
export type { ShopIndex } from './index-registry';
export { IndexSnapshotService } from './index-snapshot.service';
export { IndexSnapshotStore } from './index-snapshot.store';
export { IndexingService } from './indexing.service';
export { SearchCache } from './search-cache';
export { toEngineFilters } from './search-engine-query';
export { toResponse } from './search-response.mapper';
export { searchRoutes } from './search.routes';
export { SearchService } from './search.service';
export type { LearnedSignalsSource } from './learned-signals.port';
export type { ProtocolAnswer, ProtocolSearch } from './search-protocol';
export type { SearchEffect, SearchRules } from './search-rules.port';
export type {
  LearnedEvidenceLookup,
  LearnedEvidenceSource,
  LearnedScore,
} from './learned-evidence.port';
export { allowedOriginSet, excludedIpSet, resultFieldsOf } from './shop-engine-schema';
export { createSearchModule } from './search.module';
export type { SearchModule } from './search.module';
