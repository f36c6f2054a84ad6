import { describe, expect, it } from 'vitest';
import {
  checkCredentials,
  isCredentialFormFilled,
  isCredentialPlatform,
  isPlatformErrorCode,
} from './platform-credentials.rules';

describe('platform credentials in the wizard', () => {
  it('accepts a complete form as the server would, trimmed and with the default store view', () => {
    expect(
      checkCredentials('magento-2', { storeUrl: ' https://negozio.it ', accessToken: 'tok1 ' }),
    ).toEqual({
      ok: true,
      credentials: {
        platform: 'magento-2',
        storeUrl: 'https://negozio.it',
        accessToken: 'tok1',
        storeView: 'default',
      },
    });
  });

  it('names why each refused field was refused', () => {
    expect(
      checkCredentials('woocommerce', {
        storeUrl: 'negozio.it',
        consumerKey: '',
        consumerSecret: 'cs 1',
      }),
    ).toEqual({
      ok: false,
      errors: { storeUrl: 'url', consumerKey: 'required', consumerSecret: 'noSpaces' },
    });
    expect(
      checkCredentials('magento-2', {
        storeUrl: 'https://user:pw@negozio.it',
        accessToken: 't',
        storeView: 'Default View',
      }),
    ).toEqual({ ok: false, errors: { storeUrl: 'url', storeView: 'storeView' } });
    expect(
      checkCredentials('prestashop', { storeUrl: 'https://a.it', webserviceKey: 'k'.repeat(513) }),
    ).toEqual({ ok: false, errors: { webserviceKey: 'tooLong' } });
  });

  it('asks every field of the platform before checking', () => {
    expect(isCredentialFormFilled('storeden', { storeUrl: 'https://a.it', apiKey: 'k' })).toBe(
      false,
    );
    expect(
      isCredentialFormFilled('storeden', { storeUrl: 'https://a.it', apiKey: 'k', exchange: 'e' }),
    ).toBe(true);
  });

  it('knows the credential platforms and the platform error codes', () => {
    expect(isCredentialPlatform('prestashop')).toBe(true);
    expect(isCredentialPlatform('magento-1')).toBe(false);
    expect(isCredentialPlatform(null)).toBe(false);
    expect(isPlatformErrorCode('platform-rate-limited')).toBe(true);
    expect(isPlatformErrorCode('feed-not-found')).toBe(false);
  });
});
