import { ensureConsoleBuild } from './lib/console-build';
import { ensureLayerBuild } from './lib/layer-build';
import { main, runsCluster } from '../apps/server/src/main';
import { systemClock } from '../apps/server/src/clock';
import { DemoShopService } from '../apps/server/src/modules/demo/index';
import { demoShop as findDemoShop } from '../apps/server/src/modules/demo/index';
import { simulateDemoTraffic } from '../apps/server/src/modules/demo/index';
import { DemoService } from '../apps/server/src/modules/demo/index';
import { injectFetch } from '../apps/server/src/modules/demo/index';
import { ShopsRepository } from '../apps/server/src/modules/shops/index';

/**
 * `npm start`: build what is stale (the console and the search layer), then run the server on
 * embedded defaults. Unless TROVA_DEMO=off, it also seeds the demo account and prints its login
 * after the "Trova is running at" line, then gives the account a demo shop whose generated
 * catalogue it pushes through the public push API in the background. Once the shop is searchable,
 * a demo shop without events gets 90 days of simulated shoppers (npm run simulate:traffic), so
 * the console's analytics open with months of data, and its query suggestions are built from them.
 *
 * With TROVA_WORKERS > 1 on PostgreSQL, the builds run once in the primary and the demo once, in
 * the worker of slot 1, which pushes the catalogue to its own routes (any worker may take a call
 * on the shared port; this one then waits for its writes and its index).
 */
await main({
  prepare: () => {
    ensureConsoleBuild();
    ensureLayerBuild();
  },
  afterStart: async (running, config) => {
    if (!config.demo) return;
    const demo = new DemoService({
      db: running.database.db,
      customers: running.services.customers,
      dataDir: config.dataDir,
      now: systemClock,
      lifecycle: running.services.accountBilling.lifecycle,
    });
    const login = await demo.ensure();
    console.log(`  Demo login: ${login.email} / ${login.password}\n`);
    const demoShop = new DemoShopService({
      shops: new ShopsRepository(running.database.db),
      configuration: running.services.configurationEdits,
      publishing: running.services.publishing,
      baseUrl: running.localUrl,
      ...(runsCluster(config) ? { fetch: injectFetch(running.server) } : {}),
    });
    demoShop
      .ensure(login)
      .then(async () => {
        // The pushed catalogue must be written and indexed before shoppers can search it.
        await running.services.catalogueWriter.idle();
        await running.services.indexing.idle();
        await simulateDemoTraffic({
          config,
          database: running.database,
          registry: running.services.registry,
          progress: (line) => console.log(line),
        });
        // Its query suggestions from that traffic now, not at the next daily build.
        const shop = await findDemoShop(running.database);
        if (shop) await running.services.querySuggestionsScheduler.queue(shop.id);
      })
      .catch((error: unknown) => {
        running.server.log.error({ err: error }, 'demo shop or its traffic not created');
      });
  },
});
