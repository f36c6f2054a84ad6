import type { Kysely } from 'kysely';
import type { Database } from '../src/db/database.schema';
import { CustomersRepository } from '../src/modules/customers/customers.repository';

/** Inserts a customer and its user straight through the repository (storage tests). */
export async function insertAccount(
  db: Kysely<Database>,
  name: string,
  activated = true,
): Promise<{ customerId: string; userId: string; email: string }> {
  const email = `${name}@shop.it`;
  await new CustomersRepository(db).createAccount({
    customer: {
      id: `c-${name}`,
      email,
      api_key: `key-${name}`,
      activation_key_hash: 'ab',
      activated_at: activated ? 1 : null,
      created_at: 1,
    },
    user: {
      id: `u-${name}`,
      email,
      password_hash: '$argon2id$stub',
      language_iso: 'en',
      created_at: 1,
    },
  });
  return { customerId: `c-${name}`, userId: `u-${name}`, email };
}
