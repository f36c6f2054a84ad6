import {
  effectivePlanKey,
  isStandardOrMore,
  selectedPlan,
  type BannerCampaign,
  type Campaign,
  type Plan,
} from '@trova/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { epochSeconds, type Clock } from '../../clock';
import type { ShopConfiguration } from '../configuration/index';
import type { ShopsRepository } from '../shops/index';
import type { VmListsService } from './vm-lists.service';
import { compileVmRules, NO_VM_RULES, type VmSearchRules } from './vm-search-rules';

export interface VmSearchRulesLoaderDependencies {
  campaigns: Pick<VmListsService<Campaign>, 'read'>;
  bannerCampaigns: Pick<VmListsService<BannerCampaign>, 'read'>;
  shops: Pick<ShopsRepository, 'findById'>;
  configuration: (shopId: string) => Promise<{ configuration: ShopConfiguration }>;
  plans: (customerId: string) => Plan[] | Promise<Plan[]>;
  log: Pick<FastifyBaseLogger, 'error'>;
  now: Clock;
}

/**
 * Reads what search applies of a shop's Visual Machine: its campaigns and banner campaigns in list
 * order, and whether the layout's dynamic blocks replace banners. Nothing applies below the
 * standard plan (trial included in standard; docs/product/visual-machine.md#gating): the lists
 * stay stored and apply again once the plan allows them.
 *
 * @example const store = new VmSearchRulesStore({ load: vmSearchRulesLoader(deps), now, log });
 */
export function vmSearchRulesLoader(
  deps: VmSearchRulesLoaderDependencies,
): (shopId: string) => Promise<VmSearchRules> {
  return async (shopId) => {
    const shop = await deps.shops.findById(shopId);
    if (!shop) return NO_VM_RULES;
    const plan = selectedPlan(await deps.plans(shop.customer_id));
    if (!isStandardOrMore(effectivePlanKey(plan, epochSeconds(deps.now)))) return NO_VM_RULES;
    const [campaigns, bannerCampaigns, dynamicBanner] = await Promise.all([
      deps.campaigns.read(shopId),
      deps.bannerCampaigns.read(shopId),
      dynamicBannerOf(deps, shopId),
    ]);
    return compileVmRules(campaigns, bannerCampaigns, { dynamicBanner });
  };
}

/**
 * Whether the layout's dynamic blocks replace banners. A configuration that does not decode is
 * logged and read as "no banners": it must not stop the shop's search, which still has its index.
 */
async function dynamicBannerOf(
  deps: Pick<VmSearchRulesLoaderDependencies, 'configuration' | 'log'>,
  shopId: string,
): Promise<boolean> {
  try {
    const { configuration } = await deps.configuration(shopId);
    return configuration.layout?.dynamicBanner === true;
  } catch (error) {
    deps.log.error({ err: error, shopId }, 'layout unreadable: search answers no banners');
    return true;
  }
}
