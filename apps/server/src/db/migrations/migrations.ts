import type { Migration } from 'kysely';
import * as systemSettings from './0001-system-settings.migration';
import * as accounts from './0002-accounts.migration';
import * as notifications from './0003-notifications.migration';
import * as shops from './0004-shops.migration';
import * as catalogue from './0005-catalogue.migration';
import * as syncJobs from './0006-sync-jobs.migration';
import * as shopUploads from './0007-shop-uploads.migration';
import * as catalogueVersion from './0008-catalogue-version.migration';
import * as jobs from './0009-jobs.migration';
import * as shopConfiguration from './0010-shop-configuration.migration';
import * as events from './0011-events.migration';
import * as analyticsRollups from './0012-analytics-rollups.migration';
import * as marketPrices from './0013-market-prices.migration';
import * as analyticsIndexes from './0015-analytics-indexes.migration';
import * as analyticsBenchIndexes from './0016-analytics-bench-indexes.migration';
import * as analyticsRankBlocks from './0017-analytics-rank-blocks.migration';
import * as visualMachine from './0018-visual-machine.migration';
import * as billing from './0030-billing.migration';
import * as billingProviderRefs from './0031-billing-provider-refs.migration';
import * as rateLimitWindows from './0040-rate-limit-windows.migration';
import * as indexChanges from './0041-index-changes.migration';
import * as billingRetiredUsage from './0042-billing-retired-usage.migration';
import * as analyticsRollupMarks from './0047-analytics-rollup-marks.migration';
import * as jobsRunningShop from './0049-jobs-running-shop.migration';
import * as shopFeedSyncError from './0050-shop-feed-sync-error.migration';
import * as querySuggestions from './0052-query-suggestions.migration';
import * as shopPlatforms from './0053-shop-platforms.migration';
import * as shopifyOAuthStates from './0054-shopify-oauth-states.migration';
import * as storedenInstalls from './0055-storeden-installs.migration';
import * as wooCommerceGrants from './0056-woocommerce-grants.migration';
import * as learnedSignals from './0057-learned-signals.migration';

/**
 * Every migration, in order. Names are permanent once released: Kysely records them in
 * `kysely_migration` and refuses to run when a recorded one is missing.
 */
export const migrations: Record<string, Migration> = {
  '0001-system-settings': systemSettings,
  '0002-accounts': accounts,
  '0003-notifications': notifications,
  '0004-shops': shops,
  '0005-catalogue': catalogue,
  '0006-sync-jobs': syncJobs,
  '0007-shop-uploads': shopUploads,
  '0008-catalogue-version': catalogueVersion,
  '0009-jobs': jobs,
  '0010-shop-configuration': shopConfiguration,
  '0011-events': events,
  '0012-analytics-rollups': analyticsRollups,
  '0013-market-prices': marketPrices,
  '0015-analytics-indexes': analyticsIndexes,
  '0016-analytics-bench-indexes': analyticsBenchIndexes,
  '0017-analytics-rank-blocks': analyticsRankBlocks,
  '0018-visual-machine': visualMachine,
  '0030-billing': billing,
  '0031-billing-provider-refs': billingProviderRefs,
  '0040-rate-limit-windows': rateLimitWindows,
  '0041-index-changes': indexChanges,
  '0042-billing-retired-usage': billingRetiredUsage,
  '0047-analytics-rollup-marks': analyticsRollupMarks,
  '0049-jobs-running-shop': jobsRunningShop,
  '0050-shop-feed-sync-error': shopFeedSyncError,
  '0052-query-suggestions': querySuggestions,
  '0053-shop-platforms': shopPlatforms,
  '0054-shopify-oauth-states': shopifyOAuthStates,
  '0055-storeden-installs': storedenInstalls,
  '0056-woocommerce-grants': wooCommerceGrants,
  '0057-learned-signals': learnedSignals,
};
