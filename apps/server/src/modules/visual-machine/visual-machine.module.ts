import type { Plan } from '@trova/contracts';
import type { FastifyInstance } from 'fastify';
import type { RegisterCall } from '../../http/register-call';
import type { StorefrontLimit } from '../../http/storefront-limit';
import type { ModuleContext } from '../../kernel/module-context';
import { RankBlocksRepository } from '../analytics/index';
import type { CatalogueModule } from '../catalogue/index';
import type { ConfigurationModule } from '../configuration/index';
import type { LayerModule } from '../layer/index';
import type { NotificationsService } from '../notifications/index';
import type { SearchModule } from '../search/index';
import type { ShopsModule } from '../shops/index';
import { algoliaRecommendRoutes } from './algolia-recommend.routes';
import { HistoryRanking } from './history-ranking';
import { ProductPickerRepository } from './product-picker.repository';
import { productPickerRoutes } from './product-picker.routes';
import { ProductPickerService } from './product-picker.service';
import { recommendRoutes } from './recommend.routes';
import { RecommendService } from './recommend.service';
import { visualMachineRoutes } from './visual-machine.routes';
import { productList, VmAvailabilityService } from './vm-availability.service';
import { VmItemAvailabilityRepository } from './vm-item-availability.repository';
import { VmItemsRepository } from './vm-items.repository';
import { bannerKind, campaignKind, recommendationKind } from './vm-kinds';
import { VmListsService, type VmListsDependencies } from './vm-lists.service';
import { vmSearchRulesLoader } from './vm-search-rules.loader';
import { VmSearchRulesStore } from './vm-search-rules.store';
import { VmSettingsService } from './vm-settings.service';

export interface VisualMachineModuleDependencies extends ModuleContext {
  shops: Pick<ShopsModule, 'repositories'>;
  configuration: Pick<ConfigurationModule, 'read'>;
  catalogue: Pick<CatalogueModule, 'repositories'>;
  search: Pick<SearchModule, 'services' | 'ports'>;
  layer: Pick<LayerModule, 'services' | 'ports'>;
  notifications: NotificationsService;
  /** The customer's plans (billing): the Visual Machine needs the standard plan or higher. */
  plans: (customerId: string) => Plan[] | Promise<Plan[]>;
  /** The storefront calls' budget a client address. */
  limit: StorefrontLimit;
}

export type VisualMachineModule = ReturnType<typeof createVisualMachineModule>;

/**
 * The Visual Machine (docs/product/visual-machine.md): its lists, the rules search applies (search's
 * `rules` port), availability marking, recommendations and the product picker. Its reactions, in
 * bus order: `configuration.saved` drops the shop's rules (the layout's dynamic blocks decide
 * whether banners apply), `catalogue.changed` marks the products that left the catalogue.
 * @example const vm = createVisualMachineModule({ db, events, log, now, shops, configuration, catalogue, search, layer, notifications, plans, limit });
 */
export function createVisualMachineModule(deps: VisualMachineModuleDependencies) {
  const { db, events, log, now, plans } = deps;
  const shops = deps.shops.repositories.shops;
  const products = deps.catalogue.repositories.products;
  const items = new VmItemsRepository(db);
  const existingProducts = async (shopId: string, ids: readonly string[]) =>
    new Set((await products.findMany(shopId, ids)).keys());
  // Built below from the lists it reads; a list's write drops the shop's rules.
  const vmSearchRules: VmSearchRulesStore = new VmSearchRulesStore({
    load: (shopId) => loadRules(shopId),
    now,
    log,
  });
  const lists: VmListsDependencies = {
    shops,
    plans,
    now,
    items,
    existingProducts,
    changed: (shopId, kind) => {
      if (kind !== 'recommendation') vmSearchRules.changed(shopId);
    },
  };
  const campaigns = new VmListsService(lists, campaignKind);
  const bannerCampaigns = new VmListsService(lists, bannerKind);
  const recommendations = new VmListsService(lists, recommendationKind);
  const vmSettings = new VmSettingsService({ shops, plans, now, items });
  const loadRules = vmSearchRulesLoader({
    campaigns,
    bannerCampaigns,
    shops,
    configuration: deps.configuration.read,
    plans,
    log,
    now,
  });
  const vmAvailability = new VmAvailabilityService({
    items: new VmItemAvailabilityRepository(db),
    lists: [productList(campaignKind), productList(recommendationKind)],
    existingProducts,
    shops,
    notifications: deps.notifications,
    log,
    now,
  });
  const recommend = new RecommendService({
    shops,
    plans,
    now,
    registry: deps.search.services.registry,
    previewTokens: deps.layer.services.previewTokens,
    limit: deps.limit,
    rules: (shopId) => recommendations.read(shopId),
    interval: (shopId) => vmSettings.interval(shopId),
    products: (shopId, ids) => products.findMany(shopId, ids),
    history: new HistoryRanking({ blocks: new RankBlocksRepository(db), now }),
  });
  const productPicker = new ProductPickerService(
    new ProductPickerRepository(db),
    deps.search.services.search,
  );
  events.on('configuration.saved', ({ shop }) => vmSearchRules.changed(shop.id), 'visual-machine');
  events.on(
    'catalogue.changed',
    ({ shop, change }) => vmAvailability.catalogueChanged(shop, change),
    'visual-machine',
  );
  deps.search.ports.rules.connect(vmSearchRules);
  deps.layer.ports.inLayerRecommendations.connect(async (shopId) =>
    (await recommendations.read(shopId)).some(
      (rule) => rule.isActive && rule.extra.type === 'layer',
    ),
  );
  const services = {
    campaigns,
    bannerCampaigns,
    recommendations,
    vmSettings,
    vmSearchRules,
    vmAvailability,
    recommend,
    productPicker,
  };
  return {
    services,
    routes: (register: RegisterCall) => {
      productPickerRoutes(register, productPicker);
      visualMachineRoutes(register, services);
      recommendRoutes(register, recommend);
    },
    /** `POST /1/indexes/*\/recommendations`, at the root: a plugin of its own (body parser, errors). */
    algoliaRoutes: (server: FastifyInstance) =>
      algoliaRecommendRoutes(server, { recommend, limit: deps.limit }),
  };
}
