import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { CustomersRepository } from '../customers/index';
import { UsersRepository } from './users.repository';

describe.each(testDialects())('users on %s', (dialect) => {
  let database: TestDatabase;
  let users: UsersRepository;
  let customers: CustomersRepository;
  const anna = { id: 'u-anna', customer_id: 'c-anna' };

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    users = new UsersRepository(database.db);
    customers = new CustomersRepository(database.db);
    for (const name of ['anna', 'marco']) await insertAccount(database.db, name);
  });
  afterEach(() => database.dispose());

  it('finds a user by id and by address, and the first user of a customer', async () => {
    expect(await users.findById('u-anna')).toMatchObject({
      email: 'anna@shop.it',
      customer_id: 'c-anna',
    });
    expect((await users.findByEmail('marco@shop.it'))?.id).toBe('u-marco');
    expect(await users.findByEmail('nobody@shop.it')).toBeUndefined();
    // A second user of the same customer, created later with a later id.
    await database.db
      .insertInto('users')
      .values({
        id: 'u-anna-2',
        customer_id: 'c-anna',
        email: 'anna.two@shop.it',
        password_hash: 'x',
        language_iso: 'it',
        created_at: 2,
      })
      .execute();
    expect((await users.firstOfCustomer('c-anna'))?.id).toBe('u-anna');
    expect(await users.firstOfCustomer('c-nobody')).toBeUndefined();
  });

  it("says an address is in use by another user or customer, never by the user's own", async () => {
    expect(await users.emailInUse('marco@shop.it', 'u-anna')).toBe(true);
    expect(await users.emailInUse('anna@shop.it', 'u-anna')).toBe(false);
    expect(await users.emailInUse('anna@shop.it')).toBe(true);
    expect(await users.emailInUse('free@shop.it', 'u-anna')).toBe(false);
    // A customer's billing address counts too, though no user logs in with it.
    await database.db
      .updateTable('customers')
      .set({ email: 'billing@marco.it' })
      .where('id', '=', 'c-marco')
      .execute();
    expect(await users.emailInUse('billing@marco.it', 'u-anna')).toBe(true);
  });

  it("updates the profile and mirrors the login address on the user's customer only", async () => {
    await users.updateProfile(anna, {
      first_name: 'Anna',
      last_name: 'Rossi',
      email: 'anna.rossi@shop.it',
      phone: '+39 02 1234',
    });
    expect(await users.findById('u-anna')).toMatchObject({
      first_name: 'Anna',
      last_name: 'Rossi',
      email: 'anna.rossi@shop.it',
      phone: '+39 02 1234',
    });
    expect((await customers.findById('c-anna'))?.email).toBe('anna.rossi@shop.it');
    expect((await customers.findById('c-marco'))?.email).toBe('marco@shop.it');
  });

  it('replaces the password and the API key of its customer together', async () => {
    await users.setPasswordAndApiKey('u-anna', 'new-hash', 'new-key');
    expect((await users.findById('u-anna'))?.password_hash).toBe('new-hash');
    expect(await customers.findIdByApiKey('new-key')).toBe('c-anna');
    expect(await customers.findIdByApiKey('key-anna')).toBeUndefined();
    expect(await customers.findIdByApiKey('key-marco')).toBe('c-marco');
  });

  it("sets a password alone, the demo account's, and a language, keeping the API key", async () => {
    await users.setPasswordHash('u-anna', 'demo-hash');
    await users.setLanguage('u-anna', 'it');
    expect(await users.findById('u-anna')).toMatchObject({
      password_hash: 'demo-hash',
      language_iso: 'it',
    });
    expect(await customers.findIdByApiKey('key-anna')).toBe('c-anna');
    expect((await users.findById('u-marco'))?.language_iso).toBe('en');
  });
});
