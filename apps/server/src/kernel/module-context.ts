import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/database.schema';
import type { ShopEvents } from './shop-events';

/**
 * What every module assembler (`modules/<m>/<m>.module.ts`) is built on: the database, the one
 * shop-events bus it subscribes its reactions on, the log and the clock (docs/architecture.md,
 * "Shop events").
 */
export interface ModuleContext {
  db: Kysely<Database>;
  events: ShopEvents;
  log: FastifyBaseLogger;
  now: Clock;
}
