import {
  catalogueProductSchema,
  effectivePlanKey,
  isStandardOrMore,
  RECOMMEND_MAX_PRODUCTS,
  RECOMMEND_MAX_RULES,
  selectedPlan,
  type ConditionContext,
  type HistoryInterval,
  type Plan,
  type RecommendQuery,
  type RecommendResponse,
  type SavedRecommendation,
  type SearchHit,
  type ServedRecommendation,
} from '@trova/contracts';
import { epochSeconds, type Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import type { StorefrontLimit } from '../../http/storefront-limit';
import type { PreviewTokenService } from '../layer/index';
import type { IndexRegistry, ShopIndex } from '../search/index';
import type { PublicShopRow, ShopsRepository } from '../shops/index';
import type { HistoryRanking } from './history-ranking';
import {
  conditionContext,
  pageItem,
  productItem,
  ruleApplies,
  ruleServes,
  visualizationOf,
} from './recommend-context';
import { manualProducts, queryProducts } from './recommend-products';
import { recommenderQuery, withMinimumPrice } from './recommender-query';

/** What an Algolia Recommend model asks of the shop's external rules (see `modelProducts`). */
export interface ModelAsk {
  /** The viewed product, when the model is about one. */
  productId?: string | undefined;
  /** What the page says about itself instead (a trending model's facet). */
  category?: string | undefined;
  brand?: string | undefined;
  /** The rules the model maps onto. */
  accept: (rule: SavedRecommendation) => boolean;
  /** Products at most. */
  max: number;
}

export interface RecommendDependencies {
  shops: Pick<ShopsRepository, 'findPublicByKey'>;
  registry: IndexRegistry;
  /** The shop's recommendations in list order (VmListsService.read). */
  rules: (shopId: string) => Promise<SavedRecommendation[]>;
  /** The shop's history interval (VmSettingsService.interval). */
  interval: (shopId: string) => Promise<HistoryInterval>;
  /** Stored catalogue JSON by product id (ProductsRepository.findMany). */
  products: (shopId: string, ids: readonly string[]) => Promise<Map<string, string>>;
  history: Pick<HistoryRanking, 'ranks'>;
  previewTokens: Pick<PreviewTokenService, 'verify'>;
  plans: (customerId: string) => Plan[] | Promise<Plan[]>;
  limit: StorefrontLimit;
  now: Clock;
}

/**
 * `GET shops/{shopKey}/recommend` (docs/product/visual-machine.md#recommendations-served): the
 * shop's recommendations for a storefront context, each with its products shaped like search hits.
 * Public like search: an unknown key answers 404, an unpublished shop 403 unless the call carries
 * a preview token for it; never counted as a search.
 */
export class RecommendService {
  constructor(private readonly deps: RecommendDependencies) {}

  /**
   * The rules that apply, in list order, with their products; rules with no product to show are
   * left out, and at most RECOMMEND_MAX_RULES are answered.
   * @example (await recommend.recommend('key', { context: 'showcase', q: '' }, ip)).recommendations[0]?.products.length // 20
   */
  async recommend(
    shopKey: string,
    query: RecommendQuery,
    clientIp: string,
  ): Promise<RecommendResponse> {
    this.deps.limit(clientIp);
    if (query.preview !== undefined) await this.deps.previewTokens.verify(query.preview, shopKey);
    const shop = await this.deps.shops.findPublicByKey(shopKey);
    if (!shop) throw new AppError('shop-not-found');
    if (shop.is_active !== 1 && query.preview === undefined) {
      throw new AppError('shop-not-published');
    }
    const entry = this.deps.registry.get(shop.key);
    // A plan that lost the Visual Machine keeps its rules stored but serves none.
    if (!entry || !(await this.hasVisualMachine(shop))) return { recommendations: [] };
    const item = await this.item(shop.id, query);
    const context = conditionContext(query, item);
    const nowSeconds = epochSeconds(this.deps.now);
    const rules = (await this.deps.rules(shop.id)).filter((rule) =>
      ruleApplies(rule, query, context, nowSeconds),
    );
    const recommendations: ServedRecommendation[] = [];
    for (const rule of rules) {
      const products = await this.productsOf(rule, entry, item, shop.id);
      if (products.length === 0) continue;
      recommendations.push({
        id: rule.id,
        name: rule.name,
        tag: rule.tag,
        visualization: visualizationOf(rule, query),
        products,
      });
      if (recommendations.length === RECOMMEND_MAX_RULES) break;
    }
    return { recommendations };
  }

  /**
   * The products of the shop's external rules that `ask.accept`s and that serve for the viewed
   * product (or the page), in list order, each product once, at most `ask.max`: what an Algolia
   * Recommend model answers (docs/product/algolia-protocol.md#query-suggestions-and-recommendations).
   * Unknown key: 404; unpublished shop: 403; a plan without the Visual Machine: none. The caller
   * counts the call against the storefront limit, once for all its models.
   */
  async modelProducts(shopKey: string, ask: ModelAsk): Promise<SearchHit[]> {
    const shop = await this.deps.shops.findPublicByKey(shopKey);
    if (!shop) throw new AppError('shop-not-found');
    if (shop.is_active !== 1) throw new AppError('shop-not-published');
    const entry = this.deps.registry.get(shop.key);
    if (!entry || !(await this.hasVisualMachine(shop))) return [];
    const query: RecommendQuery = {
      context: ask.productId === undefined ? 'external' : 'product',
      q: '',
      ...(ask.productId === undefined ? {} : { productId: ask.productId }),
      ...(ask.category === undefined ? {} : { category: ask.category }),
      ...(ask.brand === undefined ? {} : { brand: ask.brand }),
    };
    const item = await this.item(shop.id, query);
    const context = conditionContext(query, item);
    const nowSeconds = epochSeconds(this.deps.now);
    const rules = (await this.deps.rules(shop.id)).filter(
      (rule) =>
        rule.extra.type === 'external' && ask.accept(rule) && ruleServes(rule, context, nowSeconds),
    );
    const hits = new Map<string, SearchHit>();
    for (const rule of rules) {
      for (const hit of await this.productsOf(rule, entry, item, shop.id)) {
        if (hits.size < ask.max && !hits.has(hit.header.externalId)) {
          hits.set(hit.header.externalId, hit);
        }
      }
      if (hits.size >= ask.max) break;
    }
    return [...hits.values()];
  }

  private async hasVisualMachine(shop: PublicShopRow): Promise<boolean> {
    const plan = selectedPlan(await this.deps.plans(shop.customer_id));
    return isStandardOrMore(effectivePlanKey(plan, epochSeconds(this.deps.now)));
  }

  /** The viewed product from the catalogue, else what the page says about itself. */
  private async item(shopId: string, query: RecommendQuery): Promise<ConditionContext | undefined> {
    if (query.context === 'showcase' || query.context === 'noResults') return undefined;
    if (query.productId !== undefined) {
      const data = (await this.deps.products(shopId, [query.productId])).get(query.productId);
      const product = data === undefined ? undefined : parseProduct(data);
      if (product) return { ...pageItem(query), ...productItem(product) };
    }
    return pageItem(query);
  }

  private async productsOf(
    rule: SavedRecommendation,
    shop: ShopIndex,
    item: ConditionContext | undefined,
    shopId: string,
  ): Promise<SearchHit[]> {
    const size = Math.min(rule.recommender.size, RECOMMEND_MAX_PRODUCTS);
    const inner = rule.recommender.recommender;
    if (inner.type === 'custom') {
      return manualProducts(
        shop,
        inner.content.products.map((product) => product.id),
        size,
      );
    }
    const template = rule.extra.actionType === 'similar' || rule.extra.actionType === 'upselled';
    // Similar and upselled are about a product: without one there is nothing to be similar to.
    if (template && item === undefined) return [];
    let query = recommenderQuery(inner.queryString, template ? item : undefined);
    if (!query) return [];
    const price = item?.sellingPrice;
    if (rule.extra.actionType === 'upselled' && typeof price === 'number') {
      query = withMinimumPrice(query, price);
    }
    const ranks = query.history
      ? await this.deps.history.ranks(
          shopId,
          query.history,
          Number(await this.deps.interval(shopId)),
        )
      : undefined;
    const viewed = template && typeof item?.id === 'string' ? item.id : undefined;
    return queryProducts(shop, query, size, { exclude: viewed, ranks });
  }
}

function parseProduct(data: string) {
  try {
    const parsed = catalogueProductSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
