import os from 'node:os';
import path from 'node:path';
import { FEED_PARSE_BUDGET_DEFAULTS } from '@trova/contracts';
import { z } from 'zod';
import { LOG_FORMATS, type LogFormat } from './logger-options';
import {
  parsePlatformTestTargets,
  testApiOrigin,
  type PlatformTestTarget,
} from './platform-test-targets';
import { stripeConfigOf, stripeEnvironmentSchema, type StripeConfig } from './stripe-config';
import { parseTrustProxy, type TrustProxy } from './trust-proxy-config';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** A rate limit: attempts a window; 0 turns the limit off. */
function limit(fallback: number) {
  return z.coerce.number().int().min(0).default(fallback);
}

/**
 * Every setting comes from the environment and has an embedded default, so that `npm start` needs no
 * configuration at all. The table in README.md documents the same variables.
 */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  TROVA_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  TROVA_LAYER_URL: z.url().optional(),
  TROVA_TERMS_URL: z.url().optional(),
  TROVA_PRIVACY_URL: z.url().optional(),
  TROVA_CONSOLE_DIR: z.string().min(1).optional(),
  TROVA_LAYER_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(LOG_FORMATS).default('auto'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((raw, context) => {
      const setting = parseTrustProxy(raw);
      if ('problem' in setting) {
        context.addIssue({ code: 'custom', message: setting.problem });
        return z.NEVER;
      }
      return setting;
    }),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(0),
  TROVA_CAPTCHA: z.enum(['auto', 'on', 'off']).default('auto'),
  NODE_ENV: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Trova <no-reply@trova.local>'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(168),
  TROVA_DEMO: z.enum(['on', 'off']).default('on'),
  TROVA_ALLOW_PRIVATE_FEEDS: booleanFlag.default(false),
  TROVA_PLATFORM_TEST_TARGETS: z.string().optional(),
  TROVA_FEED_PARSE_TIME_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(FEED_PARSE_BUDGET_DEFAULTS.parseTimeMs),
  TROVA_FEED_PARSE_MEMORY_MB: z.coerce
    .number()
    .int()
    .min(32)
    .default(FEED_PARSE_BUDGET_DEFAULTS.parseMemoryMb),
  TROVA_SHOPIFY_CLIENT_ID: z.string().trim().min(1).optional(),
  TROVA_SHOPIFY_CLIENT_SECRET: z.string().trim().min(1).optional(),
  TROVA_SHOPIFY_API_ORIGIN: z.string().trim().url().optional(),
  TROVA_STOREDEN_API_ORIGIN: z.string().trim().url().optional(),
  TROVA_SEARCH_CACHE_MB: z.coerce.number().min(0).default(32),
  TROVA_EVENTS_RETENTION_DAYS: z.coerce.number().int().min(0).default(395),
  TROVA_JOBS_RETENTION_DAYS: z.coerce.number().int().min(0).default(30),
  TROVA_JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  TROVA_JOB_SLOTS: z.coerce.number().int().min(1).max(32).default(2),
  TROVA_COMPETITOR_FETCH_SLOTS: z.coerce.number().int().min(1).max(32).default(1),
  TROVA_ANALYTICS_ROLLUP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  TROVA_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  TROVA_RATE_LIMIT_LOGIN_PER_IP: limit(30),
  TROVA_RATE_LIMIT_LOGIN_PER_ACCOUNT: limit(10),
  TROVA_RATE_LIMIT_PASSWORD_CHANGE_PER_ACCOUNT: limit(10),
  TROVA_RATE_LIMIT_SIGNUP_PER_IP: limit(10),
  TROVA_RATE_LIMIT_RECOVERY_PER_IP: limit(10),
  TROVA_RATE_LIMIT_RECOVERY_PER_EMAIL: limit(5),
  TROVA_RATE_LIMIT_SEARCH_PER_IP: limit(3000),
  TROVA_WORKERS: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(256)]).default(1),
  TROVA_BILLING: z.enum(['manual', 'stripe', 'off']).default('manual'),
  TROVA_PLANS_FILE: z.string().min(1).optional(),
  ...stripeEnvironmentSchema.shape,
});

export type DatabaseConfig =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /** Public origin of this server; when unset it is derived from each request's Host header. */
  publicUrl: string | undefined;
  layerUrl: string | undefined;
  /** The operator's own terms and privacy notice, replacing the built-in ones when set. */
  legalUrls: { terms: string | undefined; privacy: string | undefined };
  consoleDir: string;
  /** Built layer releases, one folder a version (`<layerDir>/<x.y.z>/loader.js`). */
  layerDir: string;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  /** `auto` is pretty on a terminal only; production never resolves to it (logger-options.ts). */
  logFormat: LogFormat;
  /** Whose `X-Forwarded-For` is believed (docs/deploy.md#reverse-proxy). */
  trustProxy: TrustProxy;
  shutdownTimeoutMs: number;
  /**
   * On shutdown, how long the node keeps serving with `/readyz` at 503 before it stops accepting
   * connections, so a proxy's health check takes it out first; counted within the timeout.
   */
  shutdownDrainMs: number;
  /**
   * `auto` asks for a captcha except from loopback visitors and in development
   * (docs/product/access.md#captcha: skipped on localhost and dev); `on` and `off` force it.
   */
  captcha: 'auto' | 'on' | 'off';
  development: boolean;
  /** Unset: mails are written as .eml files to `<dataDir>/outbox/`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionTtlSeconds: number;
  /** Whether `npm start` seeds and prints the demo account. */
  demo: boolean;
  rateLimits: RateLimitSettings;
  /** Feed URLs may reach private, loopback and link-local addresses (tests, intranet feeds). */
  allowPrivateFeeds: boolean;
  /** Platform fakes the platform clients may reach (tests only; docs/deploy.md). */
  platformTestTargets: PlatformTestTarget[];
  /** Each feed parse's worker budget (docs/product/catalogue.md#feed-limits). */
  feedParse: { parseTimeMs: number; parseMemoryMb: number };
  /** Client id of the Shopify app; unset, connecting a Shopify shop answers shopify-not-configured. */
  shopifyClientId: string | undefined;
  /** The Shopify app's secret: signs OAuth callbacks and webhooks, and exchanges codes for tokens. */
  shopifyClientSecret: string | undefined;
  /**
   * Test only: the origin replacing `https://{shop}` for Shopify calls (a loopback fake). Accepted
   * only when it is one of `TROVA_PLATFORM_TEST_TARGETS`, so production cannot redirect them.
   */
  shopifyApiOrigin: string | undefined;
  /** Test only: Storeden's Connect API origin (a loopback fake), one of the test targets. */
  storedenApiOrigin: string | undefined;
  /** Cached public search answers for all shops, in MB (about: counted in characters); 0: off. */
  searchCacheMb: number;
  /** Days shoppers' events are kept (docs/product/analytics.md#retention); 0: forever. */
  eventsRetentionDays: number;
  /** Days a finished job's row is kept (docs/deploy.md, "Backups"); 0: forever. */
  jobsRetentionDays: number;
  /**
   * A running job whose process stopped renewing its lease for this long is taken back by another
   * process (`TROVA_JOB_LEASE_SECONDS`); renewals and polls follow from it (`leaseTimings`).
   */
  jobLeaseSeconds: number;
  /**
   * Background jobs a process runs at once (`TROVA_JOB_SLOTS`: feed syncs and every other kind)
   * and, in a lane of their own, competitor feed fetches (`TROVA_COMPETITOR_FETCH_SLOTS`), so
   * neither can starve the other (docs/product/catalogue.md#sync-schedule).
   */
  jobSlots: { main: number; competitorFetch: number };
  /**
   * How often the days with new events are rolled up for the dashboard
   * (`TROVA_ANALYTICS_ROLLUP_SECONDS`, docs/product/analytics.md#rollups): reports lag by at most
   * this much. Each run reads only the events stored since the last one (the rollup is
   * incremental), so its cost follows the new events, not the size of the day.
   */
  analyticsRollupSeconds: number;
  /**
   * Storefront calls (search and layer configuration) a minute from one client address; 0: off.
   * Generous: shoppers behind one NAT share an address (docs/product/search-api.md#rate-limits).
   */
  storefrontPerIpPerMinute: number;
  billing: BillingConfig;
  /**
   * Server processes serving the one port (`TROVA_WORKERS`; `auto`: one a core). More than one runs
   * only on PostgreSQL; SQLite stays single-process (docs/architecture.md#processes).
   */
  workers: number;
}

/** How accounts are billed (docs/product/billing.md#payment-providers). */
export interface BillingConfig {
  /**
   * `manual`: invoices an operator marks paid; `stripe`: cards and webhooks; `off`: every account
   * has an unlimited plan.
   */
  provider: 'manual' | 'stripe' | 'off';
  /** The operator's plans file (prices, seller, VAT); unset: the built-in defaults. */
  plansFile: string | undefined;
  /** Set exactly when `provider` is `stripe`. */
  stripe: StripeConfig | undefined;
}

/** Attempts allowed in each window; 0 means unlimited. */
export interface RateLimitSettings {
  windowSeconds: number;
  loginPerIp: number;
  loginPerAccount: number;
  /** Wrong current passwords on a password change, per account. */
  passwordChangePerAccount: number;
  signupPerIp: number;
  recoveryPerIp: number;
  recoveryPerEmail: number;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * @example
 * const config = loadConfig({ PORT: '9000', DATABASE_URL: 'postgres://127.0.0.1/trova' });
 * config.database.dialect; // 'postgres'
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  if (values.SHUTDOWN_DRAIN_MS >= values.SHUTDOWN_TIMEOUT_MS) {
    // The timeout would end the process in the middle of the drain, before in-flight requests finish.
    throw new ConfigError(
      'Invalid configuration: SHUTDOWN_DRAIN_MS must be shorter than SHUTDOWN_TIMEOUT_MS',
    );
  }
  const publicUrl = values.PUBLIC_URL?.replace(/\/+$/, '');
  const development = values.NODE_ENV === 'development';
  let stripe: StripeConfig | undefined;
  if (values.TROVA_BILLING === 'stripe') {
    const checked = stripeConfigOf(values, { publicUrl, development });
    if (checked.problems.length > 0) {
      throw new ConfigError(
        `Invalid configuration: TROVA_BILLING=stripe: ${checked.problems.join('; ')}`,
      );
    }
    stripe = checked.config;
  }
  const platformTargets = parsePlatformTestTargets(
    values.TROVA_PLATFORM_TEST_TARGETS,
    values.TROVA_ALLOW_PRIVATE_FEEDS,
    values.NODE_ENV,
  );
  if ('problem' in platformTargets) {
    throw new ConfigError(`Invalid configuration: ${platformTargets.problem}`);
  }
  const storeden = testApiOrigin(
    'TROVA_STOREDEN_API_ORIGIN',
    values.TROVA_STOREDEN_API_ORIGIN,
    platformTargets.targets,
  );
  if ('problem' in storeden) throw new ConfigError(`Invalid configuration: ${storeden.problem}`);
  const dataDir = path.resolve(values.TROVA_DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    database: values.DATABASE_URL
      ? { dialect: 'postgres', url: values.DATABASE_URL }
      : { dialect: 'sqlite', file: path.join(dataDir, 'trova.sqlite') },
    publicUrl,
    layerUrl: values.TROVA_LAYER_URL?.replace(/\/+$/, ''),
    legalUrls: { terms: values.TROVA_TERMS_URL, privacy: values.TROVA_PRIVACY_URL },
    consoleDir: path.resolve(
      values.TROVA_CONSOLE_DIR ?? path.join(repositoryRoot, 'apps/console/dist'),
    ),
    layerDir: path.resolve(values.TROVA_LAYER_DIR ?? path.join(repositoryRoot, 'apps/layer/dist')),
    logLevel: values.LOG_LEVEL,
    logFormat:
      values.LOG_FORMAT === 'auto' && values.NODE_ENV === 'production' ? 'json' : values.LOG_FORMAT,
    trustProxy: values.TRUST_PROXY,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: values.SHUTDOWN_DRAIN_MS,
    captcha: values.TROVA_CAPTCHA,
    development,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    sessionTtlSeconds: Math.round(values.SESSION_TTL_HOURS * 3600),
    demo: values.TROVA_DEMO === 'on',
    allowPrivateFeeds: values.TROVA_ALLOW_PRIVATE_FEEDS,
    platformTestTargets: platformTargets.targets,
    feedParse: {
      parseTimeMs: values.TROVA_FEED_PARSE_TIME_MS,
      parseMemoryMb: values.TROVA_FEED_PARSE_MEMORY_MB,
    },
    shopifyClientId: values.TROVA_SHOPIFY_CLIENT_ID,
    shopifyClientSecret: values.TROVA_SHOPIFY_CLIENT_SECRET,
    shopifyApiOrigin: shopifyApiOriginOf(values.TROVA_SHOPIFY_API_ORIGIN, platformTargets.targets),
    storedenApiOrigin: storeden.origin,
    searchCacheMb: values.TROVA_SEARCH_CACHE_MB,
    eventsRetentionDays: values.TROVA_EVENTS_RETENTION_DAYS,
    jobsRetentionDays: values.TROVA_JOBS_RETENTION_DAYS,
    jobLeaseSeconds: values.TROVA_JOB_LEASE_SECONDS,
    jobSlots: {
      main: values.TROVA_JOB_SLOTS,
      competitorFetch: values.TROVA_COMPETITOR_FETCH_SLOTS,
    },
    analyticsRollupSeconds: values.TROVA_ANALYTICS_ROLLUP_SECONDS,
    storefrontPerIpPerMinute: values.TROVA_RATE_LIMIT_SEARCH_PER_IP,
    workers: values.TROVA_WORKERS === 'auto' ? os.availableParallelism() : values.TROVA_WORKERS,
    billing: {
      provider: values.TROVA_BILLING,
      plansFile: values.TROVA_PLANS_FILE ? path.resolve(values.TROVA_PLANS_FILE) : undefined,
      stripe,
    },
    rateLimits: {
      windowSeconds: values.TROVA_RATE_LIMIT_WINDOW_SECONDS,
      loginPerIp: values.TROVA_RATE_LIMIT_LOGIN_PER_IP,
      loginPerAccount: values.TROVA_RATE_LIMIT_LOGIN_PER_ACCOUNT,
      passwordChangePerAccount: values.TROVA_RATE_LIMIT_PASSWORD_CHANGE_PER_ACCOUNT,
      signupPerIp: values.TROVA_RATE_LIMIT_SIGNUP_PER_IP,
      recoveryPerIp: values.TROVA_RATE_LIMIT_RECOVERY_PER_IP,
      recoveryPerEmail: values.TROVA_RATE_LIMIT_RECOVERY_PER_EMAIL,
    },
  };
}

/**
 * `TROVA_SHOPIFY_API_ORIGIN`, honoured only for a test target (the SSRF guard's test allowance).
 * @example shopifyApiOriginOf('http://127.0.0.1:4510', [{ host: '127.0.0.1', port: 4510 }]) // 'http://127.0.0.1:4510'
 */
function shopifyApiOriginOf(
  raw: string | undefined,
  targets: readonly PlatformTestTarget[],
): string | undefined {
  if (raw === undefined) return undefined;
  const url = new URL(raw);
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  if (!targets.some((target) => target.host === url.hostname && target.port === port)) {
    throw new ConfigError(
      'Invalid configuration: TROVA_SHOPIFY_API_ORIGIN is test-only and must be one of TROVA_PLATFORM_TEST_TARGETS',
    );
  }
  return url.origin;
}
