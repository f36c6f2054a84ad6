import { z } from 'zod';
import {
  DEFAULT_LAYER_VERSION,
  DEFAULT_SEO_SEARCH_WORD,
  ATTRIBUTE_LIST_MAX,
  SEO_FILTERS_MAX,
  SEO_TRANSLATIONS_MAX,
} from '../constants/layout.constants';
import { maxKeys } from '../validation/list-caps.rules';
import { allowedOriginsSchema } from './allowed-origins.rules';
import { learningSettingsSchema } from './learning.schema';
import {
  PRODUCT_IMAGE_ATTRIBUTE,
  PRODUCT_URL_ATTRIBUTE,
} from '../constants/shop-reference.constants';

/**
 * Query field: its label, its typo tolerance and, for every search type key, the chosen value
 * ("one value per search type", docs/product/search-setup.md#query-fields).
 */
export const queryFieldSchema = z
  .object({ label: z.string(), typoTolerance: z.string().min(1) })
  .catchall(z.string());
export type QueryField = z.infer<typeof queryFieldSchema>;

/** Result field: its label and the attribute type id it is shown as. */
export const resultFieldSchema = z.object({
  label: z.string(),
  value: z.union([z.string(), z.number()]),
});
export type ResultField = z.infer<typeof resultFieldSchema>;

export const selectorSchema = z.object({
  selectorId: z.string(),
  desktop: z.string(),
  mobile: z.string(),
  isId: z.boolean(),
});

export const groupPriceSchema = z.object({ priceGroupId: z.string(), currencyCode: z.string() });

export const priceWebhookSchema = z.object({
  isActive: z.boolean(),
  url: z.string(),
  key: z.string(),
});

/** Row of the SEO CSV. */
export const seoCsvRowSchema = z.object({
  filter: z.string().min(1),
  value: z.string(),
  translation: z.string(),
});
export type SeoCsvRow = z.infer<typeof seoCsvRowSchema>;

/** SEO ordering item; only active items can be moved. */
export const seoListItemSchema = z.object({ name: z.string(), active: z.boolean() });

export const seoSettingsSchema = z.object({
  isActive: z.boolean(),
  searchWord: z.string().min(1),
  list: z.array(z.string()).max(SEO_FILTERS_MAX),
  selectedList: z.array(seoListItemSchema).max(SEO_FILTERS_MAX),
  filename: z.string(),
  csvData: z.array(seoCsvRowSchema).max(SEO_TRANSLATIONS_MAX),
});
export type SeoSettings = z.infer<typeof seoSettingsSchema>;

export const GA4_TYPES = ['gtag', 'dataLayer'] as const;

export const setupConfigSchema = z.object({
  selector: selectorSchema,
  groupPrice: groupPriceSchema,
  webhook: priceWebhookSchema,
  dynamicFacets: z.object({
    isActive: z.boolean(),
    selectedList: z.array(z.string()).max(ATTRIBUTE_LIST_MAX),
  }),
  seoSettings: seoSettingsSchema,
  GA4: z.object({ isActive: z.boolean(), type: z.enum(GA4_TYPES) }),
  feedUrl: z.string(),
  layerVersion: z.string().min(1),
  /**
   * Browser origins allowed to call the shop's storefront API; absent or empty, any origin
   * (docs/product/algolia-protocol.md#cors-and-allowed-origins).
   */
  allowedOrigins: allowedOriginsSchema.optional(),
  /** Learned ranking; absent: `DEFAULT_LEARNING_SETTINGS` (docs/product/learning.md#settings). */
  learning: learningSettingsSchema.optional(),
});
export type SetupConfig = z.infer<typeof setupConfigSchema>;

/** Search setup of a shop (docs/product/search-setup.md#setup-data). */
export const setupSchema = z.object({
  query: z.record(z.string(), queryFieldSchema).check(maxKeys(ATTRIBUTE_LIST_MAX)),
  results: z.record(z.string(), resultFieldSchema).check(maxKeys(ATTRIBUTE_LIST_MAX)),
  /** Attribute names offered as facets. */
  facets: z.array(z.string()).max(ATTRIBUTE_LIST_MAX),
  boosting: z.string().nullable(),
  separator: z.string(),
  oosProducts: z.boolean(),
  lang: z.string(),
  productUrl: z.string(),
  productImage: z.object({ main: z.string(), hover: z.string() }),
  config: setupConfigSchema,
});
export type Setup = z.infer<typeof setupSchema>;

/**
 * Defaults of the advanced settings: SEO search word 'search', layer version 'latest', all off.
 * @example defaultSetupConfig().layerVersion // 'latest'
 */
export function defaultSetupConfig(): SetupConfig {
  return {
    selector: { selectorId: '', desktop: '', mobile: '', isId: false },
    groupPrice: { priceGroupId: '', currencyCode: 'EUR' },
    webhook: { isActive: false, url: '', key: '' },
    dynamicFacets: { isActive: false, selectedList: [] },
    seoSettings: {
      isActive: false,
      searchWord: DEFAULT_SEO_SEARCH_WORD,
      list: [],
      selectedList: [],
      filename: '',
      csvData: [],
    },
    GA4: { isActive: false, type: 'gtag' },
    feedUrl: '',
    layerVersion: DEFAULT_LAYER_VERSION,
  };
}

/**
 * An empty setup for a shop that has just synchronised.
 * @example defaultSetup().oosProducts // true
 */
export function defaultSetup(): Setup {
  return {
    query: {},
    results: {},
    facets: [],
    boosting: null,
    separator: '/',
    oosProducts: true,
    lang: '',
    productUrl: PRODUCT_URL_ATTRIBUTE,
    productImage: { main: PRODUCT_IMAGE_ATTRIBUTE, hover: PRODUCT_IMAGE_ATTRIBUTE },
    config: defaultSetupConfig(),
  };
}
