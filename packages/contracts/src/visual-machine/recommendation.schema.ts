import { z } from 'zod';
import {
  DEFAULT_RECOMMENDER_SIZE,
  HISTORY_INTERVALS,
  HISTORY_SORT_KEYS,
  RECOMMENDATION_ACTION_TYPES,
  RECOMMENDATION_TAG_MAX,
  RECOMMENDATION_TAG_MIN,
  RECOMMENDATION_TAG_PREFIX,
  RECOMMENDATION_TRIGGER_TYPES,
  VISUALIZATION_TYPES,
  VM_ORDER_MAX,
  VM_PRODUCTS_MAX,
  VM_TEXT_MAX,
  VM_TRIGGER_CONDITIONS_MAX,
} from '../constants/visual-machine.constants';
import { vmProductSchema, vmTextSchema } from './conditions.schema';

const visualization = z.object({ visualizationType: z.enum(VISUALIZATION_TYPES) });
const epochSeconds = z.number().int().nonnegative();

/**
 * Scheduling item of the first conjunction; the second (optional) conjunction holds the free-form
 * JSON condition, whose grammar is still open (docs/product/visual-machine.md#conditions-language),
 * so any JSON value is kept.
 */
export const scheduleConditionSchema = z.union([
  z.object({ always: z.literal(true) }),
  z.object({ timeInterval: z.object({ from: epochSeconds, to: epochSeconds.nullable() }) }),
]);
export type ScheduleCondition = z.infer<typeof scheduleConditionSchema>;

export const recommendationConditionSchema = z.union([
  z.tuple([z.tuple([scheduleConditionSchema])]),
  z.tuple([z.tuple([scheduleConditionSchema]), z.array(z.json()).max(VM_TRIGGER_CONDITIONS_MAX)]),
]);
export type RecommendationCondition = z.infer<typeof recommendationConditionSchema>;

/** Inner recommender: manual products, a stored query, or a query template. */
export const innerRecommenderSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('custom'),
    content: z.object({ products: z.array(vmProductSchema).max(VM_PRODUCTS_MAX) }),
  }),
  z.object({ type: z.literal('query'), baseUrl: z.string(), queryString: z.string() }),
  z.object({ type: z.literal('queryTemplate'), baseUrl: z.string(), queryString: z.string() }),
]);
export type InnerRecommender = z.infer<typeof innerRecommenderSchema>;

export const recommenderSchema = z.object({
  type: z.literal('limit'),
  size: z.number().int().positive(),
  recommender: innerRecommenderSchema,
});
export type Recommender = z.infer<typeof recommenderSchema>;

export const recommendationTagSchema = z.string().regex(/^[A-Za-z0-9_-]+$/);

/** Recommendation rule (docs/product/visual-machine.md#recommendations); no id until created. */
export const recommendationSchema = z.object({
  id: z.string().min(1).optional(),
  shopId: z.string().min(1).max(VM_TEXT_MAX),
  name: vmTextSchema,
  description: vmTextSchema,
  isActive: z.boolean(),
  tag: recommendationTagSchema,
  extra: z.object({
    actionType: z.enum(RECOMMENDATION_ACTION_TYPES),
    showcase: visualization,
    noResult: visualization,
    type: z.enum(RECOMMENDATION_TRIGGER_TYPES),
  }),
  condition: recommendationConditionSchema,
  recommender: recommenderSchema,
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** `PUT shops/{shopId}/recommendations`: rules in their new order. */
export const recommendationOrderSchema = z.object({
  rules: z.array(recommendationSchema).max(VM_ORDER_MAX),
});

/** History interval of recommendations, in days, as a string. */
export const historyIntervalSchema = z.object({ historyInterval: z.enum(HISTORY_INTERVALS) });
export type HistoryIntervalSetting = z.infer<typeof historyIntervalSchema>;

/** Query-kind settings that the console encodes into the stored query string. */
export const recommendationQuerySettingsSchema = z.object({
  search: vmTextSchema,
  filters: z
    .array(
      z.union([
        z.object({ name: z.enum(['price', 'sellingPrice']), from: z.number(), to: z.number() }),
        z.object({ name: z.string().min(1).max(VM_TEXT_MAX), text: vmTextSchema }),
      ]),
    )
    .max(VM_TRIGGER_CONDITIONS_MAX),
  sorting: z.discriminatedUnion('by', [
    z.object({
      by: z.literal('relevance'),
      key: z.string().min(1),
      direction: z.enum(['ASC', 'DESC']),
    }),
    z.object({
      by: z.literal('history'),
      key: z.enum(HISTORY_SORT_KEYS),
      direction: z.literal('DESC'),
    }),
  ]),
});
export type RecommendationQuerySettings = z.infer<typeof recommendationQuerySettingsSchema>;

/**
 * Default tag: 'widget-' and a random number from 1 to 9999. `random` is injectable for tests.
 * @example defaultRecommendationTag(() => 0) // 'widget-1'
 */
export function defaultRecommendationTag(random: () => number = Math.random): string {
  const span = RECOMMENDATION_TAG_MAX - RECOMMENDATION_TAG_MIN + 1;
  const n = RECOMMENDATION_TAG_MIN + Math.min(span - 1, Math.floor(random() * span));
  return `${RECOMMENDATION_TAG_PREFIX}${n}`;
}

/**
 * A new manual recommendation shown in the layer, always valid, with the default recommender size.
 * @example defaultRecommendation('shop-1').recommender.size // 20
 */
export function defaultRecommendation(
  shopId: string,
  random: () => number = Math.random,
): Recommendation {
  return {
    shopId,
    name: '',
    description: '',
    isActive: true,
    tag: defaultRecommendationTag(random),
    extra: {
      actionType: 'manually',
      showcase: { visualizationType: 'carousel' },
      noResult: { visualizationType: 'carousel' },
      type: 'layer',
    },
    condition: [[{ always: true }]],
    recommender: {
      type: 'limit',
      size: DEFAULT_RECOMMENDER_SIZE,
      recommender: { type: 'custom', content: { products: [] } },
    },
  };
}
