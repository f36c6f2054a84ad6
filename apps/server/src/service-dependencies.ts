import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';
import type { ServerConfig } from './config/config';
import type { DatabaseHandle } from './db/database';
import type { CaptchaSettings } from './modules/captcha/index';
import type { SyncOptions } from './modules/sync/index';

/** What `createServices` assembles the application from: settings, storage, and test tuning. */
export interface ServiceDependencies {
  config: ServerConfig;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  now: Clock;
  /** Origin for links in mails and printed URLs. */
  baseUrl: () => string;
  /** Overrides the proof-of-work difficulty (tests solve challenges quickly). */
  captcha?: Partial<CaptchaSettings>;
  /** Wait after a schema change before rebuilding the index (default 500 ms; tests use 0). */
  indexDebounceMs?: number;
  /** Quiet time after a delta before the index is optimised and stored (default 2 s). */
  indexOptimizeDelayMs?: number;
  /** How often buffered shoppers' events are written (default 1 s). */
  eventFlushMs?: number;
  /** How often dirty analytics days are rolled up (default 1 min). */
  analyticsRollupMs?: number;
  /** Job runner, scheduler and fetch tuning (tests use short backoffs). */
  sync?: SyncOptions;
  /** How often the billing pass runs (default 1 min). */
  billingCycleMs?: number;
}
