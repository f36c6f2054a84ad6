import { billingInfoSchema } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, lastMail, PASSWORD, type TestAccount } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('customers', () => {
  let app: TestApp;
  let anna: TestAccount;

  beforeEach(async () => {
    app = await createTestApp({ PUBLIC_URL: 'https://search.example.com' });
    anna = await createAccount(app.server, app.config.dataDir, 'anna@shop.it');
  });
  afterEach(() => app.dispose());

  const signup = (email: string, language_iso = 'it') =>
    app.server.inject({
      method: 'POST',
      url: '/API/customers',
      payload: { email, password: PASSWORD, language_iso },
    });

  it('mails an activation link in the user language to PUBLIC_URL/activation', async () => {
    const response = await signup('marco@shop.it');
    const { id } = response.json<{ id: string }>();
    const mail = lastMail(app.config.dataDir, 'marco@shop.it', 'activation');
    const link = new URL(mail.link);
    expect(`${link.origin}${link.pathname}`).toBe('https://search.example.com/activation');
    expect(link.searchParams.get('id')).toBe(id);
    expect(mail.subject).toBe('Attiva il tuo account Trova');
    expect(mail.eml).toMatch(/^Subject: Attiva il tuo account Trova$/m);
  });

  it('never builds mail links from the Host header', async () => {
    await app.server.inject({
      method: 'POST',
      url: '/API/customers',
      headers: { host: 'evil.example' },
      payload: { email: 'host@shop.it', password: PASSWORD, language_iso: 'en' },
    });
    expect(lastMail(app.config.dataDir, 'host@shop.it', 'activation').link).toMatch(
      /^https:\/\/search\.example\.com\//,
    );
  });

  it('refuses a taken address with email-taken, in any letter case', async () => {
    const response = await signup('ANNA@shop.it');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ status: 'ERROR', code: 'email-taken' });
  });

  it('activates with the mailed key, again on repeat, and never with another key', async () => {
    const { id } = (await signup('luca@shop.it')).json<{ id: string }>();
    const key = new URL(
      lastMail(app.config.dataDir, 'luca@shop.it', 'activation').link,
    ).searchParams.get('key');
    const activate = (body: { key: string }) =>
      app.server.inject({ method: 'POST', url: `/API/customers/${id}/activation`, payload: body });
    expect((await activate({ key: 'wrong' })).json()).toMatchObject({
      status: 'ERROR',
      code: 'activation-invalid',
    });
    expect((await activate({ key: key ?? '' })).json()).toEqual({ status: 'OK' });
    expect((await activate({ key: key ?? '' })).json()).toEqual({ status: 'OK' });
  });

  it('stores billing info, defaulting names from the profile while empty', async () => {
    await app.server.inject({
      method: 'PUT',
      url: '/API/users/me',
      headers: anna.headers,
      payload: { firstName: 'Anna', lastName: 'Rossi', email: 'anna@shop.it', phone: '' },
    });
    const get = async () =>
      billingInfoSchema.parse(
        (await app.server.inject({ url: '/API/customers/me', headers: anna.headers })).json(),
      );
    expect(await get()).toMatchObject({ firstName: 'Anna', lastName: 'Rossi', country: '' });
    const billing = {
      firstName: 'Anna',
      lastName: 'Bianchi',
      companyName: 'Shop srl',
      address: 'Via Roma 1',
      email: 'billing@shop.it',
      city: 'Milano',
      vat: 'IT123',
      country: 'it',
      state: 'MI',
      zip: '20100',
      sdi: 'ABCDEFG',
      pec: 'shop@pec.it',
    };
    const put = await app.server.inject({
      method: 'PUT',
      url: '/API/customers/me',
      headers: anna.headers,
      payload: billing,
    });
    expect(put.json()).toEqual({ status: 'OK' });
    expect(await get()).toEqual({ ...billing, country: 'IT', isDeactivating: false });
  });

  it('rejects Italian billing without SDI and PEC', async () => {
    const response = await app.server.inject({
      method: 'PUT',
      url: '/API/customers/me',
      headers: anna.headers,
      payload: {
        firstName: 'A',
        lastName: 'B',
        companyName: 'C',
        address: 'D',
        email: '',
        city: 'E',
        vat: 'F',
        country: 'IT',
        state: 'MI',
        zip: '',
        sdi: '',
        pec: '',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation-failed' });
  });

  it('refuses a PEC that is not an address and stores nothing of that update', async () => {
    const read = async () =>
      (await app.server.inject({ url: '/API/customers/me', headers: anna.headers })).json<
        Record<string, unknown>
      >();
    const before = await read();
    const response = await app.server.inject({
      method: 'PUT',
      url: '/API/customers/me',
      headers: anna.headers,
      payload: {
        firstName: 'A',
        lastName: 'B',
        companyName: 'C',
        address: 'D',
        email: 'a@shop.it',
        city: 'E',
        vat: 'F',
        country: 'SM',
        state: '',
        zip: '',
        sdi: 'ABCDEFG',
        pec: 'shop@pec',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation-failed' });
    expect(await read()).toEqual(before);
  });

  it('stores a reseller code and shows it in users/me', async () => {
    await app.server.inject({
      method: 'PUT',
      url: '/API/customers/me',
      headers: anna.headers,
      payload: { resellerCode: 'R-42' },
    });
    const me = await app.server.inject({ url: '/API/users/me', headers: anna.headers });
    expect(me.json()).toMatchObject({ resellerCode: 'R-42' });
  });

  it('rotates the API key; the next login answers the new one', async () => {
    const rotated = (
      await app.server.inject({
        method: 'POST',
        url: '/API/customers/me/api-key',
        headers: anna.headers,
      })
    ).json<{ api_key: string }>();
    expect(rotated.api_key).not.toBe(anna.apiKey);
    const login = await app.server.inject({
      method: 'POST',
      url: '/API/session',
      payload: { username: 'anna@shop.it', password: PASSWORD },
    });
    expect(login.json()).toMatchObject({ api_key: rotated.api_key });
  });

  it('answers the SKU counts of the own shops', async () => {
    const get = async (url: string) =>
      (await app.server.inject({ url, headers: anna.headers })).json<unknown>();
    expect(await get('/API/customers/me/count')).toEqual({});
    await app.database.db
      .insertInto('shops')
      .values({
        id: 's1',
        customer_id: anna.customerId,
        key: 'k1',
        url: 'https://shop.it',
        sector: null,
        cms_type: 'custom-integration',
        cms_version: null,
        language_iso: 'it',
        created_at: 1,
      })
      .execute();
    await app.database.db.insertInto('shop_runtime').values({ shop_id: 's1', skus: 120 }).execute();
    expect(await get('/API/customers/me/count')).toEqual({ s1: 120 });
    expect(await get('/API/shops')).toMatchObject([
      { id: 's1', skus: 120, cms: { type: 'custom-integration' }, isSynchronizing: false },
    ]);
    expect(await get('/API/shops/status')).toEqual([{ id: 's1', isSynchronizing: false }]);
  });
});
