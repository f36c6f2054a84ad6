import { z } from 'zod';
import { learningChangesSchema } from '../shops/learning.schema';
import { defineCall } from './call';

/**
 * The period of "what learning changed": its top queries are the period's most searched, epoch
 * seconds as the dashboard's (docs/product/analytics.md#what-learning-changed).
 */
export const learningChangesQuerySchema = z
  .object({
    fromTimestamp: z.coerce.number().int().nonnegative(),
    toTimestamp: z.coerce.number().int().nonnegative(),
  })
  .refine((query) => query.fromTimestamp <= query.toTimestamp, {
    message: 'fromTimestamp must not be after toTimestamp',
  });
export type LearningChangesQuery = z.infer<typeof learningChangesQuerySchema>;

/**
 * Learned ranking as analytics shows it (docs/product/analytics.md#what-learning-changed): for
 * the period's top queries, the first products without and with learning, from the live index.
 * Another customer's shop answers 404.
 */
export const learningApi = {
  changes: defineCall({
    method: 'GET',
    path: '/shops/:id/analytics/learning',
    params: z.object({ id: z.string().min(1).max(64) }),
    query: learningChangesQuerySchema,
    response: learningChangesSchema,
    auth: 'session',
  }),
} as const;
