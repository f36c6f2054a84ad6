import type { Generated } from 'kysely';

/**
 * The Kysely view of every table. Column conventions that keep both dialects identical:
 * timestamps are epoch seconds in `bigint` columns (parsed to numbers), booleans are 0/1 integers,
 * JSON documents are `text`.
 */
export interface Database {
  system_settings: SystemSettingsTable;
  customers: CustomersTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_recoveries: OneTimeCodesTable;
  admin_login_tokens: OneTimeCodesTable;
  notifications: NotificationsTable;
  shops: ShopsTable;
  shop_configurations: ShopConfigurationsTable;
  shop_configuration_revisions: ShopConfigurationRevisionsTable;
  shop_runtime: ShopRuntimeTable;
  products: ProductsTable;
  shop_request_counts: ShopRequestCountsTable;
  jobs: JobsTable;
  shop_feeds: ShopFeedsTable;
  shop_platforms: ShopPlatformsTable;
  platform_deliveries: PlatformDeliveriesTable;
  shopify_oauth_states: ShopifyOAuthStatesTable;
  woocommerce_grants: WooCommerceGrantsTable;
  storeden_installs: StoredenInstallsTable;
  product_staging: ProductStagingTable;
  events: EventsTable;
  analytics_dirty_days: AnalyticsDirtyDaysTable;
  query_suggestions: QuerySuggestionsTable;
  query_suggestion_builds: QuerySuggestionBuildsTable;
  analytics_day_marks: AnalyticsDayMarksTable;
  analytics_days: AnalyticsDaysTable;
  analytics_query_days: AnalyticsQueryDaysTable;
  analytics_terms: AnalyticsTermsTable;
  analytics_term_counters: AnalyticsTermCountersTable;
  analytics_rank_blocks: AnalyticsRankBlocksTable;
  analytics_query_product_days: AnalyticsQueryProductDaysTable;
  analytics_position_days: AnalyticsPositionDaysTable;
  analytics_filter_days: AnalyticsFilterDaysTable;
  analytics_sort_days: AnalyticsSortDaysTable;
  vm_items: VmItemsTable;
  vm_settings: VmSettingsTable;
  market_price_sharing: MarketPriceSharingTable;
  competitor_feeds: CompetitorFeedsTable;
  competitor_prices: CompetitorPricesTable;
  billing_subscriptions: BillingSubscriptionsTable;
  billing_invoice_numbers: BillingInvoiceNumbersTable;
  billing_invoices: BillingInvoicesTable;
  billing_invoice_lines: BillingInvoiceLinesTable;
  billing_invoice_documents: BillingInvoiceDocumentsTable;
  billing_payment_events: BillingPaymentEventsTable;
  billing_overage_blocks: BillingOverageBlocksTable;
  billing_provider_refs: BillingProviderRefsTable;
  billing_retired_usage: BillingRetiredUsageTable;
  rate_limit_windows: RateLimitWindowsTable;
  index_changes: IndexChangesTable;
  learned_signals: LearnedSignalsTable;
}

export interface SystemSettingsTable {
  key: string;
  value: string;
  updated_at: number;
}

/** A customer is the billing account; billing fields default to empty strings. */
export interface CustomersTable {
  id: string;
  email: string;
  api_key: string;
  /** SHA-256 of the key mailed in the activation link; kept so a repeated activation still answers OK. */
  activation_key_hash: string;
  activated_at: number | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  company_name: Generated<string>;
  address: Generated<string>;
  billing_email: Generated<string>;
  city: Generated<string>;
  vat: Generated<string>;
  country: Generated<string>;
  state: Generated<string>;
  zip: Generated<string>;
  sdi: Generated<string>;
  pec: Generated<string>;
  is_deactivating: Generated<number>;
  reseller_code: string | null;
  created_at: number;
}

export interface UsersTable {
  id: string;
  customer_id: string;
  email: string;
  /** argon2id encoded hash; never leaves the repository layer. */
  password_hash: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  phone: Generated<string>;
  language_iso: string;
  company_name: Generated<string>;
  created_at: number;
}

/** One row a session token; the token's `jti` is the id. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** Password recovery codes and operator login tokens: stored as SHA-256, single use, expiring. */
export interface OneTimeCodesTable {
  code_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface NotificationsTable {
  id: string;
  customer_id: string;
  code: string;
  created_at: number;
  read_at: number | null;
  /** JSON object. */
  payload: string;
  /** JSON object or null. */
  detail: string | null;
}

/** A shop's identity, platform and publishing; configuration and runtime state live apart. */
export interface ShopsTable {
  id: string;
  customer_id: string;
  key: string;
  url: string;
  sector: string | null;
  cms_type: string;
  cms_version: string | null;
  /** JSON object. */
  cms_data: Generated<string>;
  is_active: Generated<number>;
  language_iso: string;
  /** JSON arrays of strings. */
  editable_widgets: Generated<string>;
  configurable_attributes: Generated<string>;
  created_at: number;
}

/**
 * What the owner configures (docs/product/configuration-history.md), one JSON text a section, null
 * until first saved. `revision` is the number of the revision the row holds (0: never saved); a
 * save writes the row only while it still holds the revision the save started from.
 */
export interface ShopConfigurationsTable {
  shop_id: string;
  setup: string | null;
  fine_tuning: string | null;
  layout: string | null;
  /** `{ filter: { value: translation } }` from the SEO CSV. */
  seo_translations: string | null;
  /** `{ facet: label }` from the labels CSV. */
  facet_labels: string | null;
  revision: Generated<number>;
  updated_at: number;
}

/** Every save of a shop's configuration, numbered from 1 per shop. */
export interface ShopConfigurationRevisionsTable {
  shop_id: string;
  revision: number;
  created_at: number;
  /** wizard | save | upload | rollback. */
  origin: string;
  /** JSON array of section names. */
  sections: string;
  restored_from: number | null;
  author: string | null;
  /** JSON array of changes against the revision before (capped). */
  changes: string;
  change_count: number;
  /** JSON object of the configuration columns' texts after the save (see ConfigurationColumns). */
  configuration: string;
}

/**
 * What the server's own work changes about a shop. A missing row reads as the defaults (nothing
 * synced, indexed or counted yet), so a shop needs no row until something happens to it.
 */
export interface ShopRuntimeTable {
  shop_id: string;
  is_indexing: Generated<number>;
  skus: Generated<number>;
  last_sync_start_time: number | null;
  last_index_start_time: number | null;
  last_index_end_time: number | null;
  /** Bumped in every transaction that changes the shop's products (stored index fingerprints). */
  catalogue_version: Generated<number>;
}

/** One catalogue product of a shop; `data` is the CatalogueProduct as JSON. */
export interface ProductsTable {
  shop_id: string;
  product_id: string;
  data: string;
  updated_at: number;
  /** The product's GTIN normalised to 14 digits (`normaliseGtin`), null without a valid one. */
  gtin: Generated<string | null>;
}

/** Searches a shop answered in one UTC month ('YYYY-MM'): the 'requests' billing meters. */
export interface ShopRequestCountsTable {
  shop_id: string;
  month: string;
  count: number;
}

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/**
 * One run of a typed background job (`modules/jobs`). `attempt` counts the runs started. While
 * `running`, the job belongs to the worker in `locked_by` as long as it refreshes `heartbeat_at`;
 * at most one job a `concurrency_key` is running (partial unique index). `shop_id` is set for jobs
 * about one shop, so they go with it.
 */
export interface JobsTable {
  id: string;
  name: string;
  /** JSON object, parsed by the job definition's schema before each run. */
  payload: string;
  concurrency_key: string;
  status: JobStatus;
  attempt: Generated<number>;
  run_after: number;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  heartbeat_at: number | null;
  locked_by: string | null;
  error_code: string | null;
  error_message: string | null;
  /** JSON object or null. */
  result: string | null;
  shop_id: string | null;
}

/**
 * Feed settings of a Google Shopping shop (the URL itself is `cms_data.feedUrl`). `last_modified`
 * set means a fixed file, re-synced when it changes; otherwise a daily sync at `sync_time`.
 */
export interface ShopFeedsTable {
  shop_id: string;
  /** 'HH:MM', server local time. */
  sync_time: string;
  last_modified: string | null;
  /** Epoch seconds of the next scheduled sync (daily) or Last-Modified check (fixed file). */
  next_check_at: number;
  synced_once: Generated<number>;
  /** JSON `{ code, message, at }` of the latest sync when it failed for good; null once one succeeds. */
  last_error: Generated<string | null>;
}

/**
 * A shop whose catalogue Trova reads from its platform's API (docs/product/catalogue.md,
 * "Platforms"). Times are epoch seconds.
 */
export interface ShopPlatformsTable {
  shop_id: string;
  platform: string;
  /** JSON of the platform's credentials, `{ platform, … }`. */
  credentials: string;
  /** The store as the platform's webhooks name it (Shopify's host); null when none is needed. */
  store_key: string | null;
  /** JSON array of the webhook ids Trova registered. */
  webhook_ids: Generated<string>;
  webhook_secret: string | null;
  /** Epoch seconds the latest poll's changes reach; null before the first import. */
  cursor: number | null;
  next_poll_at: number | null;
  next_full_at: number | null;
  /** Products read so far by the import under way; null when none runs. */
  import_read: number | null;
  /** Products the platform said it has, when it said, for the import under way. */
  import_total: number | null;
  synced_once: Generated<number>;
  /** JSON `{ code, message, at }` of the latest import when it failed for good. */
  last_error: string | null;
  created_at: number;
}

/** Webhook deliveries already taken, so a redelivery is queued once. */
export interface PlatformDeliveriesTable {
  platform: string;
  delivery_id: string;
  received_at: number;
}

/**
 * A Shopify app install under way: the one-time `state` sent to Shopify's authorisation page,
 * bound to the customer who started it and the store they named. Times are epoch seconds.
 */
export interface ShopifyOAuthStatesTable {
  state: string;
  customer_id: string;
  /** The `x.myshopify.com` host the owner named; the callback must come back for the same one. */
  host: string;
  language_iso: string;
  expires_at: number;
}

/**
 * A Storeden app install waiting for its owner: the key pair Storeden posted (checked against its
 * API), held under a random one-time claim token. Times are epoch seconds.
 */
export interface StoredenInstallsTable {
  claim: string;
  /** Storeden's store id (24 hex), as posted. */
  instance: string;
  api_key: string;
  exchange: string;
  store_name: string | null;
  expires_at: number;
}

/**
 * A WooCommerce key grant: the one-time `nonce` (WooCommerce's `user_id`), bound to the customer
 * who started it. `status`: 'pending' until the store posts keys, 'received' while they are
 * checked, then 'connected' (`shop_id`) or 'failed' (`code`). Times are epoch seconds.
 */
export interface WooCommerceGrantsTable {
  nonce: string;
  customer_id: string;
  store_url: string;
  shop_url: string;
  language_iso: string;
  status: string;
  shop_id: string | null;
  code: string | null;
  expires_at: number;
}

/** Products of a sync in progress; they replace the shop's catalogue only when the feed is read. */
export interface ProductStagingTable {
  shop_id: string;
  product_id: string;
  data: string;
  gtin: Generated<string | null>;
}

/**
 * The shoppers' event log (docs/product/analytics.md#events). Lists (object ids, positions, prices,
 * quantities) are JSON arrays in `text`; money is stored as the storefront sent it, a number in
 * `currency`, never converted. `occurred_at` and `received_at` are epoch milliseconds.
 */
export interface EventsTable {
  id: string;
  shop_id: string;
  kind: string;
  user_token: string;
  query_id: string | null;
  query: string | null;
  /** Search events: how many products the search found. */
  result_count: number | null;
  object_ids: string | null;
  positions: string | null;
  prices: string | null;
  quantities: string | null;
  value: number | null;
  currency: string | null;
  device: string | null;
  occurred_at: number;
  received_at: number;
  ip: string;
  user_agent: string;
  /** 'human' | 'bot' | 'excluded-ip' | 'preview' | 'unverified': events are flagged, never dropped. */
  flag: string;
  /** Search events: the applied filters, a JSON array of `facet:value` strings. */
  filters: string | null;
  /** Search events: the sort key asked for, null for relevance. */
  sort: string | null;
}

/** One query suggestion of a shop, as its last daily build stored it. */
export interface QuerySuggestionsTable {
  shop_id: string;
  query: string;
  popularity: number;
  nb_hits: number;
}

/** When a shop's query suggestions were last built (epoch seconds). */
export interface QuerySuggestionBuildsTable {
  shop_id: string;
  built_at: number;
}

/** A shop's UTC day (days since the epoch) whose raw events changed since it was rolled up. */
export interface AnalyticsDirtyDaysTable {
  shop_id: string;
  day: number;
  marked_at: number;
}

/**
 * How far a shop's rolled-up day has counted the event log: every event of the day up to
 * `rolled_to` in the log's insertion order (its `rowid`), and none after it.
 */
export interface AnalyticsDayMarksTable {
  shop_id: string;
  day: number;
  rolled_to: number;
}

/**
 * Daily rollups (docs/product/analytics.md#rollups): human events only, one row per shop, UTC day
 * (days since the epoch), device ('desktop' | 'mobile') and key. Counts are integers;
 * `position_sum` over `impressions` is the average 1-based position.
 */
interface RollupKey {
  shop_id: string;
  day: number;
  device: string;
}
type Counts<Names extends string> = Record<Names, Generated<number>>;

export type AnalyticsDaysTable = RollupKey &
  Counts<
    | 'visitors'
    | 'searching_visitors'
    | 'searches'
    | 'intents'
    | 'intents_with_results'
    | 'intents_with_clicks'
    | 'intents_with_conversions'
    | 'clicks'
    | 'add_to_carts'
    | 'purchases'
    | 'conversions'
    | 'revenue_cents'
    | 'flagged_searches'
  >;
export type AnalyticsQueryDaysTable = RollupKey & { query: string } & Counts<
    'searches' | 'intents' | 'no_result_intents' | 'intents_with_clicks' | 'clicks' | 'conversions'
  >;
/** A query or product of one shop's analytics, as a small per-shop integer (rank blocks use it). */
export interface AnalyticsTermsTable {
  shop_id: string;
  kind: string;
  term_id: number;
  term: string;
}
/** The next free term id of a shop and kind; its row is also the lock of that shop's rank blocks. */
export interface AnalyticsTermCountersTable {
  shop_id: string;
  kind: string;
  next_id: number;
}
/** One rank block (modules/analytics/rank-blocks.ts): per term id, its counts over the span. */
export interface AnalyticsRankBlocksTable {
  shop_id: string;
  kind: string;
  span: number;
  start_day: number;
  device: string;
  ids: Uint8Array;
  counts: Uint8Array;
}
/** `filtered` is 1 when the search had filters (the query detail's "with filters" tab), else 0. */
export type AnalyticsQueryProductDaysTable = RollupKey & {
  query: string;
  object_id: string;
  filtered: number;
} & Counts<'impressions' | 'position_sum' | 'clicks' | 'conversions'>;
export type AnalyticsPositionDaysTable = RollupKey & {
  object_id: string;
  position: number;
} & Counts<'impressions' | 'clicks' | 'conversions'>;
export type AnalyticsFilterDaysTable = RollupKey & { facet: string; value: string } & Counts<
    'searches' | 'searches_with_clicks'
  >;
export type AnalyticsSortDaysTable = RollupKey & { sort: string } & Counts<
    'searches' | 'searches_with_clicks'
  >;

/** A shop that shares its prices anonymously (docs/product/analytics.md#market-prices). */
export interface MarketPriceSharingTable {
  shop_id: string;
  opted_in_at: number;
}

/**
 * A competitor's public Merchant Center feed a shop added by URL. `next_fetch_at` drives the daily
 * schedule; `last_*` describe the last fetch (`last_status` 'ok' | 'failed', `last_error` a stable
 * feed error code), `product_count` the prices its last good fetch stored.
 */
export interface CompetitorFeedsTable {
  id: string;
  shop_id: string;
  url: string;
  added_at: number;
  next_fetch_at: number;
  last_fetched_at: number | null;
  last_status: string | null;
  last_error: string | null;
  product_count: Generated<number>;
}

/** One GTIN's price in a competitor feed, from the feed's last good fetch; integer cents. */
export interface CompetitorPricesTable {
  feed_id: string;
  gtin: string;
  price_cents: number;
  currency: string;
  title: string;
  fetched_at: number;
}

/** A Visual Machine item (campaign, banner campaign, recommendation) of a shop, in list order. */
export interface VmItemsTable {
  shop_id: string;
  kind: string;
  id: string;
  position: number;
  /** The item as JSON, without its id. */
  body: string;
  created_at: number;
  updated_at: number;
}

/** A shop's recommendation settings. */
export interface VmSettingsTable {
  shop_id: string;
  history_interval: string;
  updated_at: number;
}

/**
 * A customer's chosen plan (migration 0030); no row is the trial. Amounts in euro cents, times in
 * epoch seconds. `version` guards every write (compare-and-set).
 */
export interface BillingSubscriptionsTable {
  customer_id: string;
  plan_key: string;
  is_monthly: number;
  subscribed_at: number | null;
  period_start: number | null;
  period_end: number | null;
  /** What the current period was invoiced for (the base of an upgrade's credit). */
  period_cents: number | null;
  /**
   * The start of the period the plan was bought for: periods end on its anniversaries, so a plan
   * bought on the 31st renews on the last day of shorter months and on the 31st again after.
   */
  anchor_at: number | null;
  cancel_at_period_end: Generated<number>;
  pending_plan_key: string | null;
  pending_is_monthly: number | null;
  pending_invoice_id: string | null;
  /** An agreed monthly query limit (custom, enterprise); 0: the plan's threshold. */
  requests_limit: Generated<number>;
  agreed_monthly_cents: number | null;
  provider_ref: string | null;
  version: Generated<number>;
  updated_at: number;
}

/** The last invoice number given in a year (gap-free sequences). */
export interface BillingInvoiceNumbersTable {
  year: number;
  last_sequence: number;
}

export interface BillingInvoicesTable {
  id: string;
  customer_id: string;
  /** `YYYY-NNNNNN`, unique; also the id the invoice download accepts. */
  number: string;
  year: number;
  sequence: number;
  idempotency_key: string;
  kind: string;
  /** `open`, `paid` or `failed`. */
  status: string;
  issued_at: number;
  paid_at: number | null;
  failed_at: number | null;
  currency: string;
  subtotal_cents: number;
  vat_rate_bp: number;
  vat_cents: number;
  total_cents: number;
  vat_note: string;
  /** JSON: the parties as printed. */
  seller: string;
  buyer: string;
  plan_key: string | null;
  is_monthly: number | null;
  period_start: number | null;
  period_end: number | null;
}

export interface BillingInvoiceLinesTable {
  invoice_id: string;
  position: number;
  kind: string;
  description: string;
  quantity: number;
  unit_cents: number;
  amount_cents: number;
}

/** An invoice's PDF, base64, with the SHA-256 of its bytes; written once, never updated. */
export interface BillingInvoiceDocumentsTable {
  invoice_id: string;
  pdf: string;
  sha256: string;
  created_at: number;
}

/** The inbox of payment events, one row per provider event id. */
export interface BillingPaymentEventsTable {
  id: string;
  provider: string;
  type: string;
  invoice_id: string | null;
  occurred_at: number;
  received_at: number;
  /** What applying it did (`applied`, `ignored: …`). */
  outcome: string;
  payload: string;
}

export interface BillingOverageBlocksTable {
  customer_id: string;
  /** UTC month, `YYYY-MM`. */
  month: string;
  block: number;
  plan_key: string;
  queries: number;
  price_cents: number;
  activated_at: number;
  invoice_id: string;
}

/** A payment provider's id of one of our objects (a customer, an invoice), written once. */
export interface BillingProviderRefsTable {
  provider: string;
  /** `customer` (key: our customer id) or `invoice` (key: our invoice id). */
  kind: string;
  key: string;
  ref: string;
  created_at: number;
}

/** Hits of one rate-limit key in one fixed window (http/rate-limit-store.ts); ms since the epoch. */
export interface RateLimitWindowsTable {
  /** SHA-256 (base64url) of `bucket:key`, such as `login-ip:203.0.113.7`: never the address. */
  key: string;
  window_start: number;
  count: number;
  /** The window's end: past it the row is swept. */
  expires_at: number;
}

/**
 * A recent catalogue change of a shop, for processes that missed its notification: `upserts` is a
 * JSON array of CatalogueProduct, `deletes` a JSON array of product ids ('[]' for 'full').
 */
export interface IndexChangesTable {
  shop_id: string;
  version: number;
  /** 'delta' or 'full' (a replaced catalogue: rebuilt, not replayed). */
  kind: string;
  upserts: string;
  deletes: string;
  created_at: number;
}

/**
 * The billed search intents of a customer's deleted shops, per UTC day (days since the epoch), summed
 * over every shop deleted: metering adds them to the shops the customer still has.
 */
export interface BillingRetiredUsageTable {
  customer_id: string;
  day: number;
  intents: number;
}

/**
 * A shop's last build of learned signals (docs/product/learning.md): `version` grows with each
 * build, `built_at` is epoch milliseconds, `payload` the build as JSON (`LearnedPayload`).
 */
export interface LearnedSignalsTable {
  shop_id: string;
  version: number;
  built_at: number;
  payload: string;
}
