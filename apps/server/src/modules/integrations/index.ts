/**
 * The integrations module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/integrations/` imports only what this file exports.
 */
export {
  DEFAULT_SYNC_TIME,
  FIXED_FILE_CHECK_SECONDS,
  nextCheckAt,
  nextDailyAt,
} from './feed-schedule';
export { integrationsRoutes } from './integrations.routes';
export { IntegrationsService } from './integrations.service';
export { ShopFeedsRepository } from './shop-feeds.repository';
export type { DueFeed } from './shop-feeds.repository';
