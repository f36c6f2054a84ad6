import { z } from 'zod';
import { RECOMMEND_CONTEXTS, RECOMMEND_MAX_PRODUCTS } from '../constants/recommend.constants';
import { VISUALIZATION_TYPES } from '../constants/visual-machine.constants';
import { recommendationTagSchema } from '../visual-machine/recommendation.schema';
import { defineCall } from './call';
import { PREVIEW_TOKEN_MAX_LENGTH } from './layer.api';
import { searchHitSchema } from './search.api';

/**
 * `GET shops/{shopKey}/recommend`: the context a storefront asks recommendations for
 * (docs/product/visual-machine.md#recommendations-served). `showcase` and `noResults` (with the
 * query `q`) answer the in-layer rules; `external` and `product` the external rules of `tag`, with
 * the page's `category`, `brand` and `price`, or the viewed product by `productId`.
 */
export const recommendQuerySchema = z
  .object({
    context: z.enum(RECOMMEND_CONTEXTS),
    q: z.string().max(500).default(''),
    tag: recommendationTagSchema.max(64).optional(),
    productId: z.string().min(1).max(256).optional(),
    category: z.string().max(500).optional(),
    brand: z.string().max(200).optional(),
    price: z.coerce.number().finite().nonnegative().max(1e9).optional(),
    /** A console preview token: the shop is answered even unpublished (as search). */
    preview: z.string().min(1).max(PREVIEW_TOKEN_MAX_LENGTH).optional(),
  })
  .superRefine((query, context) => {
    const external = query.context === 'external' || query.context === 'product';
    if (external && query.tag === undefined) {
      context.addIssue({ code: 'custom', path: ['tag'], message: 'External contexts need a tag.' });
    }
    if (query.context === 'product' && query.productId === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['productId'],
        message: 'The product context needs the viewed product’s id.',
      });
    }
  });
export type RecommendQuery = z.output<typeof recommendQuerySchema>;

/** One recommendation served: the rule's identity, how to show it, and its products. */
export const servedRecommendationSchema = z.object({
  id: z.string(),
  name: z.string(),
  tag: z.string(),
  /** The rule's visualisation for the showcase or for no results; external ones are carousels. */
  visualization: z.enum(VISUALIZATION_TYPES),
  /** Shaped like search hits; at most the rule's size and RECOMMEND_MAX_PRODUCTS. */
  products: z.array(searchHitSchema).max(RECOMMEND_MAX_PRODUCTS),
});
export type ServedRecommendation = z.infer<typeof servedRecommendationSchema>;

export const recommendResponseSchema = z.object({
  recommendations: z.array(servedRecommendationSchema),
});
export type RecommendResponse = z.infer<typeof recommendResponseSchema>;

/**
 * The storefront's recommendations: public and CORS open like search, counted against the same
 * per-address limit, never billed as a search.
 */
export const recommendApi = {
  recommend: defineCall({
    method: 'GET',
    path: '/shops/:shopKey/recommend',
    params: z.object({ shopKey: z.string().min(1).max(64) }),
    query: recommendQuerySchema,
    response: recommendResponseSchema,
    auth: 'public',
  }),
} as const;
