import {
  effectivePlanKey,
  selectedPlan,
  type Plan,
  type Shop,
  type ShopConfigurationUpdate,
  type ShopConfUpdate,
} from '@trova/contracts';
import { epochSeconds, type Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import { requireCaller, type Caller } from '../../kernel/caller';
import { ownedShop } from '../../kernel/shop-access';
import type { ShopRow, ShopsRepository } from '../shops/index';
import type { ShopConfiguration } from './configuration-document';
import type { ConfigurationService, SaveCheck } from './configuration.service';
import { lockedBy } from './plan-gates';
import { fineTuningFor, normaliseSetup } from './setup-normaliser';

export interface ConfigurationEditsDependencies {
  shops: Pick<ShopsRepository, 'findOwned' | 'update'>;
  configuration: Pick<ConfigurationService, 'save' | 'rollback'>;
  /** The caller's shop list, the answer of both configuration saves. */
  list: (caller: Caller | undefined) => Promise<Shop[]>;
  now: Clock;
  /** The customer's plans (`GET customers/me/plan`); an empty list is the trial. */
  plans: (customerId: string) => Plan[] | Promise<Plan[]>;
}

/**
 * The wizard's and the save bar's writes of a shop's configuration (docs/product/search-setup.md,
 * docs/product/fine-tuning.md): the setup normalised, fine tuning matched to it, plan gates
 * checked, all inside the configuration service's one read-derive-save-emit pass.
 */
export class ConfigurationEditsService {
  constructor(private readonly deps: ConfigurationEditsDependencies) {}

  /**
   * `PUT shops/{id}/configuration`: the wizard's setup, normalised; fine tuning gets a weight per
   * query field when it has none.
   * @example const shops = await edits.configure(caller, shopId, { setup });
   */
  async configure(
    caller: Caller | undefined,
    shopId: string,
    { setup, sector, cmsVersion }: ShopConfigurationUpdate,
  ): Promise<Shop[]> {
    const shop = await ownedShop(this.deps.shops, caller, shopId);
    await this.write(shop, { setup }, caller?.userId ?? null, 'wizard');
    const fields = {
      ...(sector === undefined ? {} : { sector }),
      ...(cmsVersion === undefined ? {} : { cms_version: cmsVersion }),
    };
    if (Object.keys(fields).length > 0) {
      await this.deps.shops.update(shop.customer_id, shop.id, fields);
    }
    return this.deps.list(caller);
  }

  /**
   * `PUT shops/{id}/conf`: setup, fine tuning and layout as sent, as one revision. Sections not
   * sent keep their stored value.
   */
  async save(caller: Caller | undefined, shopId: string, update: ShopConfUpdate): Promise<Shop[]> {
    const shop = await ownedShop(this.deps.shops, caller, shopId);
    await this.write(shop, update, caller?.userId ?? null, 'save');
    return this.deps.list(caller);
  }

  /**
   * The same write on behalf of a customer without a session: the demo seeding configures the demo
   * shop through it, so demo search runs on a configuration like any shop's.
   */
  async saveForCustomer(customerId: string, shopId: string, update: ShopConfUpdate): Promise<void> {
    const shop = await this.deps.shops.findOwned(customerId, shopId);
    if (!shop) throw new AppError('shop-not-found');
    await this.write(shop, update, null, 'wizard');
  }

  /** `POST shops/{id}/revisions/{n}/rollback`: answers the shop list like a save. */
  async rollback(caller: Caller | undefined, shopId: string, revision: number): Promise<Shop[]> {
    requireCaller(caller);
    await this.deps.configuration.rollback(caller, shopId, revision);
    return this.deps.list(caller);
  }

  private async write(
    shop: ShopRow,
    update: ShopConfUpdate,
    userId: string | null,
    origin: 'wizard' | 'save',
  ): Promise<void> {
    const setup = update.setup ? normaliseSetup(update.setup) : undefined;
    const apply = (before: ShopConfiguration): ShopConfiguration => {
      const nextSetup = setup ?? before.setup;
      return {
        ...before,
        setup: nextSetup,
        fineTuning: fineTuningFor(nextSetup, update.fineTuning ?? before.fineTuning),
        layout: update.layout ?? before.layout,
      };
    };
    await this.deps.configuration.save(shop, { origin, userId }, apply, this.planGates(shop));
  }

  /**
   * Plan-gated settings (docs/product/billing.md#gating-by-plan): a save that turns one on, or
   * changes one that is on, below its plan is refused with 402 `plan-feature-locked`.
   */
  private planGates(shop: ShopRow): SaveCheck {
    return async (before, after) => {
      // `little` has no gated feature: when it could save this, every plan can, unread.
      if (lockedBy(before, after, 'little') === null) return;
      const plan = selectedPlan(await this.deps.plans(shop.customer_id));
      const locked = lockedBy(before, after, effectivePlanKey(plan, epochSeconds(this.deps.now)));
      if (locked !== null) throw new AppError('plan-feature-locked', locked);
    };
  }
}
