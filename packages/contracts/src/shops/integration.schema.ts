import { z } from 'zod';
import {
  LABELS_CSV_MAX_ROWS,
  SEO_FILTERS_MAX,
  SEO_TRANSLATIONS_MAX,
} from '../constants/layout.constants';
import { maxKeys, maxTotalKeys } from '../validation/list-caps.rules';

/**
 * `POST integrations/shp?shop=&languageIso=`: the Shopify shop domain, trimmed, and the language of
 * the shop's catalogue as chosen in the wizard (kept with the install until Shopify sends the owner
 * back; `it` when absent).
 */
export const shopifyConnectQuerySchema = z.object({
  shop: z.string().trim().min(1),
  languageIso: z
    .string()
    .trim()
    .regex(/^[a-z]{2}$/)
    .optional(),
});
export type ShopifyConnectQuery = z.infer<typeof shopifyConnectQuerySchema>;

/** `POST integrations/google-shopping`. The sync time is sent only for feeds that are not a file. */
export const googleShoppingConnectSchema = z.object({
  shopUrl: z.string().trim().min(1),
  languageIso: z.string().min(2),
  feedUrl: z.url(),
  preferredSynchronizationTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .optional(),
});
export type GoogleShoppingConnect = z.infer<typeof googleShoppingConnectSchema>;

/** `GET integrations/gs/check-feed?url=`. */
export const checkFeedResponseSchema = z.object({ isReadable: z.boolean() });
export type CheckFeedResponse = z.infer<typeof checkFeedResponseSchema>;

/** `POST shops/{id}/seo`: filter → value → translation, within the SEO caps. */
export const seoUploadSchema = z.object({
  seo: z
    .record(z.string(), z.record(z.string(), z.string()))
    .check(maxKeys(SEO_FILTERS_MAX), maxTotalKeys(SEO_TRANSLATIONS_MAX)),
});
export type SeoUpload = z.infer<typeof seoUploadSchema>;

/** `GET shops/{id}/seo-values`: per attribute, filter → values. */
export const seoValuesResponseSchema = z.object({
  values: z.array(z.record(z.string(), z.array(z.string()))),
});
export type SeoValuesResponse = z.infer<typeof seoValuesResponseSchema>;

/** `POST shops/{id}/facets` after a labels CSV upload: facet name → label. */
export const facetLabelsUploadSchema = z.object({
  facets: z.record(z.string(), z.string()).check(maxKeys(LABELS_CSV_MAX_ROWS)),
});
export type FacetLabelsUpload = z.infer<typeof facetLabelsUploadSchema>;

/** `GET shops/{key}/loader`: path of the loader snippet. */
export const loaderResponseSchema = z.object({ path: z.string().min(1) });
export type LoaderResponse = z.infer<typeof loaderResponseSchema>;
