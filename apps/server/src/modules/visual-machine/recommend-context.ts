import {
  conditionsHold,
  recommendationConditions,
  type CatalogueProduct,
  type ConditionContext,
  type ConditionValue,
  type RecommendQuery,
  type SavedRecommendation,
  type ServedRecommendation,
} from '@trova/contracts';
import { categoryPath, sellingPrice, toEngineDocument } from '../catalogue/index';

function conditionValue(value: unknown): ConditionValue | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  return undefined;
}

/**
 * A catalogue product's fields as conditions and templates read them
 * (docs/product/visual-machine.md#conditions-language): its index fields (`brand`, `color`,
 * `categories` as paths…), `id`, `category` (the same paths), `sellingPrice` (the sale price when
 * there is one) and `listingPrice` (the price before any sale).
 * @example productItem({ id: 's1', title: 'Sofa', price: { amount: 300, currency: 'EUR' } }).listingPrice // 300
 */
export function productItem(product: CatalogueProduct): ConditionContext {
  const item: Record<string, ConditionValue> = {};
  for (const [field, value] of Object.entries(toEngineDocument(product))) {
    const usable = conditionValue(value);
    if (usable !== undefined) item[field] = usable;
  }
  const selling = sellingPrice(product)?.amount;
  const listing = product.price?.amount ?? selling;
  if (item.categories !== undefined) item.category = item.categories;
  if (selling !== undefined) item.sellingPrice = selling;
  if (listing !== undefined) item.listingPrice = listing;
  return item;
}

/**
 * What an external page says about itself (the embed's `category`, `brand` and `price`), as a
 * product's fields; undefined when it says nothing.
 * @example pageItem({ context: 'external', q: '', tag: 't', brand: 'Nike' }) // { brand: 'Nike' }
 */
export function pageItem(query: RecommendQuery): ConditionContext | undefined {
  const item: Record<string, ConditionValue> = {};
  const path = query.category === undefined ? '' : categoryPath(query.category);
  if (path !== '') item.category = item.categories = [path];
  if (query.brand !== undefined && query.brand.trim() !== '') item.brand = query.brand.trim();
  if (query.price !== undefined) item.sellingPrice = item.price = query.price;
  return Object.keys(item).length > 0 ? item : undefined;
}

/** The context conditions are checked against: the page, the query and the item's fields. */
export function conditionContext(
  query: RecommendQuery,
  item: ConditionContext | undefined,
): ConditionContext {
  return { ...item, page: query.context, query: query.q };
}

function scheduled(rule: SavedRecommendation, nowSeconds: number): boolean {
  const schedule = rule.condition[0][0];
  if ('always' in schedule) return true;
  const { from, to } = schedule.timeInterval;
  return from > 0 && from <= nowSeconds && (to === null || nowSeconds <= to);
}

/**
 * Whether a rule is served in this context (docs/product/visual-machine.md#recommendations-served):
 * active, within its schedule, of the context's trigger (in the layer for the showcase and no
 * results; external with the asked tag for product and external pages), and its JSON condition
 * holds.
 */
export function ruleApplies(
  rule: SavedRecommendation,
  query: RecommendQuery,
  context: ConditionContext,
  nowSeconds: number,
): boolean {
  const inLayer = query.context === 'showcase' || query.context === 'noResults';
  const trigger = inLayer
    ? rule.extra.type === 'layer'
    : rule.extra.type === 'external' && rule.tag === query.tag;
  return trigger && ruleServes(rule, context, nowSeconds);
}

/** Whether a rule serves now, whatever its trigger: active, within its schedule, its condition held. */
export function ruleServes(
  rule: SavedRecommendation,
  context: ConditionContext,
  nowSeconds: number,
): boolean {
  return (
    rule.isActive &&
    scheduled(rule, nowSeconds) &&
    conditionsHold(recommendationConditions(rule), context)
  );
}

/** How the layer shows the rule here; external pages always get a carousel. */
export function visualizationOf(
  rule: SavedRecommendation,
  query: RecommendQuery,
): ServedRecommendation['visualization'] {
  if (query.context === 'showcase') return rule.extra.showcase.visualizationType;
  if (query.context === 'noResults') return rule.extra.noResult.visualizationType;
  return 'carousel';
}
