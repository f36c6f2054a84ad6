import { z } from 'zod';
import { showcaseBannerIssues } from '../validation/layout-banner.rules';
import { fineTuningSchema, storedFineTuningSchema } from './fine-tuning.schema';
import { partialLayoutSchema } from './layout.schema';
import { setupSchema } from './setup.schema';

const epochSeconds = z.number().int().nonnegative();

/** Platform data of a shop; feed-based shops carry their feed URL. Other keys are platform-specific. */
export const cmsDataSchema = z.looseObject({ feedUrl: z.string().optional() });
export type CmsData = z.infer<typeof cmsDataSchema>;

/**
 * Why the shop's latest sync failed for good (docs/product/onboarding.md#a-failed-sync): the sync
 * error's stable code, its message and when it ended (epoch seconds). Absent while a sync waits or
 * runs, and once one succeeds.
 */
export const shopSyncErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  at: epochSeconds.nullable(),
});
export type ShopSyncError = z.infer<typeof shopSyncErrorSchema>;

/** Platform and, where the wizard asked, its version. */
export const shopCmsSchema = z.object({ type: z.string(), version: z.string().nullable() });
export type ShopCms = z.infer<typeof shopCmsSchema>;

/**
 * Shop (website / configuration), docs/product/shell.md#shops-and-the-current-shop and
 * docs/product/search-setup.md#setup-data. Timestamps in epoch seconds, null until the event
 * happened; they drive the lifecycle (see shopStatus).
 */
export const shopSchema = z.object({
  id: z.string().min(1),
  key: z.string().min(1),
  url: z.string(),
  sector: z.string().nullable(),
  cms: shopCmsSchema,
  cms_data: cmsDataSchema,
  is_active: z.boolean(),
  isSynchronizing: z.boolean(),
  isIndexing: z.boolean(),
  skus: z.number().int().nonnegative(),
  /** Queries this month. */
  requests: z.number().int().nonnegative(),
  language_iso: z.string(),
  editable_widgets: z.array(z.string()),
  configurable_attributes: z.array(z.string()),
  last_sync_start_time: epochSeconds.nullable(),
  last_index_start_time: epochSeconds.nullable(),
  last_index_end_time: epochSeconds.nullable(),
  setup: setupSchema.nullable(),
  fineTuning: storedFineTuningSchema.nullable(),
  /** Stored layouts may miss sections; read them through withLayoutDefaults. */
  layout: partialLayoutSchema.nullable(),
  /**
   * Set when the stored configuration could not be read (`configuration-corrupt`): the sections
   * above are null then, and rolling back to a revision repairs it
   * (docs/product/configuration-history.md).
   */
  configurationError: z.string().nullable().optional(),
  /** Set when the latest sync failed (see shopSyncErrorSchema). */
  syncError: shopSyncErrorSchema.nullable().optional(),
});
export type Shop = z.infer<typeof shopSchema>;

export const shopListSchema = z.array(shopSchema);

/** `GET shops/status` item. */
/**
 * How far a running import has come: products read so far, and the total when the platform tells
 * it (null otherwise). Absent when no import runs or the source does not count (push API).
 */
export const syncProgressSchema = z.object({
  imported: z.number().int().nonnegative(),
  total: z.number().int().nonnegative().nullable(),
});
export type SyncProgress = z.infer<typeof syncProgressSchema>;

export const shopSyncStatusSchema = z.object({
  id: z.string(),
  isSynchronizing: z.boolean(),
  progress: syncProgressSchema.nullable().optional(),
});
export type ShopSyncStatus = z.infer<typeof shopSyncStatusSchema>;

/** `GET shops/{id}/status`. */
export const shopIndexingStatusSchema = z.object({ isIndexing: z.boolean() });
export type ShopIndexingStatus = z.infer<typeof shopIndexingStatusSchema>;

/** `GET customers/me/count`: SKU counts summed into total SKUs. */
export const skuCountSchema = z.record(z.string(), z.number().int().nonnegative());
export type SkuCount = z.infer<typeof skuCountSchema>;

/** `GET versions` item: a layer version with a description per locale. */
export const layerVersionSchema = z.object({
  versionName: z.string().min(1),
  description: z.record(z.string(), z.string()),
});
export type LayerVersion = z.infer<typeof layerVersionSchema>;

/** `PUT shops/{id}/lang`. */
export const shopLanguageUpdateSchema = z.object({ iso6391: z.string().min(2).max(3) });
export type ShopLanguageUpdate = z.infer<typeof shopLanguageUpdateSchema>;

/** `PUT shops/{id}/data`. */
export const shopDataUpdateSchema = cmsDataSchema.extend({ feedUrl: z.url() });
export type ShopDataUpdate = z.infer<typeof shopDataUpdateSchema>;

/**
 * `PUT shops/{id}/sector`: the wizard's sector, saved on the shop as soon as the shop is chosen so
 * a reload of the later steps keeps it.
 */
export const shopSectorUpdateSchema = z.object({ sector: z.string().trim().min(1).max(100) });
export type ShopSectorUpdate = z.infer<typeof shopSectorUpdateSchema>;

/**
 * `PUT shops/{id}/configuration`: the wizard's setup, with the sector of its first step and the
 * platform version of its second when the wizard asked for them (kept on the shop).
 */
export const shopConfigurationUpdateSchema = z.object({
  setup: setupSchema,
  sector: z.string().trim().min(1).max(100).optional(),
  cmsVersion: z.string().trim().min(1).max(40).optional(),
});
export type ShopConfigurationUpdate = z.infer<typeof shopConfigurationUpdateSchema>;

/**
 * A layout as saved: the stored shape plus the rules a save must meet, such as a complete showcase
 * banner (docs/product/layout-design.md#showcase). Stored layouts are read with the lenient shape.
 */
export const layoutUpdateSchema = partialLayoutSchema.superRefine((layout, ctx) => {
  for (const { device, field } of showcaseBannerIssues(layout)) {
    ctx.addIssue({ code: 'custom', path: [device, field], message: 'Required' });
  }
});

/** `PUT shops/{id}/conf`: setup plus the edited section. */
export const shopConfUpdateSchema = z.object({
  setup: setupSchema.optional(),
  fineTuning: fineTuningSchema.optional(),
  layout: layoutUpdateSchema.optional(),
});
export type ShopConfUpdate = z.infer<typeof shopConfUpdateSchema>;
