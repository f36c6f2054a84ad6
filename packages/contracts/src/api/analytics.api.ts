import { z } from 'zod';
import {
  facetInfoRequestSchema,
  facetsInfoRequestSchema,
  overviewRequestSchema,
  productInfoRequestSchema,
  queryInfoRequestSchema,
  queryRequestSchema,
} from '../analytics/analytics-request.schema';
import {
  dashboardListSchema,
  dashboardOverviewSchema,
  dashboardQuerySchema,
} from '../analytics/dashboard.schema';
import { facetInfoSchema, facetsInfoSchema } from '../analytics/facets-info.schema';
import { analyticsOverviewSchema } from '../analytics/overview.schema';
import {
  productInfoSchema,
  queryHighlightsSchema,
  queryInfoSchema,
  queryListSchema,
} from '../analytics/queries.schema';
import { DASHBOARD_LIST_TYPES } from '../constants/analytics.constants';
import { defineCall } from './call';

const shopParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Search analytics of one of the caller's shops (docs/product/analytics.md): POST calls whose body
 * carries the device and the date range (`date.from`, `date.to`, epoch seconds). Another
 * customer's shop answers 404. Only human events count.
 */
export const analyticsApi = {
  overview: defineCall({
    method: 'POST',
    path: '/analytics/:id/overview',
    params: shopParams,
    body: overviewRequestSchema,
    response: analyticsOverviewSchema,
    auth: 'session',
  }),
  facetsInfo: defineCall({
    method: 'POST',
    path: '/analytics/:id/facets-info',
    params: shopParams,
    body: facetsInfoRequestSchema,
    response: facetsInfoSchema,
    auth: 'session',
  }),
  facetInfo: defineCall({
    method: 'POST',
    path: '/analytics/:id/facet-info',
    params: shopParams,
    body: facetInfoRequestSchema,
    response: facetInfoSchema,
    auth: 'session',
  }),
  /** Without `type`: the eight highlights. With `type`: one page of that full list. */
  query: defineCall({
    method: 'POST',
    path: '/analytics/:id/query',
    params: shopParams,
    body: queryRequestSchema,
    response: z.union([queryListSchema, queryHighlightsSchema]),
    auth: 'session',
  }),
  queryInfo: defineCall({
    method: 'POST',
    path: '/analytics/:id/query-info',
    params: shopParams,
    body: queryInfoRequestSchema,
    response: queryInfoSchema,
    auth: 'session',
  }),
  productInfo: defineCall({
    method: 'POST',
    path: '/analytics/:id/product-info',
    params: shopParams,
    body: productInfoRequestSchema,
    response: productInfoSchema,
    auth: 'session',
  }),
} as const;

/** The dashboard (docs/product/analytics.md#dashboard): totals and top-10 lists, ranges in seconds. */
export const dashboardApi = {
  overview: defineCall({
    method: 'GET',
    path: '/shops/:id/events',
    params: shopParams,
    query: dashboardQuerySchema,
    response: dashboardOverviewSchema,
    auth: 'session',
  }),
  list: defineCall({
    method: 'GET',
    path: '/shops/:id/events/:listType',
    params: shopParams.extend({ listType: z.enum(DASHBOARD_LIST_TYPES) }),
    query: dashboardQuerySchema,
    response: dashboardListSchema,
    auth: 'session',
  }),
} as const;
