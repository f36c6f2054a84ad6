import {
  effectivePlanKey,
  isPlanActive,
  selectedPlan,
  type Plan,
  type Shop,
  type ShopConfigurationUpdate,
  type ShopConfUpdate,
  type StatusResponse,
} from '@trova/contracts';
import { EngineError, resolveSchema } from '@trova/engine';
import { epochSeconds, type Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import { requireCaller, type Caller } from '../../kernel/caller';
import type { ShopConfiguration } from '../configuration/configuration-document';
import type { ConfigurationService } from '../configuration/configuration.service';
import { engineSchemaFor } from '../search/shop-engine-schema';
import { lockedBy } from './plan-gates';
import { fineTuningFor, normaliseSetup } from './setup-normaliser';
import { ownedShop } from '../../kernel/shop-access';
import type { ShopRow, ShopsRepository } from './shops.repository';

export interface ShopConfigurationDependencies {
  shops: ShopsRepository;
  configuration: ConfigurationService;
  /** The caller's shop list, the answer of both configuration saves. */
  list: (caller: Caller | undefined) => Promise<Shop[]>;
  /** Tells search the shop's publishing changed (storefronts are served only when published). */
  publishedChanged: (shop: ShopRow, published: boolean) => void;
  now: Clock;
  /** The customer's plans (`GET customers/me/plan`); an empty list is the trial. */
  plans: (customerId: string) => Plan[] | Promise<Plan[]>;
}

/** Rejects a configuration the engine could not index, before anything is written. */
function checkIndexable(configuration: ShopConfiguration): void {
  try {
    resolveSchema(engineSchemaFor(configuration));
  } catch (error) {
    if (error instanceof EngineError) throw new AppError('configuration-invalid', error.message);
    throw error;
  }
}

/**
 * The wizard's and the save bar's writes of a shop's configuration, and the published toggle
 * (docs/product/search-setup.md, docs/product/fine-tuning.md). Every write goes through the
 * configuration service, so it is a revision and goes live the same way.
 */
export class ShopConfigurationService {
  constructor(private readonly deps: ShopConfigurationDependencies) {}

  /**
   * `PUT shops/{id}/configuration`: the wizard's setup, normalised; fine tuning gets a weight per
   * query field when it has none.
   * @example const shops = await configuration.configure(caller, shopId, { setup });
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

  /** `POST shops/{id}/activation`: publishing needs an active plan (the trial counts). */
  async publish(caller: Caller | undefined, shopId: string): Promise<StatusResponse> {
    const { customerId } = requireCaller(caller);
    return this.publishForCustomer(customerId, shopId);
  }

  /**
   * Publishing on behalf of a customer without a session (the demo), under the same plan rule: a
   * suspended account answers 402 `account-suspended`, another inactive plan 402 `plan-not-active`.
   */
  async publishForCustomer(customerId: string, shopId: string): Promise<StatusResponse> {
    const shop = await this.deps.shops.findOwned(customerId, shopId);
    if (!shop) throw new AppError('shop-not-found');
    const plans = await this.deps.plans(shop.customer_id);
    if (!isPlanActive(plans)) {
      throw new AppError(
        selectedPlan(plans)?.state === 'suspended' ? 'account-suspended' : 'plan-not-active',
      );
    }
    await this.deps.shops.setActive(shop.customer_id, shop.id, true);
    this.deps.publishedChanged(shop, true);
    return { status: 'OK' };
  }

  /** `DELETE shops/{id}/activation`: unpublishing is always allowed. */
  async unpublish(caller: Caller | undefined, shopId: string): Promise<StatusResponse> {
    const shop = await ownedShop(this.deps.shops, caller, shopId);
    await this.deps.shops.setActive(shop.customer_id, shop.id, false);
    this.deps.publishedChanged(shop, false);
    return { status: 'OK' };
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
    const { configuration } = await this.deps.configuration.read(shop.id);
    const next = apply(configuration);
    checkIndexable(next);
    await this.checkPlanGates(shop, configuration, next);
    await this.deps.configuration.save(shop, { origin, userId }, apply);
  }

  /**
   * Plan-gated settings (docs/product/billing.md#gating-by-plan): a save that turns one on, or
   * changes one that is on, below its plan is refused with 402 `plan-feature-locked`.
   */
  private async checkPlanGates(
    shop: ShopRow,
    before: ShopConfiguration,
    after: ShopConfiguration,
  ): Promise<void> {
    // `little` has no gated feature: when it could save this, every plan can, unread.
    if (lockedBy(before, after, 'little') === null) return;
    const plan = selectedPlan(await this.deps.plans(shop.customer_id));
    const locked = lockedBy(before, after, effectivePlanKey(plan, epochSeconds(this.deps.now)));
    if (locked !== null) throw new AppError('plan-feature-locked', locked);
  }
}
