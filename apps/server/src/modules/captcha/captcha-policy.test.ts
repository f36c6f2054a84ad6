import { describe, expect, it } from 'vitest';
import { captchaRequired } from './captcha-policy';

describe('captchaRequired', () => {
  it.each(['127.0.0.1', '127.8.0.1', '::1', '::ffff:127.0.0.1'])(
    'skips the captcha for the loopback visitor %s',
    (ip) => {
      expect(captchaRequired('auto', false, ip)).toBe(false);
    },
  );

  it.each(['203.0.113.9', '10.0.0.4', '::ffff:192.168.1.2', '2001:db8::1'])(
    'asks the remote visitor %s for a captcha',
    (ip) => {
      expect(captchaRequired('auto', false, ip)).toBe(true);
    },
  );

  it('skips it in development', () => {
    expect(captchaRequired('auto', true, '203.0.113.9')).toBe(false);
  });

  it('obeys TROVA_CAPTCHA=on and off whatever the address', () => {
    expect(captchaRequired('on', true, '127.0.0.1')).toBe(true);
    expect(captchaRequired('off', false, '203.0.113.9')).toBe(false);
  });
});
