import { isPlanActive, selectedPlan, type Plan, type StatusResponse } from '@trova/contracts';
import { AppError } from '../../errors/error-catalogue';
import { requireCaller, type Caller } from '../../kernel/caller';
import { ownedShop } from '../../kernel/shop-access';
import type { ShopEvents } from '../../kernel/shop-events';
import type { ShopRow, ShopsRepository } from './shops.repository';

export interface ShopPublishingDependencies {
  shops: Pick<ShopsRepository, 'findOwned' | 'setActive'>;
  /** Where publishing is announced (`shop.published`): storefronts are served only when published. */
  events: Pick<ShopEvents, 'emit'>;
  /** The customer's plans (`GET customers/me/plan`); an empty list is the trial. */
  plans: (customerId: string) => Plan[] | Promise<Plan[]>;
}

/** The published toggle of a shop (docs/product/shell.md): storefronts see a shop once published. */
export class ShopPublishingService {
  constructor(private readonly deps: ShopPublishingDependencies) {}

  /**
   * `POST shops/{id}/activation`: publishing needs an active plan (the trial counts).
   * @example await publishing.publish(caller, shopId); // { status: 'OK' }, storefronts answered
   */
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
    return this.set(shop, true);
  }

  /** `DELETE shops/{id}/activation`: unpublishing is always allowed. */
  async unpublish(caller: Caller | undefined, shopId: string): Promise<StatusResponse> {
    return this.set(await ownedShop(this.deps.shops, caller, shopId), false);
  }

  private async set(shop: ShopRow, published: boolean): Promise<StatusResponse> {
    await this.deps.shops.setActive(shop.customer_id, shop.id, published);
    await this.deps.events.emit('shop.published', {
      shop: { id: shop.id, key: shop.key },
      published,
    });
    return { status: 'OK' };
  }
}
