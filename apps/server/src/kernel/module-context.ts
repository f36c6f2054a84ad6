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

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/**
 * The services of the assembled modules as one flat record, by the names the application uses
 * (`app.services.indexing`). Invariant: no two modules name a service alike; a clash throws at
 * start rather than let one module's service hide another's.
 * @example mergeServices({ search, layer }).indexing // search.services.indexing
 */
export function mergeServices<M extends Record<string, { services: object }>>(
  modules: M,
): Intersection<M[keyof M]['services']> {
  const merged: Record<string, unknown> = {};
  for (const [name, module] of Object.entries(modules)) {
    for (const [key, service] of Object.entries(module.services)) {
      if (Object.hasOwn(merged, key)) throw new Error(`service ${key} of ${name} is named twice`);
      merged[key] = service;
    }
  }
  return merged as Intersection<M[keyof M]['services']>;
}
