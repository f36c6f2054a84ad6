import type { Kysely, Selectable } from 'kysely';
import type { Database, StoredenInstallsTable } from '../../db/database.schema';

export type StoredenInstallRow = Selectable<StoredenInstallsTable>;

/**
 * Storeden app installs waiting for their owner (docs/deploy.md, "Storeden app"). A claim is
 * taken once: of two claims with one token only one gets the row.
 */
export class StoredenInstallsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Holds a checked install, dropping the ones that expired before `now`. */
  async insert(row: StoredenInstallRow, now: number): Promise<void> {
    await this.db.deleteFrom('storeden_installs').where('expires_at', '<', now).execute();
    await this.db.insertInto('storeden_installs').values(row).execute();
  }

  /** The held install, still valid at `now`, without taking it. */
  async find(claim: string, now: number): Promise<StoredenInstallRow | undefined> {
    const row = await this.db
      .selectFrom('storeden_installs')
      .selectAll()
      .where('claim', '=', claim)
      .where('expires_at', '>=', now)
      .executeTakeFirst();
    return row ? { ...row, expires_at: Number(row.expires_at) } : undefined;
  }

  /**
   * The held install, deleted in the same step; undefined when unknown, taken or expired.
   * @example const install = await installs.take(claim, now); // undefined the second time
   */
  async take(claim: string, now: number): Promise<StoredenInstallRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('storeden_installs')
        .selectAll()
        .where('claim', '=', claim)
        .executeTakeFirst();
      if (!row) return undefined;
      const deleted = await trx
        .deleteFrom('storeden_installs')
        .where('claim', '=', claim)
        .executeTakeFirst();
      const expiresAt = Number(row.expires_at);
      if (deleted.numDeletedRows === 0n || expiresAt < now) return undefined;
      return { ...row, expires_at: expiresAt };
    });
  }

  /** Puts a taken install back (its claim failed: the owner may try again until it expires). */
  async restore(row: StoredenInstallRow): Promise<void> {
    await this.db.insertInto('storeden_installs').values(row).execute();
  }
}
