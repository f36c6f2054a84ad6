import type { ServerConfig } from '../../config/config';
import type { DatabaseHandle } from '../../db/database';
import type { IndexRegistry } from '../search/index';
import { ShopsRepository } from '../shops/index';
import { runBackdated, type BackdatedResult } from '../simulator/index';
import { TrafficSimulatorRepository } from '../simulator/index';
import { UsersRepository } from '../users/index';
import { DEMO_EMAIL } from './demo.service';

/** Months of history the demo shop opens with (the console's 90-day preset fills). */
export const DEMO_TRAFFIC_DAYS = 90;
/**
 * Shoppers on an ordinary demo day: enough for every report to have rows, few enough that
 * `npm start` pays seconds, not minutes, for 90 days on a small machine.
 */
export const DEMO_SHOPPERS_PER_DAY = 24;

/**
 * The demo account's shop, if `npm start` made it.
 * @example await demoShop(db) // { id, key } or undefined
 */
export async function demoShop(
  database: DatabaseHandle,
): Promise<{ id: string; key: string } | undefined> {
  const user = await new UsersRepository(database.db).findByEmail(DEMO_EMAIL);
  if (!user) return undefined;
  const [shop] = await new ShopsRepository(database.db).listByCustomer(user.customer_id);
  return shop && { id: shop.id, key: shop.key };
}

export interface DemoTrafficDependencies {
  config: ServerConfig;
  database: DatabaseHandle;
  /** The running server's registry, whose live index of the demo shop the simulation searches. */
  registry: Pick<IndexRegistry, 'get'>;
  /** Progress lines for the console. */
  progress: (line: string) => void;
  days?: number;
  shoppersPerDay?: number;
}

/**
 * Gives the demo shop months of simulated shoppers, once: a shop that already has events (an
 * earlier start, or real traffic) is left alone, so starting twice never doubles its history.
 * @example await simulateDemoTraffic({ config, database, registry, progress: console.log })
 */
export async function simulateDemoTraffic(
  deps: DemoTrafficDependencies,
): Promise<BackdatedResult | undefined> {
  const shop = await demoShop(deps.database);
  if (!shop) return undefined;
  if (await new TrafficSimulatorRepository(deps.database.db).hasEvents(shop.id)) return undefined;
  const days = deps.days ?? DEMO_TRAFFIC_DAYS;
  const started = Date.now();
  deps.progress(`  Demo traffic: simulating ${days} days of shoppers…`);
  const result = await runBackdated({
    config: deps.config,
    database: deps.database,
    shopKey: shop.key,
    days,
    shoppersPerDay: deps.shoppersPerDay ?? DEMO_SHOPPERS_PER_DAY,
    seed: 1,
    liveRegistry: deps.registry,
    onDay: (done) => {
      if (done % 15 === 0 && done < days) deps.progress(`  Demo traffic: ${done}/${days} days`);
    },
  });
  const total = (counts: Record<string, number>) =>
    Object.values(counts).reduce((sum, value) => sum + value, 0);
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  deps.progress(
    `  Demo traffic: ${total(result.summary.searches)} searches, ` +
      `${total(result.summary.events)} events and ${result.summary.pageViews} page views over ` +
      `${days} days in ` +
      `${seconds(Date.now() - started)} s (rollups ${seconds(result.timings.rollupMs)} s)\n`,
  );
  return result;
}
