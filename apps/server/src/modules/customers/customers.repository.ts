import type { Kysely, Selectable } from 'kysely';
import type { CustomersTable, Database, UsersTable } from '../../db/database.schema';

export type CustomerRow = Selectable<CustomersTable>;

export interface NewAccount {
  customer: Pick<CustomerRow, 'id' | 'email' | 'api_key' | 'activation_key_hash' | 'created_at'> & {
    activated_at: number | null;
  };
  user: Pick<
    Selectable<UsersTable>,
    'id' | 'email' | 'password_hash' | 'language_iso' | 'created_at'
  >;
}

/** Billing columns as stored; names mirror BillingInfo in snake_case. */
export type BillingColumns = Pick<
  CustomerRow,
  | 'first_name'
  | 'last_name'
  | 'company_name'
  | 'address'
  | 'billing_email'
  | 'city'
  | 'vat'
  | 'country'
  | 'state'
  | 'zip'
  | 'sdi'
  | 'pec'
>;

/** Customers: the billing account, its API key and activation state. */
export class CustomersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Creates a customer and its first user together: neither exists without the other. */
  async createAccount(account: NewAccount): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('customers').values(account.customer).execute();
      await trx
        .insertInto('users')
        .values({ ...account.user, customer_id: account.customer.id })
        .execute();
    });
  }

  /** The customer an integration's API key belongs to. */
  async findIdByApiKey(apiKey: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('customers')
      .select('id')
      .where('api_key', '=', apiKey)
      .executeTakeFirst();
    return row?.id;
  }

  findById(id: string): Promise<CustomerRow | undefined> {
    return this.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async activate(id: string, now: number): Promise<void> {
    await this.db
      .updateTable('customers')
      .set({ activated_at: now })
      .where('id', '=', id)
      .where('activated_at', 'is', null)
      .execute();
  }

  async updateBilling(id: string, billing: BillingColumns): Promise<void> {
    await this.db.updateTable('customers').set(billing).where('id', '=', id).execute();
  }

  async setResellerCode(id: string, resellerCode: string): Promise<void> {
    await this.db
      .updateTable('customers')
      .set({ reseller_code: resellerCode })
      .where('id', '=', id)
      .execute();
  }

  async setApiKey(id: string, apiKey: string): Promise<void> {
    await this.db.updateTable('customers').set({ api_key: apiKey }).where('id', '=', id).execute();
  }
}
