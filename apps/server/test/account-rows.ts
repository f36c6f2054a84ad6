import type { Insertable, Kysely } from 'kysely';
import type { Database, ShopsTable } from '../src/db/database.schema';
import { CustomersRepository } from '../src/modules/customers/index';

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

/** A pushed shop's row for storage tests: shop `id` (key `key-<id>`) of the given customer. */
export function shopRow(id: string, customerId: string): Insertable<ShopsTable> {
  return {
    id,
    key: `key-${id}`,
    customer_id: customerId,
    url: 'https://x',
    sector: null,
    cms_type: 'custom-integration',
    cms_version: null,
    language_iso: 'it',
    created_at: 1,
  };
}
