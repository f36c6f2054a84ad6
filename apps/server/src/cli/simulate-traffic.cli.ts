import { loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { demoShop } from '../modules/demo/index';
import { runBackdated } from '../modules/simulator/index';
import { formatTrafficReport } from '../modules/simulator/index';
import { simulateNow } from '../modules/simulator/index';
import { httpTransport } from '../modules/simulator/index';
import { parseTrafficArgs, TRAFFIC_USAGE, type TrafficArgs } from './simulate-traffic.args';

/** Backdated, in process on the configured database (docs/product/analytics.md#traffic-simulator). */
async function backdated(args: Extract<TrafficArgs, { mode: 'backdated' }>): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const shopKey = args.shopKey ?? (await demoShop(database))?.key;
    if (!shopKey) throw new Error('no --shop-key, and no demo shop (run npm start once)');
    const started = Date.now();
    const result = await runBackdated({
      config,
      database,
      shopKey,
      days: args.days,
      shoppersPerDay: args.shoppersPerDay,
      seed: args.seed,
      onDay: (done, days) => {
        if (done % 10 === 0 || done === days) console.log(`${done}/${days} days`);
      },
    });
    console.log(formatTrafficReport(result.summary, result.stored, Date.now() - started));
    const { simulateMs, rollupMs } = result.timings;
    console.log(
      `Rolled up ${result.rolledUpDays} days (shoppers ${(simulateMs / 1000).toFixed(1)} s, ` +
        `writing and rollups ${(rollupMs / 1000).toFixed(1)} s).`,
    );
  } finally {
    await database.destroy();
  }
}

async function run(argv: string[]): Promise<number> {
  let args: TrafficArgs;
  try {
    args = parseTrafficArgs(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${TRAFFIC_USAGE}`);
    return 2;
  }
  try {
    if (args.mode === 'backdated') {
      await backdated(args);
      return 0;
    }
    const started = Date.now();
    const summary = await simulateNow(
      httpTransport(args.url, args.shopKey),
      {
        shoppersPerDay: args.shoppers,
        seed: args.seed,
        excludedIps: args.excludedIps,
      },
      args.shoppers,
    );
    console.log(formatTrafficReport(summary, undefined, Date.now() - started));
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

process.exitCode = await run(process.argv.slice(2));
