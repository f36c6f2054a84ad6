/**
 * The analytics module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/analytics/` imports only what this file exports.
 */
export { createAnalyticsModule } from './analytics.module';
export type { AnalyticsModule } from './analytics.module';
export { AnalyticsDetailRepository } from './analytics-detail.repository';
export type { AnalyticsReads } from './analytics-reads';
export { AnalyticsRollupRepository } from './analytics-rollup.repository';
export { AnalyticsRollupService } from './analytics-rollup.service';
export type { AnalyticsScope } from './analytics-scope';
export { AnalyticsRepository } from './analytics.repository';
export { AnalyticsService } from './analytics.service';
export { BillingCountRepository } from './billing-count.repository';
export type { DayIntents } from './billing-count.repository';
export { BillingCountService } from './billing-count.service';
export { catalogueLookup } from './catalogue-facts';
export type { CatalogueFacts } from './catalogue-facts';
export { QuerySuggestionsService } from './query-suggestions.service';
export type {
  SuggestionHit,
  SuggestionHitCounter,
  SuggestionsAnswer,
  SuggestionsParams,
} from './query-suggestions.service';
export { RankBlocksRepository, writeRankDay } from './rank-blocks.repository';
export { BLOCK_COUNTS } from './rank-blocks';
export { RollupDeltaRepository } from './rollup-delta.repository';
export { ROLLUP_TABLES } from './rollup-tables';
