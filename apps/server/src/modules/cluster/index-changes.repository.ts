import type { CatalogueProduct } from '@trova/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database.schema';
import { idsOf, productsOf } from './index-change';

/** A catalogue change as recorded: a delta's products and ids, or a replaced catalogue. */
export type RecordedChange =
  | {
      kind: 'delta';
      version: number;
      upserts: readonly CatalogueProduct[];
      deletes: readonly string[];
    }
  | { kind: 'full'; version: number };

/**
 * The recent catalogue changes of each shop (`index_changes`), written by the process that made
 * them and read by the processes that missed or could not receive them.
 */
export class IndexChangesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records a change; recording one version again keeps the first (a retried publish). */
  async record(shopId: string, change: RecordedChange, at: number): Promise<void> {
    await this.insert(shopId, change, at).execute();
  }

  /**
   * PostgreSQL: records a change and sends `payload` on `channel` in one statement, so telling
   * costs one round trip and one commit, and the notification leaves only with its row.
   */
  async recordAndNotify(
    shopId: string,
    change: RecordedChange,
    at: number,
    notice: { channel: string; payload: string },
  ): Promise<void> {
    await this.db
      .with('recorded', () => this.insert(shopId, change, at))
      .selectNoFrom(sql<string>`pg_notify(${notice.channel}, ${notice.payload})`.as('sent'))
      .execute();
  }

  private insert(shopId: string, change: RecordedChange, at: number) {
    return this.db
      .insertInto('index_changes')
      .values({
        shop_id: shopId,
        version: change.version,
        kind: change.kind,
        upserts: change.kind === 'delta' ? JSON.stringify(change.upserts) : '[]',
        deletes: change.kind === 'delta' ? JSON.stringify(change.deletes) : '[]',
        created_at: at,
      })
      .onConflict((conflict) => conflict.columns(['shop_id', 'version']).doNothing());
  }

  /**
   * The shop's recorded changes after version `after`, up to `upTo`, ascending. A row that no
   * longer reads as a change (corrupt) ends the list there, so the caller sees a gap and reloads.
   */
  async since(shopId: string, after: number, upTo: number): Promise<RecordedChange[]> {
    const rows = await this.db
      .selectFrom('index_changes')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('version', '>', after)
      .where('version', '<=', upTo)
      .orderBy('version')
      .execute();
    const changes: RecordedChange[] = [];
    for (const row of rows) {
      const version = Number(row.version);
      if (row.kind === 'full') {
        changes.push({ kind: 'full', version });
        continue;
      }
      const upserts = productsOf(JSON.parse(row.upserts));
      const deletes = idsOf(JSON.parse(row.deletes));
      if (row.kind !== 'delta' || !upserts || !deletes) break;
      changes.push({ kind: 'delta', version, upserts, deletes });
    }
    return changes;
  }

  /** Drops changes recorded before `before` (epoch seconds); answers how many went. */
  async prune(before: number): Promise<number> {
    const result = await this.db
      .deleteFrom('index_changes')
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * Deletes the shop's recorded changes in the caller's transaction, the one deleting the shop.
   * The table has no foreign key to `shops`: each catalogue change records a row.
   * @example await changes.deleteForShop(trx, 's1');
   */
  async deleteForShop(trx: Transaction<Database>, shopId: string): Promise<void> {
    await trx.deleteFrom('index_changes').where('shop_id', '=', shopId).execute();
  }
}
