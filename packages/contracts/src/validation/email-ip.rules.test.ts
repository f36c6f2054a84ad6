import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.rules';
import { isValidIp } from './ip.rules';
import { emailSchema, ipAddressSchema } from './validation.schema';

describe('isValidEmail', () => {
  it.each(['anna@shop.it', 'a.b+c@sub.domain.com', ' anna@shop.it '])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'anna', 'anna@', '@shop.it', 'anna@shop', 'an na@shop.it'])(
    'rejects %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
  it('backs emailSchema with the Italian message', () => {
    expect(emailSchema.parse(' anna@shop.it ')).toBe('anna@shop.it');
    expect(emailSchema.safeParse('nope').error?.issues[0]?.message).toBe('Email non corretta');
  });
});

describe('isValidIp', () => {
  it.each(['1.1.1.1', '192.168.0.1', '000.000.000.000'])('accepts %s', (ip) => {
    expect(isValidIp(ip)).toBe(true);
  });
  it('follows the literal pattern, so octets above 255 pass', () => {
    expect(isValidIp('256.1.1.1')).toBe(true);
    expect(isValidIp('999.999.999.999')).toBe(true);
  });
  it.each(['10.0.0.0/8', '192.168.1.0/24', '1.2.3.4/32', '0.0.0.0/0'])(
    'accepts the range %s',
    (ip) => {
      expect(isValidIp(ip)).toBe(true);
    },
  );
  it.each([
    '1.1.1',
    '1.1.1.1.1',
    '1234.1.1.1',
    'a.b.c.d',
    '1.1.1.1 ',
    '',
    '1.1.1.1/33',
    '1.1.1.1/',
    '1.1.1.1/08x',
  ])('rejects %j', (ip) => {
    expect(isValidIp(ip)).toBe(false);
  });
  it('backs ipAddressSchema with the "no IP" message', () => {
    expect(ipAddressSchema.safeParse('1.2.3').error?.issues[0]?.message).toBe('no IP');
  });
});
