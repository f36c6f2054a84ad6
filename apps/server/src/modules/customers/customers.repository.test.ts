import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { UsersRepository } from '../users/index';
import { CustomersRepository } from './customers.repository';

describe.each(testDialects())('customers and users on %s', (dialect) => {
  let database: TestDatabase;
  let customers: CustomersRepository;
  let users: UsersRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    customers = new CustomersRepository(database.db);
    users = new UsersRepository(database.db);
  });
  afterEach(() => database.dispose());

  it('creates a customer with its user and empty billing fields', async () => {
    await insertAccount(database.db, 'anna', false);
    const customer = await customers.findById('c-anna');
    expect(customer).toMatchObject({
      email: 'anna@shop.it',
      activated_at: null,
      vat: '',
      is_deactivating: 0,
      reseller_code: null,
      created_at: 1,
    });
    expect(await users.findByEmail('anna@shop.it')).toMatchObject({
      id: 'u-anna',
      customer_id: 'c-anna',
    });
  });

  it('creates neither row when the address is taken', async () => {
    await insertAccount(database.db, 'anna');
    await expect(
      customers.createAccount({
        customer: {
          id: 'c-2',
          email: 'other@shop.it',
          api_key: 'k2',
          activation_key_hash: 'x',
          activated_at: null,
          created_at: 1,
        },
        user: {
          id: 'u-2',
          email: 'anna@shop.it',
          password_hash: 'h',
          language_iso: 'en',
          created_at: 1,
        },
      }),
    ).rejects.toThrow();
    expect(await customers.findById('c-2')).toBeUndefined();
  });

  it('activates once, keeping the first time', async () => {
    await insertAccount(database.db, 'anna', false);
    await customers.activate('c-anna', 100);
    await customers.activate('c-anna', 200);
    expect((await customers.findById('c-anna'))?.activated_at).toBe(100);
  });

  it('stores billing fields, reseller code and a new API key', async () => {
    await insertAccount(database.db, 'anna');
    await customers.updateBilling('c-anna', {
      first_name: 'Anna',
      last_name: 'Rossi',
      company_name: 'Shop',
      address: 'Via 1',
      billing_email: 'b@shop.it',
      city: 'Milano',
      vat: 'IT1',
      country: 'IT',
      state: 'MI',
      zip: '20100',
      sdi: 'ABCDEFG',
      pec: 'p@pec.it',
    });
    await customers.setResellerCode('c-anna', 'R1');
    await customers.setApiKey('c-anna', 'new-key');
    expect(await customers.findById('c-anna')).toMatchObject({
      city: 'Milano',
      reseller_code: 'R1',
      api_key: 'new-key',
    });
  });

  it('tells whether an address is in use by someone else, and mirrors profile email on the customer', async () => {
    await insertAccount(database.db, 'anna');
    await insertAccount(database.db, 'marco');
    expect(await users.emailInUse('anna@shop.it')).toBe(true);
    expect(await users.emailInUse('anna@shop.it', 'u-anna')).toBe(false);
    expect(await users.emailInUse('marco@shop.it', 'u-anna')).toBe(true);
    await users.updateProfile(
      { id: 'u-anna', customer_id: 'c-anna' },
      { first_name: 'A', last_name: 'R', email: 'new@shop.it', phone: '1' },
    );
    expect((await customers.findById('c-anna'))?.email).toBe('new@shop.it');
    await users.setLanguage('u-anna', 'it');
    await users.setPasswordHash('u-anna', 'h2');
    expect(await users.findById('u-anna')).toMatchObject({
      email: 'new@shop.it',
      language_iso: 'it',
      password_hash: 'h2',
      phone: '1',
    });
  });
  it("sets a user's password and their customer's API key together, no one else's", async () => {
    await insertAccount(database.db, 'anna');
    await insertAccount(database.db, 'marco');
    const marcoKey = (await customers.findById('c-marco'))?.api_key;
    await users.setPasswordAndApiKey('u-anna', 'h2', 'new-key');
    expect(await users.findById('u-anna')).toMatchObject({ password_hash: 'h2' });
    expect(await customers.findIdByApiKey('new-key')).toBe('c-anna');
    expect((await customers.findById('c-marco'))?.api_key).toBe(marcoKey);
  });
});
