import {
  isPlanActive,
  type Plan,
  type Shop,
  type ShopConfigurationUpdate,
  type ShopConfUpdate,
  type StatusResponse,
} from '@trova/contracts';
import { EngineError, resolveSchema } from '@trova/engine';
import { epochSeconds, type Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import { requireCaller, type Caller } from '../auth/caller';
import type { IndexRegistry } from '../search/index-registry';
import type { IndexingService } from '../search/indexing.service';
import {
  engineSchemaFor,
  indexInputsOf,
  excludedIpSet,
  parseSearchConfiguration,
  resultFieldsOf,
  type ShopSearchConfiguration,
} from '../search/shop-engine-schema';
import { fineTuningFor, normaliseSetup } from './setup-normaliser';
import { ownedShop } from './shop-access';
import type { ShopsRepository } from './shops.repository';

export interface ShopConfigurationDependencies {
  shops: ShopsRepository;
  registry: IndexRegistry;
  indexing: IndexingService;
  /** The caller's shop list, the answer of both configuration saves. */
  list: (caller: Caller | undefined) => Promise<Shop[]>;
  now: Clock;
  /** The caller's plans (`GET customers/me/plan`); an empty list is the trial. */
  plans: (caller: Caller | undefined) => Plan[] | Promise<Plan[]>;
}

/** Rejects a configuration the engine could not index, before anything is written. */
function checkIndexable(configuration: ShopSearchConfiguration): void {
  try {
    resolveSchema(engineSchemaFor(configuration));
  } catch (error) {
    if (error instanceof EngineError) throw new AppError('configuration-invalid', error.message);
    throw error;
  }
}

/**
 * The wizard's and the save bar's writes of a shop's configuration, and the published toggle.
 * Every save that changes what the index is built from rebuilds it in the background; search keeps
 * answering from the old index until the new one is swapped in.
 */
export class ShopConfigurationService {
  constructor(private readonly deps: ShopConfigurationDependencies) {}

  /**
   * `PUT shops/{id}/configuration`: the wizard's setup, normalised; fine tuning gets a weight per
   * query field when it has none.
   * @example const shops = await configuration.configure(caller, shopId, setup);
   */
  async configure(
    caller: Caller | undefined,
    shopId: string,
    { setup, sector, cmsVersion }: ShopConfigurationUpdate,
  ): Promise<Shop[]> {
    const { customerId } = requireCaller(caller);
    await this.saveForCustomer(
      customerId,
      shopId,
      { setup },
      {
        ...(sector === undefined ? {} : { sector }),
        ...(cmsVersion === undefined ? {} : { cms_version: cmsVersion }),
      },
    );
    return this.deps.list(caller);
  }

  /**
   * `PUT shops/{id}/conf`: setup, fine tuning and layout as sent, in one write. Sections not sent
   * keep their stored value.
   */
  async save(caller: Caller | undefined, shopId: string, update: ShopConfUpdate): Promise<Shop[]> {
    const { customerId } = requireCaller(caller);
    await this.saveForCustomer(customerId, shopId, update);
    return this.deps.list(caller);
  }

  /**
   * The same write on behalf of a customer without a session: the demo seeding configures the demo
   * shop through it, so demo search runs on a configuration like any shop's.
   */
  async saveForCustomer(
    customerId: string,
    shopId: string,
    update: ShopConfUpdate,
    shopFields: { sector?: string; cms_version?: string } = {},
  ): Promise<void> {
    const shop = await this.deps.shops.findOwned(customerId, shopId);
    if (!shop) throw new AppError('shop-not-found');
    const before = parseSearchConfiguration(shop.setup, shop.fine_tuning);
    const setup = update.setup ? normaliseSetup(update.setup) : before.setup;
    const fineTuning = fineTuningFor(setup, update.fineTuning ?? before.fineTuning);
    const after = { setup, fineTuning };
    checkIndexable(after);
    await this.deps.shops.saveConfiguration(shop.customer_id, shop.id, {
      ...shopFields,
      ...(setup ? { setup: JSON.stringify(setup) } : {}),
      fine_tuning: JSON.stringify(fineTuning),
      ...(update.layout ? { layout: JSON.stringify(update.layout) } : {}),
    });
    // Excluded IPs need no rebuild: the live index stops counting them with the next search.
    this.deps.registry.setExcludedIps(shop.key, excludedIpSet(fineTuning.ips));
    // The first setup of a synced shop starts its search index: from here its lifecycle is
    // 'completed' (document 000 §4), even before the rebuild below has finished.
    const firstSetup =
      setup !== null && shop.last_sync_start_time !== null && shop.last_index_start_time === null;
    if (firstSetup) {
      await this.deps.shops.markIndexStart(shop.id, epochSeconds(this.deps.now), true);
    }
    const rebuild =
      firstSetup ||
      JSON.stringify(indexInputsOf(before)) !== JSON.stringify(indexInputsOf(after)) ||
      // Hits show the results fields of the index entry; a new entry also starts uncached.
      JSON.stringify(resultFieldsOf(before.setup)) !== JSON.stringify(resultFieldsOf(after.setup));
    if (rebuild) this.deps.indexing.schedule({ id: shop.id, key: shop.key });
  }

  /** `POST shops/{id}/activation`: publishing needs an active plan (the trial counts). */
  async publish(caller: Caller | undefined, shopId: string): Promise<StatusResponse> {
    const shop = await ownedShop(this.deps.shops, caller, shopId);
    if (!isPlanActive(await this.deps.plans(caller))) throw new AppError('plan-not-active');
    await this.deps.shops.setActive(shop.customer_id, shop.id, true);
    return { status: 'OK' };
  }

  /** `DELETE shops/{id}/activation`: unpublishing is always allowed. */
  async unpublish(caller: Caller | undefined, shopId: string): Promise<StatusResponse> {
    const shop = await ownedShop(this.deps.shops, caller, shopId);
    await this.deps.shops.setActive(shop.customer_id, shop.id, false);
    return { status: 'OK' };
  }
}
