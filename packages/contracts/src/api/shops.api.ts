import { z } from 'zod';
import { shopListSchema, shopSyncStatusSchema } from '../shops/shop.schema';
import { defineCall } from './call';

/**
 * Shop calls the navigation guard needs (document 000 §7), relative to /API. Both answer only the
 * caller's shops. `GET shops` is sent without the API-key header; the session token is enough.
 */
export const shopsApi = {
  list: defineCall({
    method: 'GET',
    path: '/shops',
    response: shopListSchema,
    auth: 'session',
  }),
  syncStatus: defineCall({
    method: 'GET',
    path: '/shops/status',
    response: z.array(shopSyncStatusSchema),
    auth: 'session',
  }),
} as const;
