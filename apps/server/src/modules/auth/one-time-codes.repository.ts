import type { Kysely, Selectable } from 'kysely';
import type { Database, OneTimeCodesTable } from '../../db/database.schema';

export type OneTimeCodeRow = Selectable<OneTimeCodesTable>;

/**
 * Single-use, expiring codes stored by hash: password recovery codes and operator login tokens share
 * the shape and the rules, in two tables so one kind can never be redeemed as the other.
 */
export class OneTimeCodesRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly table: 'password_recoveries' | 'admin_login_tokens',
  ) {}

  async create(code: Omit<OneTimeCodeRow, 'used_at'>): Promise<void> {
    await this.db
      .insertInto(this.table)
      .values({ ...code, used_at: null })
      .execute();
  }

  find(codeHash: string): Promise<OneTimeCodeRow | undefined> {
    return this.db
      .selectFrom(this.table)
      .selectAll()
      .where('code_hash', '=', codeHash)
      .executeTakeFirst();
  }

  /**
   * Marks the code used if it is still unused and unexpired. The condition sits in the UPDATE, so two
   * concurrent redemptions cannot both succeed.
   */
  async consume(codeHash: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable(this.table)
      .set({ used_at: now })
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
