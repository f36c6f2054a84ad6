import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IntegrationsService } from '../integrations/integrations.service';
import type { ShopConfigurationService } from '../shops/shop-configuration.service';
import type { ShopsRepository } from '../shops/shops.repository';
import { demoFineTuning, demoSetup } from './demo-setup';
import { writeDemoFeed } from './demo-feed.generator';

/** Products in the demo feed: enough for facets and paging to mean something, quick to sync. */
export const DEMO_FEED_ITEMS = 4000;

export interface DemoShopDependencies {
  shops: ShopsRepository;
  integrations: IntegrationsService;
  configuration: Pick<ShopConfigurationService, 'saveForCustomer'>;
  dataDir: string;
  items?: number;
}

/**
 * Gives the demo account a Google Shopping shop whose feed is a file the server generated
 * (`<dataDir>/demo/feed.xml`), so its catalogue arrives through the real sync job. The `file://`
 * URL is accepted only because the shop records that exact file as its internal feed.
 */
export class DemoShopService {
  constructor(private readonly deps: DemoShopDependencies) {}

  /**
   * Creates the shop (and its first sync) unless the account already has one.
   * @example await demoShop.ensure(customerId); // the sync continues in the background
   */
  async ensure(customerId: string): Promise<{ created: boolean }> {
    if ((await this.deps.shops.listByCustomer(customerId)).length > 0) return { created: false };
    const file = path.join(this.deps.dataDir, 'demo', 'feed.xml');
    if (!fs.existsSync(file)) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // Written beside, then renamed: a crash never leaves a half feed that looks complete.
      await writeDemoFeed(`${file}.tmp`, this.deps.items ?? DEMO_FEED_ITEMS);
      fs.renameSync(`${file}.tmp`, file);
    }
    const shop = await this.deps.integrations.createFeedShop(customerId, {
      shopUrl: 'https://demo.trova.local',
      languageIso: 'it',
      feedUrl: pathToFileURL(file).href,
      internalFile: file,
    });
    // Configured as the wizard would, so the demo shop completes its lifecycle like a real one.
    await this.deps.configuration.saveForCustomer(customerId, shop.id, {
      setup: demoSetup(),
      fineTuning: demoFineTuning(),
    });
    return { created: true };
  }
}
