import { describe, expect, it } from 'vitest';
import {
  isBrowserOfState,
  shopifyStateCookie,
  shopifyStateCookieCleared,
} from './shopify-state-cookie';

const pair = (setCookie: string) => setCookie.split(';')[0] ?? '';

describe('Shopify install state cookie', () => {
  it('over plain http (development) is a host cookie without the Secure flag', () => {
    const cookie = shopifyStateCookie('stato-1', 'http://127.0.0.1:4000', 600);
    expect(cookie).toMatch(
      /^trova_shp_state=[\w-]+; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(cookie).not.toContain('stato-1'); // a hash: the cookie does not reveal the state
    expect(isBrowserOfState(`a=1; ${pair(cookie)}`, 'stato-1', 'http://127.0.0.1:4000')).toBe(true);
  });

  it('matches only the state it was set for, and only under its own name', () => {
    const secure = pair(shopifyStateCookie('stato-1', 'https://trova.example', 600));
    expect(isBrowserOfState(secure, 'stato-1', 'https://trova.example')).toBe(true);
    expect(isBrowserOfState(secure, 'stato-2', 'https://trova.example')).toBe(false);
    expect(
      isBrowserOfState(secure.replace('__Host-', ''), 'stato-1', 'https://trova.example'),
    ).toBe(false);
    expect(isBrowserOfState(undefined, 'stato-1', 'https://trova.example')).toBe(false);
    expect(shopifyStateCookieCleared('https://trova.example')).toContain('Max-Age=0');
  });
});
