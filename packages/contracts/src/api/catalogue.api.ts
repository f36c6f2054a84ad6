import { z } from 'zod';
import type { Platform } from '../constants/shops.constants';
import { defineCall } from './call';

/** Products plus deletions accepted in one push batch (docs/product/catalogue.md#push-api). */
export const CATALOGUE_BATCH_MAX_ITEMS = 1000;
/** Bytes of one push batch: 1000 products with long descriptions fit. */
export const CATALOGUE_BATCH_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Platforms whose catalogue arrives through the push API: our own integration and the CMS plugins,
 * which call it with the customer's API key (docs/product/catalogue.md).
 */
export const PUSH_PLATFORMS = [
  'custom-integration',
  'prestashop',
  'storeden',
  'magento-1',
  'magento-2',
  'woocommerce',
] as const satisfies readonly Platform[];
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

/**
 * `POST integrations/custom`: a push-API client registers a shop, which then waits to be configured.
 * A CMS plugin names its platform; without one the shop is a Custom Integration.
 */
export const customShopRegistrationSchema = z.object({
  shopUrl: z.string().trim().min(1).max(2048),
  languageIso: z.string().trim().min(2).max(3),
  platform: z.enum(PUSH_PLATFORMS).default('custom-integration'),
  /** The plugin's platform version, where the platform has versions. */
  platformVersion: z.string().trim().min(1).max(40).optional(),
});
export type CustomShopRegistration = z.infer<typeof customShopRegistrationSchema>;

/** The registered shop: `id` for the push calls, `key` for the public search API. */
export const registeredShopSchema = z.object({
  status: z.literal('OK'),
  id: z.string().min(1),
  key: z.string().min(1),
});
export type RegisteredShop = z.infer<typeof registeredShopSchema>;

/**
 * `POST integrations/custom/{id}/products`. Upserts are validated one by one on the server with
 * `catalogueProductSchema`, so one bad item is reported by its index instead of a bare 400.
 */
export const catalogueBatchSchema = z
  .object({
    upserts: z.array(z.unknown()).max(CATALOGUE_BATCH_MAX_ITEMS).default([]),
    deletes: z.array(z.string().trim().min(1).max(256)).max(CATALOGUE_BATCH_MAX_ITEMS).default([]),
  })
  .refine((batch) => batch.upserts.length + batch.deletes.length <= CATALOGUE_BATCH_MAX_ITEMS, {
    message: `at most ${CATALOGUE_BATCH_MAX_ITEMS} upserts and deletes in one batch`,
  });
export type CatalogueBatch = z.input<typeof catalogueBatchSchema>;

export const catalogueBatchResultSchema = z.object({
  status: z.literal('OK'),
  upserted: z.number().int().nonnegative(),
  deleted: z.number().int().nonnegative(),
  /** Products the shop holds after the batch. */
  skus: z.number().int().nonnegative(),
});
export type CatalogueBatchResult = z.infer<typeof catalogueBatchResultSchema>;

/** One rejected item of a batch, in the error's `details.items`. */
export const catalogueItemErrorSchema = z.object({
  index: z.number().int().nonnegative(),
  id: z.string().nullable(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type CatalogueItemError = z.infer<typeof catalogueItemErrorSchema>;

const shopIdParams = z.object({ id: z.string().min(1).max(64) });
const productParams = shopIdParams.extend({ productId: z.string().trim().min(1).max(256) });

/**
 * The push API ('Custom Integration', also what CMS plugins call), relative to /API. Authenticated by
 * the customer's API key in `X-Api-Key`; every call answers 404 for a shop of another customer.
 */
export const catalogueApi = {
  registerShop: defineCall({
    method: 'POST',
    path: '/integrations/custom',
    body: customShopRegistrationSchema,
    response: registeredShopSchema,
    auth: 'api-key',
  }),
  pushProducts: defineCall({
    method: 'POST',
    path: '/integrations/custom/:id/products',
    params: shopIdParams,
    body: catalogueBatchSchema,
    response: catalogueBatchResultSchema,
    auth: 'api-key',
    bodyLimit: CATALOGUE_BATCH_MAX_BYTES,
  }),
  /**
   * One product created or replaced: the body is the product, whose `id` must be the path's. Like a
   * batch of one upsert, searchable at once without rebuilding the index.
   */
  putProduct: defineCall({
    method: 'PUT',
    path: '/integrations/custom/:id/products/:productId',
    params: productParams,
    body: z.unknown(),
    response: catalogueBatchResultSchema,
    auth: 'api-key',
  }),
  /** One product removed; removing a product the shop does not have answers `deleted: 0`. */
  deleteProduct: defineCall({
    method: 'DELETE',
    path: '/integrations/custom/:id/products/:productId',
    params: productParams,
    response: catalogueBatchResultSchema,
    auth: 'api-key',
  }),
} as const;
