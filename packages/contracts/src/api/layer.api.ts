import { z } from 'zod';
import { GA4_TYPES, selectorSchema } from '../shops/setup.schema';
import { layoutSchema } from '../shops/layout.schema';
import { defineCall } from './call';

/** Longest preview token the public calls accept (a compact JWT is far shorter). */
export const PREVIEW_TOKEN_MAX_LENGTH = 2048;
/** A preview token lets the console's preview use a shop's layer this long. */
export const PREVIEW_TOKEN_TTL_SECONDS = 30 * 60;
/** Icebreaker suggestions a shop's public layer configuration carries at most. */
export const LAYER_SUGGESTIONS_MAX = 8;

const shopKeyParams = z.object({ shopKey: z.string().min(1).max(64) });

/**
 * `GET shops/{shopKey}/layer?preview=`: what the storefront layer needs besides search, public
 * like the search API (docs/product/layer.md). A shop that is not published answers 403
 * `shop-not-published`, unless the call carries a preview token the console issued for it.
 */
export const layerConfigurationQuerySchema = z.object({
  preview: z.string().min(1).max(PREVIEW_TOKEN_MAX_LENGTH).optional(),
});

/** The SEO-friendly filter URLs of a shop: the search word, the filter order and value slugs. */
export const layerSeoSchema = z.object({
  isActive: z.boolean(),
  /** Path segment that starts a search URL, e.g. 'search' in `/search/brand-nike`. */
  searchWord: z.string(),
  /** Filters in the order their segments appear in the URL. */
  order: z.array(z.string()),
  /** filter → value → slug, from the uploaded SEO CSV. */
  translations: z.record(z.string(), z.record(z.string(), z.string())),
});
export type LayerSeo = z.infer<typeof layerSeoSchema>;

export const layerConfigurationSchema = z.object({
  /** The shop's public key: the layer searches with it. */
  key: z.string().min(1),
  /** The layer version the shop pinned: 'latest' or x.y.z. */
  version: z.string().min(1),
  /** The shop's language (ISO 639-1): the layer's texts and number formats. */
  language: z.string().min(2),
  /** The whole layout, every missing section filled with its default. */
  layout: layoutSchema,
  /** Uploaded facet labels: facet name → label. */
  labels: z.record(z.string(), z.string()),
  /** Where the search box is on the storefront (desktop and mobile selectors). */
  selector: selectorSchema,
  /** Facets of the setup, in setup order (the layout's facet list orders and types them). */
  facets: z.array(z.string()),
  /** Results fields of the setup: each hit's `data` carries them. */
  resultFields: z.array(z.string()),
  seo: layerSeoSchema,
  ga4: z.object({ isActive: z.boolean(), type: z.enum(GA4_TYPES) }),
  /** Plan-gated parts of the layer the shop's plan includes (docs/product/billing.md). */
  features: z.object({ showcase: z.boolean(), icebreaker: z.boolean() }),
  /** Suggested queries for the icebreaker, most useful first. */
  suggestions: z.array(z.string()).max(LAYER_SUGGESTIONS_MAX),
  /** True when answered for a preview token: searches are neither counted nor billed. */
  preview: z.boolean(),
  /**
   * True when the shop's plan has the Visual Machine and it has an active in-layer
   * recommendation: the layer then asks for recommendations in the showcase and on no results
   * (docs/product/layer.md#recommendations). Absent means false.
   */
  recommendations: z.boolean().optional(),
});
export type LayerConfiguration = z.infer<typeof layerConfigurationSchema>;

/** `GET shops/{id}/preview-token`: a short-lived token the console's preview hands the layer. */
export const previewTokenSchema = z.object({
  token: z.string().min(1).max(PREVIEW_TOKEN_MAX_LENGTH),
  /** Epoch seconds. */
  expiresAt: z.number().int().positive(),
});
export type PreviewToken = z.infer<typeof previewTokenSchema>;

/**
 * The storefront layer's calls besides search (public, CORS open), and the console's preview
 * token (session).
 */
export const layerApi = {
  configuration: defineCall({
    method: 'GET',
    path: '/shops/:shopKey/layer',
    params: shopKeyParams,
    query: layerConfigurationQuerySchema,
    response: layerConfigurationSchema,
    auth: 'public',
  }),
  previewToken: defineCall({
    method: 'GET',
    path: '/shops/:id/preview-token',
    params: z.object({ id: z.string().min(1).max(64) }),
    response: previewTokenSchema,
    auth: 'session',
  }),
} as const;
