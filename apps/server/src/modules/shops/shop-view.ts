import type { CmsData, Shop, ShopSyncError } from '@trova/contracts';
import { z } from 'zod';
import type { ShopConfigurationView } from './shop-ports';
import type { ShopRuntimeRow } from './shop-runtime.repository';
import type { ShopRow } from './shops.repository';

const stringList = z.array(z.string()).catch([]);
const cmsData = z.looseObject({ feedUrl: z.string().optional() }).catch({});

function json(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The shop's platform data (`cms_data`); written by us only, read as empty when unreadable. */
export function cmsDataOf(shop: Pick<ShopRow, 'cms_data'>): CmsData {
  return cmsData.parse(json(shop.cms_data));
}

/** Everything besides the `shops` row that the console's view of a shop is made of. */
export interface ShopViewParts {
  runtime: ShopRuntimeRow;
  /** The configuration's sections the console shows, or the code of why it could not be read. */
  configuration: ShopConfigurationView;
  requests: number;
  syncing: boolean;
  /** Why the latest sync failed, when it did and none waits or runs. */
  syncError?: ShopSyncError | null;
  /** A build of this process is waiting or running. */
  indexing: boolean;
  /** What the shop's platform lets the owner edit. */
  editableWidgets: readonly string[];
}

/**
 * Shop row, runtime state and configuration → the wire shape of `GET shops` (docs/product/shell.md).
 * @example shopView(row, parts).isSynchronizing // parts.syncing
 */
export function shopView(row: ShopRow, parts: ShopViewParts): Shop {
  const { runtime, configuration } = parts;
  return {
    id: row.id,
    key: row.key,
    url: row.url,
    sector: row.sector,
    cms: { type: row.cms_type, version: row.cms_version },
    cms_data: cmsDataOf(row),
    is_active: row.is_active === 1,
    isSynchronizing: parts.syncing,
    isIndexing: runtime.is_indexing === 1 || parts.indexing,
    skus: runtime.skus,
    requests: parts.requests,
    language_iso: row.language_iso,
    editable_widgets: [
      ...new Set([...parts.editableWidgets, ...stringList.parse(json(row.editable_widgets))]),
    ],
    configurable_attributes: stringList.parse(json(row.configurable_attributes)),
    last_sync_start_time: runtime.last_sync_start_time,
    last_index_start_time: runtime.last_index_start_time,
    last_index_end_time: runtime.last_index_end_time,
    setup: configuration.setup,
    fineTuning: configuration.fineTuning,
    layout: configuration.layout,
    ...(configuration.error === null ? {} : { configurationError: configuration.error }),
    syncError: parts.syncError ?? null,
  };
}
