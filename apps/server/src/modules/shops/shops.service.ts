import type { Shop, ShopSyncStatus } from '@trova/contracts';
import { z } from 'zod';
import { requireCaller, type Caller } from '../auth/caller';
import type { ShopRow, ShopsRepository } from './shops.repository';

function json(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const stringList = z.array(z.string()).catch([]);
const object = z.record(z.string(), z.unknown()).catch({});

/**
 * Stored row → wire shape. JSON sections are passed through; the response schema validates them, so
 * a corrupt stored document fails loudly instead of reaching the console half-read.
 */
function toShop(row: ShopRow): Shop {
  return {
    id: row.id,
    key: row.key,
    url: row.url,
    sector: row.sector,
    cms: { type: row.cms_type, version: row.cms_version },
    cms_data: object.parse(json(row.cms_data)),
    is_active: row.is_active === 1,
    isSynchronizing: row.is_synchronizing === 1,
    isIndexing: row.is_indexing === 1,
    skus: row.skus,
    requests: row.requests,
    language_iso: row.language_iso,
    editable_widgets: stringList.parse(json(row.editable_widgets)),
    configurable_attributes: stringList.parse(json(row.configurable_attributes)),
    last_sync_start_time: row.last_sync_start_time,
    last_index_start_time: row.last_index_start_time,
    last_index_end_time: row.last_index_end_time,
    setup: json(row.setup) as Shop['setup'],
    fineTuning: json(row.fine_tuning) as Shop['fineTuning'],
    layout: json(row.layout) as Shop['layout'],
  };
}

/** The caller's shops, for the navigation guard and the side menu. */
export class ShopsService {
  constructor(private readonly shops: ShopsRepository) {}

  /**
   * `GET shops`: every shop of the caller, oldest first (the console shows completed and configuring).
   * @example (await shops.list(caller)).length // 0 before the first wizard run
   */
  async list(caller: Caller | undefined): Promise<Shop[]> {
    const { customerId } = requireCaller(caller);
    return (await this.shops.listByCustomer(customerId)).map(toShop);
  }

  /** `GET shops/status`. */
  async syncStatus(caller: Caller | undefined): Promise<ShopSyncStatus[]> {
    const { customerId } = requireCaller(caller);
    const rows = await this.shops.syncStatus(customerId);
    return rows.map((row) => ({ id: row.id, isSynchronizing: row.is_synchronizing === 1 }));
  }
}
