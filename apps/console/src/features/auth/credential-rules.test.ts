import { describe, expect, it } from 'vitest';
import { isValidEmail } from './credential-rules';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isValidEmail('mario.rossi@negozio.it')).toBe(true);
    expect(isValidEmail(' a+b@shop.example.com ')).toBe(true);
  });

  it('rejects malformed addresses', () => {
    for (const value of [
      '',
      'mario',
      'mario@',
      '@negozio.it',
      'mario@negozio',
      'ma rio@negozio.it',
      'a@b@c.it',
    ]) {
      expect(isValidEmail(value)).toBe(false);
    }
  });
});
