import {
  DEFAULT_LAYER_VERSION,
  defaultSetupConfig,
  effectivePlanKey,
  isPlanActive,
  isStandardOrMore,
  planHasFeature,
  selectedPlan,
  withLayoutDefaults,
  type LayerConfiguration,
  type LayerSeo,
  type Plan,
  type Setup,
} from '@trova/contracts';
import type { SearchIndex } from '@trova/engine';
import { epochSeconds, type Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import type { StorefrontLimit } from '../../http/storefront-limit';
import type { ShopConfiguration } from '../configuration/index';
import type { ConfigurationService } from '../configuration/index';
import type { PublicShopRow, ShopsRepository } from '../shops/index';
import { LAYER_VERSION_PATTERN } from './layer-release';
import type { LayerSuggestions } from './layer-suggestions';
import type { PreviewTokenService } from './preview-token.service';

/** The layer speaks the shop's language; a shop whose platform has not told it yet gets English. */
const FALLBACK_LANGUAGE = 'en';

/**
 * The live search indexes by shop key, for the icebreaker's suggestions. Declared here because
 * search sits above layer (docs/architecture.md, "Module boundaries"); its `IndexRegistry`
 * satisfies it.
 */
export interface LayerIndexes {
  get(shopKey: string): { index: SearchIndex } | undefined;
}

export interface LayerConfigurationDependencies {
  shops: Pick<ShopsRepository, 'findPublicByKey'>;
  configuration: Pick<ConfigurationService, 'read'>;
  registry: LayerIndexes;
  suggestions: LayerSuggestions;
  previewTokens: Pick<PreviewTokenService, 'verify'>;
  /** The customer's plans (`GET customers/me/plan`); an empty list is the trial. */
  plans: (customerId: string) => Plan[] | Promise<Plan[]>;
  limit: StorefrontLimit;
  now: Clock;
  /** Whether the shop has an active in-layer recommendation (the Visual Machine's list). */
  inLayerRecommendations?: (shopId: string) => Promise<boolean>;
}

/**
 * SEO-friendly URLs (docs/product/search-setup.md#seo-friendly-urls): the switched-on filters in
 * their saved order, among the facets the setup still has (a facet no longer chosen disappears,
 * as the settings tab shows it), and the uploaded translations.
 */
function toSeo(setup: Setup | null, translations: ShopConfiguration['seo']): LayerSeo {
  const settings = setup?.config.seoSettings ?? defaultSetupConfig().seoSettings;
  const facets = new Set(setup?.facets ?? []);
  return {
    isActive: settings.isActive,
    searchWord: settings.searchWord,
    order: settings.selectedList
      .filter((item) => item.active && facets.has(item.name))
      .map((item) => item.name),
    translations: translations ?? {},
  };
}

function pinnedVersion(setup: Setup | null): string {
  const pinned = setup?.config.layerVersion;
  return pinned && LAYER_VERSION_PATTERN.test(pinned) ? pinned : DEFAULT_LAYER_VERSION;
}

function languageOf(shop: PublicShopRow, setup: Setup | null): string {
  for (const language of [shop.language_iso, setup?.lang ?? '']) {
    if (language.trim().length >= 2) return language.trim();
  }
  return FALLBACK_LANGUAGE;
}

/**
 * `GET shops/{shopKey}/layer` (docs/product/layer.md#configuration): everything the storefront
 * layer needs besides search, public like the search API.
 */
export class LayerConfigurationService {
  constructor(private readonly deps: LayerConfigurationDependencies) {}

  /**
   * The shop's public layer configuration. A shop that is not published, or whose customer's plan
   * is not active, answers 403 `shop-not-published`, unless `previewToken` is a token issued for this very shop key; a token
   * that is not (another shop's, expired, tampered) answers 401 `preview-token-invalid` whether
   * or not the shop is published. A shop without an index yet answers with no suggestions.
   * @example (await layer.configuration(shopKey, undefined, ip)).layout.primaryColor // '#398FF4'
   */
  async configuration(
    shopKey: string,
    previewToken: string | undefined,
    clientIp: string,
  ): Promise<LayerConfiguration> {
    this.deps.limit(clientIp);
    const preview = previewToken !== undefined;
    if (preview) await this.deps.previewTokens.verify(previewToken, shopKey);
    const shop = await this.deps.shops.findPublicByKey(shopKey);
    if (!shop) throw new AppError('shop-not-found');
    if (shop.is_active !== 1 && !preview) throw new AppError('shop-not-published');
    const plans = await this.deps.plans(shop.customer_id);
    // An inactive plan (expired trial, ended or suspended) is not served, like search.
    if (!isPlanActive(plans) && !preview) throw new AppError('shop-not-published');
    const { configuration } = await this.deps.configuration.read(shop.id);
    const { setup, layout } = configuration;
    const config = setup?.config ?? defaultSetupConfig();
    const plan = effectivePlanKey(selectedPlan(plans), epochSeconds(this.deps.now));
    const features = {
      showcase: planHasFeature(plan, 'showcase'),
      icebreaker: planHasFeature(plan, 'icebreakerFilters'),
    };
    // The layer loads its recommendations chunk only for shops that can serve one
    // (docs/product/layer.md#recommendations): the Visual Machine's plans, with an in-layer rule.
    const recommendations =
      isStandardOrMore(plan) && ((await this.deps.inLayerRecommendations?.(shop.id)) ?? false);
    const fullLayout = withLayoutDefaults(layout ?? {});
    const index = this.deps.registry.get(shop.key)?.index;
    return {
      key: shop.key,
      version: pinnedVersion(setup),
      language: languageOf(shop, setup),
      layout: fullLayout,
      labels: configuration.facetLabels ?? {},
      selector: config.selector,
      facets: [...(setup?.facets ?? [])],
      resultFields: Object.keys(setup?.results ?? {}),
      seo: toSeo(setup, configuration.seo),
      ga4: config.GA4,
      features,
      suggestions:
        features.icebreaker && index
          ? await this.deps.suggestions.suggest(shop.key, index, fullLayout.icebreaker.number)
          : [],
      preview,
      // Sent only when true: absent means none, as for configurations cached before it existed.
      ...(recommendations ? { recommendations } : {}),
    };
  }
}
