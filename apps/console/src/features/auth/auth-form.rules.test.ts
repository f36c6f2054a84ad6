import { describe, expect, it } from 'vitest';
import {
  canSubmitLogin,
  canSubmitReset,
  hasErrors,
  isCaptchaPassed,
  signupErrors,
  type SignupValues,
} from './auth-form.rules';

const valid: SignupValues = {
  email: 'anna@shop.it',
  password: 'Secret1!',
  repeat: 'Secret1!',
  termsAccepted: true,
  privacyAccepted: true,
  captchaPassed: true,
};

describe('auth form rules', () => {
  it('passes the captcha when it is not required or solved', () => {
    expect(isCaptchaPassed(false, null)).toBe(true);
    expect(isCaptchaPassed(true, null)).toBe(false);
    expect(isCaptchaPassed(true, 'payload')).toBe(true);
  });

  it('allows login only with a valid email, a password the policy allows and the captcha', () => {
    const base = { email: 'anna@shop.it', password: 'Secret1!', captchaPassed: true };
    expect(canSubmitLogin(base)).toBe(true);
    expect(canSubmitLogin({ ...base, email: 'anna@shop' })).toBe(false);
    expect(canSubmitLogin({ ...base, password: '' })).toBe(false);
    // Each policy requirement on its own: length, lowercase, uppercase, number, symbol.
    for (const weak of ['Sec1!', 'SECRET1!', 'secret1!', 'Secrets!', 'Secret12']) {
      expect(canSubmitLogin({ ...base, password: weak })).toBe(false);
    }
    expect(canSubmitLogin({ ...base, captchaPassed: false })).toBe(false);
  });

  it('accepts a complete signup', () => {
    expect(hasErrors(signupErrors(valid))).toBe(false);
  });

  it('reports every signup rule at once', () => {
    expect(
      signupErrors({
        email: 'nope',
        password: 'abc',
        repeat: 'abd',
        termsAccepted: false,
        privacyAccepted: false,
        captchaPassed: false,
      }),
    ).toEqual({
      email: 'invalidEmail',
      password: ['length', 'uppercase', 'digit', 'symbol'],
      repeat: 'passwordSame',
      terms: 'checkTerms',
      privacy: 'checkTerms',
      captcha: 'captchaRequired',
    });
  });

  it('needs privacy accepted as well as terms', () => {
    expect(signupErrors({ ...valid, privacyAccepted: false })).toEqual({ privacy: 'checkTerms' });
  });

  it('allows a reset only with a valid password repeated exactly', () => {
    expect(canSubmitReset('Secret1!', 'Secret1!')).toBe(true);
    expect(canSubmitReset('Secret1!', 'Secret1?')).toBe(false);
    expect(canSubmitReset('secret', 'secret')).toBe(false);
  });
});
