import { z } from 'zod';
import { statusResponseSchema } from '../account/session.schema';
import {
  facetLabelsUploadSchema,
  loaderResponseSchema,
  seoUploadSchema,
  seoValuesResponseSchema,
} from '../shops/integration.schema';
import {
  attributeTypeSchema,
  categoryNodeSchema,
  industriesSchema,
  searchTypeSchema,
  websiteAttributesSchema,
} from '../shops/reference-lists.schema';
import {
  layerVersionSchema,
  shopConfigurationUpdateSchema,
  shopConfUpdateSchema,
  shopDataUpdateSchema,
  shopIndexingStatusSchema,
  shopLanguageUpdateSchema,
  shopListSchema,
  shopSectorUpdateSchema,
  shopSyncStatusSchema,
} from '../shops/shop.schema';
import {
  revisionPageQuerySchema,
  revisionPageSchema,
} from '../shops/configuration-revision.schema';
import { defineCall } from './call';

const shopParams = z.object({ id: z.string().min(1).max(64) });
/** Calls that address a shop by its public key rather than its id. */
const shopKeyParams = z.object({ shopKey: z.string().min(1).max(128) });
const revisionParams = shopParams.extend({
  revision: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * `GET shops/{id}/seo-values`: the attribute names, comma-separated (the console's client sends scalar
 * query values only; an `attributes[]=` list carries the same names).
 */
export const seoValuesQuerySchema = z.object({
  attributes: z
    .string()
    .max(4096)
    .default('')
    .transform((names) =>
      names
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    ),
});

/**
 * Shop calls of the console (docs/product/shell.md#calls, docs/product/search-setup.md#calls),
 * relative to /API. Each answers only the caller's shops; another customer's shop answers 404 as if
 * it did not exist. `GET shops` is sent without the API-key header; the session token is enough.
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
  setSector: defineCall({
    method: 'PUT',
    path: '/shops/:id/sector',
    params: shopParams,
    body: shopSectorUpdateSchema,
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
  /**
   * Wizard settings: the setup, normalised by the server
   * (docs/product/onboarding.md#settings-step); answers the shop list.
   */
  configure: defineCall({
    method: 'PUT',
    path: '/shops/:id/configuration',
    params: shopParams,
    body: shopConfigurationUpdateSchema,
    response: shopListSchema,
    auth: 'session',
  }),
  /** Save bar: setup plus the edited sections; answers the updated shop list. */
  saveConfiguration: defineCall({
    method: 'PUT',
    path: '/shops/:id/conf',
    params: shopParams,
    body: shopConfUpdateSchema,
    response: shopListSchema,
    auth: 'session',
  }),
  /** The configuration's saved revisions, newest first (docs/product/configuration-history.md). */
  revisions: defineCall({
    method: 'GET',
    path: '/shops/:id/revisions',
    params: shopParams,
    query: revisionPageQuerySchema,
    response: revisionPageSchema,
    auth: 'session',
  }),
  /**
   * Restores every section to a revision's configuration. It is a save like any other: it records a
   * new revision and goes live (rebuild or query settings) the same way; answers the shop list.
   */
  rollback: defineCall({
    method: 'POST',
    path: '/shops/:id/revisions/:revision/rollback',
    params: revisionParams,
    response: shopListSchema,
    auth: 'session',
  }),
  /** Published toggle on: only with an active plan. */
  publish: defineCall({
    method: 'POST',
    path: '/shops/:id/activation',
    params: shopParams,
    response: statusResponseSchema,
    auth: 'session',
  }),
  unpublish: defineCall({
    method: 'DELETE',
    path: '/shops/:id/activation',
    params: shopParams,
    response: statusResponseSchema,
    auth: 'session',
  }),
  versions: defineCall({
    method: 'GET',
    path: '/versions',
    response: z.array(layerVersionSchema),
    auth: 'session',
  }),
  uploadSeo: defineCall({
    method: 'POST',
    path: '/shops/:id/seo',
    params: shopParams,
    body: seoUploadSchema,
    response: statusResponseSchema,
    auth: 'session',
  }),
  deleteSeo: defineCall({
    method: 'DELETE',
    path: '/shops/:id/seo',
    params: shopParams,
    response: statusResponseSchema,
    auth: 'session',
  }),
  seoValues: defineCall({
    method: 'GET',
    path: '/shops/:id/seo-values',
    params: shopParams,
    query: seoValuesQuerySchema,
    response: seoValuesResponseSchema,
    auth: 'session',
  }),
  categories: defineCall({
    method: 'GET',
    path: '/shops/:id/categories',
    params: shopParams,
    response: z.array(categoryNodeSchema),
    auth: 'session',
  }),
  /** Uploaded facet labels (facet name → label), by public key. */
  facetLabels: defineCall({
    method: 'GET',
    path: '/shops/:shopKey/facets',
    params: shopKeyParams,
    response: facetLabelsUploadSchema,
    auth: 'session',
  }),
  uploadFacetLabels: defineCall({
    method: 'POST',
    path: '/shops/:id/facets',
    params: shopParams,
    body: facetLabelsUploadSchema,
    response: statusResponseSchema,
    auth: 'session',
  }),
  deleteFacetLabels: defineCall({
    method: 'DELETE',
    path: '/shops/:id/facets',
    params: shopParams,
    response: statusResponseSchema,
    auth: 'session',
  }),
  loader: defineCall({
    method: 'GET',
    path: '/shops/:shopKey/loader',
    params: shopKeyParams,
    response: loaderResponseSchema,
    auth: 'session',
  }),
} as const;
