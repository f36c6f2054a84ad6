import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.schema';
import { pingDatabase } from '../../db/database';

/** Instance-wide settings (secrets, instance id): one row a key. */
export class SystemRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async getSetting(key: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('system_settings')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.value;
  }

  async putSetting(key: string, value: string, now: number): Promise<void> {
    await this.db
      .insertInto('system_settings')
      .values({ key, value, updated_at: now })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: now }))
      .execute();
  }

  /**
   * Stores `value` only when the key is still absent and answers whichever value won, so concurrent
   * first starts agree on one instance secret.
   */
  async getOrInsertSetting(key: string, value: string, now: number): Promise<string> {
    await this.db
      .insertInto('system_settings')
      .values({ key, value, updated_at: now })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    const stored = await this.getSetting(key);
    if (stored === undefined) throw new Error(`Setting ${key} vanished right after insert`);
    return stored;
  }

  ping(): Promise<void> {
    return pingDatabase(this.db);
  }
}
