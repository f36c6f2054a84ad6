import { z } from 'zod';
import { statusResponseSchema } from '../account/session.schema';
import {
  attributeTypeSchema,
  industriesSchema,
  searchTypeSchema,
  websiteAttributesSchema,
} from '../shops/reference-lists.schema';
import {
  shopDataUpdateSchema,
  shopIndexingStatusSchema,
  shopLanguageUpdateSchema,
  shopListSchema,
  shopSyncStatusSchema,
} from '../shops/shop.schema';
import { defineCall } from './call';

const shopParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Shop calls of the console (documents 000 §7 and 001 §7), relative to /API. Each answers only the
 * caller's shops; another customer's shop answers 404 as if it did not exist. `GET shops` is sent
 * without the API-key header; the session token is enough.
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
  indexingStatus: defineCall({
    method: 'GET',
    path: '/shops/:id/status',
    params: shopParams,
    response: shopIndexingStatusSchema,
    auth: 'session',
  }),
  setLanguage: defineCall({
    method: 'PUT',
    path: '/shops/:id/lang',
    params: shopParams,
    body: shopLanguageUpdateSchema,
    response: statusResponseSchema,
    auth: 'session',
  }),
  setData: defineCall({
    method: 'PUT',
    path: '/shops/:id/data',
    params: shopParams,
    body: shopDataUpdateSchema,
    response: statusResponseSchema,
    auth: 'session',
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/shops/:id',
    params: shopParams,
    response: statusResponseSchema,
    auth: 'session',
  }),
  attributes: defineCall({
    method: 'GET',
    path: '/shops/:id/attributes',
    params: shopParams,
    response: websiteAttributesSchema,
    auth: 'session',
  }),
  industries: defineCall({
    method: 'GET',
    path: '/industries',
    response: industriesSchema,
    auth: 'session',
  }),
  attributeTypes: defineCall({
    method: 'GET',
    path: '/attribute-types',
    response: z.array(attributeTypeSchema),
    auth: 'session',
  }),
  searchTypes: defineCall({
    method: 'GET',
    path: '/search-types',
    response: z.array(searchTypeSchema),
    auth: 'session',
  }),
} as const;
