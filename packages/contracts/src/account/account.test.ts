import { describe, expect, it } from 'vitest';
import { sessionSchema, signupPayloadSchema } from './session.schema';
import { passwordChangeSchema, userInfoUpdateSchema } from './user.schema';

describe('account payloads', () => {
  it('keeps the wire names of session and signup', () => {
    expect(sessionSchema.parse({ jwt: 't', api_key: 'k', status: 'OK' }).api_key).toBe('k');
    expect(
      signupPayloadSchema.safeParse({ email: 'a@b.it', password: 'Abcdef1!', language_iso: 'it' })
        .success,
    ).toBe(true);
    expect(
      signupPayloadSchema.safeParse({ email: 'a@b.it', password: 'Abcdef1!', language_iso: 'de' })
        .success,
    ).toBe(false);
    expect(
      signupPayloadSchema.safeParse({ email: 'a@b.it', password: 'weakpass', language_iso: 'en' })
        .success,
    ).toBe(false);
  });

  it('requires a new password different from the current one', () => {
    expect(
      passwordChangeSchema.safeParse({ password: 'Abcdef1!', previousPassword: 'Abcdef1!' })
        .success,
    ).toBe(false);
    expect(
      passwordChangeSchema.safeParse({ password: 'Abcdef1!', previousPassword: 'old' }).success,
    ).toBe(true);
  });

  it('does not send company name, reseller code or lang on user updates', () => {
    const parsed = userInfoUpdateSchema.parse({
      firstName: 'Anna',
      lastName: 'Rossi',
      email: 'anna@shop.it',
      phone: '',
      companyName: 'ignored',
      resellerCode: 'R1',
    });
    expect(parsed).toEqual({
      firstName: 'Anna',
      lastName: 'Rossi',
      email: 'anna@shop.it',
      phone: '',
    });
  });
});
