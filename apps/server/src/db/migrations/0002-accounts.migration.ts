import type { Kysely } from 'kysely';

/** Customers (the billing account), their users, sessions and one-time codes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('api_key', 'text', (column) => column.notNull().unique())
    .addColumn('activation_key_hash', 'text', (column) => column.notNull())
    .addColumn('activated_at', 'bigint')
    .addColumn('first_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('company_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('address', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('billing_email', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('city', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('vat', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('country', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('state', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('zip', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('sdi', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('pec', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('is_deactivating', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('reseller_code', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('first_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('phone', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('language_iso', 'text', (column) => column.notNull())
    .addColumn('company_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('users_customer_id').on('users').column('customer_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  for (const table of ['password_recoveries', 'admin_login_tokens']) {
    await db.schema
      .createTable(table)
      .addColumn('code_hash', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['admin_login_tokens', 'password_recoveries', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropTable('customers').execute();
}
