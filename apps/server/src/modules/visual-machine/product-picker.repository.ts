import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.schema';

/** The shop lookups of the console's product picker, always within the caller's shops. */
export class ProductPickerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The shop with this public key only when it belongs to the customer. */
  findOwnedByKey(customerId: string, shopKey: string): Promise<{ key: string } | undefined> {
    return this.db
      .selectFrom('shops')
      .select('key')
      .where('key', '=', shopKey)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
  }
}
