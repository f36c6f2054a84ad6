import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.schema';

/** The three Visual Machine lists (docs/product/visual-machine.md). */
export type VmKind = 'campaign' | 'banner' | 'recommendation';

/** An item as stored: its id, and its body (the contracts' item without id) as parsed JSON. */
export interface StoredVmItem {
  id: string;
  body: unknown;
}

/** A whole list in a new order: every stored id once, each with its new body. */
export type VmOrder = readonly StoredVmItem[];

function parse(row: { id: string; body: string }): StoredVmItem {
  return { id: row.id, body: JSON.parse(row.body) as unknown };
}

/**
 * One shop's Visual Machine lists, in their order. Shop ids are ones the service already checked
 * belong to the caller. Bodies are validated by the service before they get here and re-parsed
 * with the contracts' schemas when read.
 */
export class VmItemsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * A list in order.
   * @example (await items.list('s1', 'campaign')).map((item) => item.id)
   */
  async list(shopId: string, kind: VmKind): Promise<StoredVmItem[]> {
    const rows = await this.db
      .selectFrom('vm_items')
      .select(['id', 'body'])
      .where('shop_id', '=', shopId)
      .where('kind', '=', kind)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map(parse);
  }

  /** Lists of every shop that has items of a kind, for jobs that scan them (availability). */
  async shopsWith(kind: VmKind): Promise<string[]> {
    const rows = await this.db
      .selectFrom('vm_items')
      .select('shop_id')
      .distinct()
      .where('kind', '=', kind)
      .execute();
    return rows.map((row) => row.shop_id);
  }

  /**
   * Adds an item at the end of its list.
   * @example await items.insert('s1', 'campaign', { id: randomUUID(), body }, now);
   */
  async insert(shopId: string, kind: VmKind, item: StoredVmItem, now: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const last = await trx
        .selectFrom('vm_items')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('shop_id', '=', shopId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      const position = last?.position === null || last === undefined ? 0 : last.position + 1;
      await trx
        .insertInto('vm_items')
        .values({
          shop_id: shopId,
          kind,
          id: item.id,
          position,
          body: JSON.stringify(item.body),
          created_at: now,
          updated_at: now,
        })
        .execute();
    });
  }

  /** Replaces an item's body; answers whether it exists. */
  async update(shopId: string, kind: VmKind, item: StoredVmItem, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('vm_items')
      .set({ body: JSON.stringify(item.body), updated_at: now })
      .where('shop_id', '=', shopId)
      .where('kind', '=', kind)
      .where('id', '=', item.id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Removes an item; answers whether it existed. */
  async remove(shopId: string, kind: VmKind, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('vm_items')
      .where('shop_id', '=', shopId)
      .where('kind', '=', kind)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * Saves a whole list in a new order with new bodies, in one transaction, only if it names
   * exactly the stored ids (a list changed meanwhile answers false and nothing is written).
   */
  async saveOrder(shopId: string, kind: VmKind, order: VmOrder, now: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const stored = await trx
        .selectFrom('vm_items')
        .select('id')
        .where('shop_id', '=', shopId)
        .where('kind', '=', kind)
        .execute();
      const ids = new Set(stored.map((row) => row.id));
      const given = new Set(order.map((item) => item.id));
      if (given.size !== order.length || given.size !== ids.size) return false;
      if (![...given].every((id) => ids.has(id))) return false;
      for (const [position, item] of order.entries()) {
        await trx
          .updateTable('vm_items')
          .set({ position, body: JSON.stringify(item.body), updated_at: now })
          .where('shop_id', '=', shopId)
          .where('kind', '=', kind)
          .where('id', '=', item.id)
          .execute();
      }
      return true;
    });
  }

  /** The shop's recommendation history interval, if one was saved. */
  async historyInterval(shopId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('vm_settings')
      .select('history_interval')
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    return row?.history_interval;
  }

  async setHistoryInterval(shopId: string, interval: string, now: number): Promise<void> {
    await this.db
      .insertInto('vm_settings')
      .values({ shop_id: shopId, history_interval: interval, updated_at: now })
      .onConflict((conflict) =>
        conflict.column('shop_id').doUpdateSet({ history_interval: interval, updated_at: now }),
      )
      .execute();
  }
}
