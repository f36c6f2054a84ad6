import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { ServerConfig } from '../config/config';
import type { DialectName } from '../db/database';
import type { Database } from '../db/database.schema';
import {
  MemoryRateLimitStore,
  RateLimitWindowsRepository,
  type RateLimitStore,
} from '../modules/rate-limits/index';
import { RateLimiter } from './rate-limiter';
import { StorefrontLimiter } from './storefront-limit';

export interface LimitersDependencies {
  db: Kysely<Database>;
  dialect: DialectName;
  config: Pick<ServerConfig, 'storefrontPerIpPerMinute' | 'rateLimits'>;
  log: FastifyBaseLogger;
  now: Clock;
}

/**
 * The application's rate limits. They are counted where every process sees them: the shared
 * database on PostgreSQL (several processes or machines), this process's memory on SQLite (one
 * process); `shared` is that database store, for the other counters that must agree across
 * processes (captcha solutions, event budgets), and undefined on SQLite.
 *
 * @example
 * const { limiter, storefrontLimiter, shared } = createLimiters({ db, dialect, config, log, now });
 */
export function createLimiters(deps: LimitersDependencies) {
  const { config, log, now } = deps;
  const shared: RateLimitStore | undefined =
    deps.dialect === 'postgres' ? new RateLimitWindowsRepository(deps.db) : undefined;
  return {
    shared,
    /** Account calls (login, signup, recovery, password change), by the limits of the config. */
    limiter: new RateLimiter(
      shared ?? new MemoryRateLimitStore(),
      config.rateLimits.windowSeconds,
      now,
    ),
    /** One budget a client address for every storefront call: search, layer, events. */
    storefrontLimiter: new StorefrontLimiter({
      perMinute: config.storefrontPerIpPerMinute,
      now,
      ...(shared ? { shared: { store: shared, log } } : {}),
    }),
  };
}
