import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authorizeWooRequest, percentEncode } from './woocommerce-auth';

const keys = { consumerKey: 'ck_abc', consumerSecret: 'cs_def' };

describe('authorizeWooRequest', () => {
  it('sends the key pair as HTTP Basic over https, the URL untouched', () => {
    const url = new URL('https://negozio.example/wp-json/wc/v3/products?per_page=1');
    const signed = authorizeWooRequest('GET', url, keys);
    expect(signed.url).toBe(url.href);
    expect(signed.headers.authorization).toBe(
      `Basic ${Buffer.from('ck_abc:cs_def').toString('base64')}`,
    );
  });

  it('signs with OAuth 1.0a in the query over http, the secret never sent', () => {
    const url = new URL(
      'http://negozio.example:8080/shop/wp-json/wc/v3/products?modified_after=2026-12-01T09:59:00',
    );
    const signed = authorizeWooRequest('GET', url, keys, {
      now: () => 1_700_000_000_000,
      nonce: () => 'n0nce',
    });
    const query = new URL(signed.url).searchParams;
    expect(signed.headers).toEqual({});
    expect(signed.url).not.toContain('cs_def');
    expect(Object.fromEntries(query)).toMatchObject({
      oauth_consumer_key: 'ck_abc',
      oauth_nonce: 'n0nce',
      oauth_signature_method: 'HMAC-SHA256',
      oauth_timestamp: '1700000000',
    });
    // RFC 5849 §3.4.1 written out by hand for this one call.
    const base =
      'GET&http%3A%2F%2Fnegozio.example%3A8080%2Fshop%2Fwp-json%2Fwc%2Fv3%2Fproducts&' +
      'modified_after%3D2026-12-01T09%253A59%253A00%26oauth_consumer_key%3Dck_abc%26' +
      'oauth_nonce%3Dn0nce%26oauth_signature_method%3DHMAC-SHA256%26oauth_timestamp%3D1700000000';
    expect(query.get('oauth_signature')).toBe(
      createHmac('sha256', 'cs_def&').update(base).digest('base64'),
    );
  });

  it('uses a new nonce for every call', () => {
    const url = new URL('http://negozio.example/wp-json/wc/v3/products');
    const first = new URL(authorizeWooRequest('GET', url, keys).url).searchParams.get(
      'oauth_nonce',
    );
    const second = new URL(authorizeWooRequest('GET', url, keys).url).searchParams.get(
      'oauth_nonce',
    );
    expect(first).not.toBe(second);
  });
});

describe('percentEncode', () => {
  it("encodes what RFC 3986 reserves, including !*'()", () => {
    expect(percentEncode("a b!*'()~-._")).toBe('a%20b%21%2A%27%28%29~-._');
  });
});
