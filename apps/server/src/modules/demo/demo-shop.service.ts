import { API_KEY_HEADER, API_PREFIX, CATALOGUE_BATCH_MAX_ITEMS } from '@trova/contracts';
import type { ConfigurationEditsService } from '../configuration/index';
import type { ShopPublishingService, ShopsRepository } from '../shops/index';
import { demoProducts } from './demo-catalogue.generator';
import { demoFineTuning, demoSetup } from './demo-setup';

/** Products in the demo catalogue: enough for facets and paging to mean something, quick to push. */
export const DEMO_ITEMS = 4000;

export interface DemoShopDependencies {
  shops: ShopsRepository;
  configuration: Pick<ConfigurationEditsService, 'saveForCustomer'>;
  publishing: Pick<ShopPublishingService, 'publishForCustomer'>;
  /** The running server's origin: the catalogue goes through its public push API. */
  baseUrl: string;
  fetch?: typeof fetch;
  items?: number;
}

/** The demo account: who owns the shop, and the API key its integration calls with. */
export interface DemoOwner {
  customerId: string;
  apiKey: string;
}

/**
 * Gives the demo account a shop whose catalogue arrives the way any integration's does: registered
 * and pushed over HTTP through the public push API with the account's API key, in batches, so it
 * goes through validation, the catalogue writer and delta indexing like a real shop's. Then it is
 * configured as the wizard would and published.
 */
export class DemoShopService {
  constructor(private readonly deps: DemoShopDependencies) {}

  /**
   * Creates, fills, configures and publishes the shop unless the account already has one.
   * @example await demoShop.ensure({ customerId, apiKey });
   */
  async ensure(owner: DemoOwner): Promise<{ created: boolean }> {
    if ((await this.deps.shops.listByCustomer(owner.customerId)).length > 0) {
      return { created: false };
    }
    const { id } = await this.call<{ id: string }>(owner, 'integrations/custom', {
      shopUrl: 'https://demo.trova.local',
      languageIso: 'it',
    });
    const products = demoProducts(this.deps.items ?? DEMO_ITEMS);
    for (let start = 0; start < products.length; start += CATALOGUE_BATCH_MAX_ITEMS) {
      await this.call(owner, `integrations/custom/${id}/products`, {
        upserts: products.slice(start, start + CATALOGUE_BATCH_MAX_ITEMS),
      });
    }
    // Configured as the wizard would, so the demo shop completes its lifecycle like a real one.
    await this.deps.configuration.saveForCustomer(owner.customerId, id, {
      setup: demoSetup(),
      fineTuning: demoFineTuning(),
    });
    await this.deps.publishing.publishForCustomer(owner.customerId, id);
    return { created: true };
  }

  private async call<T>(owner: DemoOwner, path: string, body: unknown): Promise<T> {
    const answer = await (this.deps.fetch ?? fetch)(`${this.deps.baseUrl}${API_PREFIX}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [API_KEY_HEADER]: owner.apiKey },
      body: JSON.stringify(body),
    });
    const text = await answer.text();
    if (!answer.ok)
      throw new Error(`demo ${path} answered ${answer.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }
}
