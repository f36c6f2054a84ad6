import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.schema';
import type { StoredVmItem, VmKind } from './vm-items.repository';

/** An item with its body as stored, the text a conditional write compares. */
export interface VersionedVmItem extends StoredVmItem {
  text: string;
}

/**
 * The writes the catalogue makes to Visual Machine items: each product's `isAlive` follows the
 * catalogue. Every write is conditional on the body the marking read, so an owner's save made
 * meanwhile (which judged availability itself) is never overwritten.
 */
export class VmItemAvailabilityRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * A shop's list with each body's stored text.
   * @example (await repository.list('s1', 'campaign'))[0]?.text
   */
  async list(shopId: string, kind: VmKind): Promise<VersionedVmItem[]> {
    const rows = await this.db
      .selectFrom('vm_items')
      .select(['id', 'body'])
      .where('shop_id', '=', shopId)
      .where('kind', '=', kind)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      body: JSON.parse(row.body) as unknown,
      text: row.body,
    }));
  }

  /**
   * Replaces an item's body only while it still is `expected`; answers whether it did.
   * @example await repository.replace('s1', 'campaign', { id, body }, item.text, now);
   */
  async replace(
    shopId: string,
    kind: VmKind,
    item: StoredVmItem,
    expected: string,
    now: number,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('vm_items')
      .set({ body: JSON.stringify(item.body), updated_at: now })
      .where('shop_id', '=', shopId)
      .where('kind', '=', kind)
      .where('id', '=', item.id)
      .where('body', '=', expected)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
