import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../../db/database.schema';

export type UserRow = Selectable<UsersTable>;

/** Users log in; each belongs to one customer. Rows carry the password hash: keep them server-side. */
export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The customer's first user: who receives the account's service mail. */
  firstOfCustomer(customerId: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .executeTakeFirst();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  /** Whether an address is used by any user or customer other than `exceptUserId`'s own. */
  async emailInUse(email: string, exceptUserId?: string): Promise<boolean> {
    let users = this.db.selectFrom('users').select('id').where('email', '=', email);
    if (exceptUserId) users = users.where('id', '!=', exceptUserId);
    let customers = this.db.selectFrom('customers').select('id').where('email', '=', email);
    if (exceptUserId) {
      customers = customers.where('id', 'not in', (sub) =>
        sub.selectFrom('users').select('customer_id').where('id', '=', exceptUserId),
      );
    }
    const [user, customer] = await Promise.all([
      users.executeTakeFirst(),
      customers.executeTakeFirst(),
    ]);
    return user !== undefined || customer !== undefined;
  }

  /** Updates the profile; the login address is mirrored on the customer so both stay unique. */
  async updateProfile(
    user: Pick<UserRow, 'id' | 'customer_id'>,
    profile: Pick<UserRow, 'first_name' | 'last_name' | 'email' | 'phone'>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set(profile).where('id', '=', user.id).execute();
      await trx
        .updateTable('customers')
        .set({ email: profile.email })
        .where('id', '=', user.customer_id)
        .execute();
    });
  }

  async setLanguage(id: string, languageIso: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ language_iso: languageIso })
      .where('id', '=', id)
      .execute();
  }

  /**
   * A user's new password and their customer's new API key, in one transaction: whoever knew the
   * old password may have read the key, so it must not outlive it
   * (docs/product/access.md#api-key).
   */
  async setPasswordAndApiKey(id: string, passwordHash: string, apiKey: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('id', '=', id)
        .execute();
      await trx
        .updateTable('customers')
        .set({ api_key: apiKey })
        .where('id', 'in', (sub) =>
          sub.selectFrom('users').select('customer_id').where('id', '=', id),
        )
        .execute();
    });
  }

  /** Sets a password without rotating the API key: only for the operator's demo account. */
  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', id)
      .execute();
  }
}
