import { describe, expect, it } from 'vitest';
import { storedenInstallCredentials } from './storeden-install';

const instance = '6a1f2e3d4c5b6a7988776655';
const key = 'a3f9c1e07b5d42e8a1c6f3b9d2e4a7c0b8f1d3e5a9c2b4d6e8f0a1c3e5b7d9f1';
const exchange = 'c4e8a2f6b0d3e7a1c5f9b2d6e0a4c8f1b5d9e3a7c0f4b8d2e6a9c3f7b1d5e0a2';

describe('storedenInstallCredentials', () => {
  it('reads the form Storeden posts to the Auth URL at install', () => {
    const form = new URLSearchParams({ instance, key, exchange }).toString();
    expect(storedenInstallCredentials(form)).toEqual({ instance, apiKey: key, exchange });
  });

  it('reads an already parsed body and URLSearchParams alike', () => {
    const expected = { instance, apiKey: key, exchange };
    expect(storedenInstallCredentials({ instance, key, exchange })).toEqual(expected);
    expect(storedenInstallCredentials(new URLSearchParams({ instance, key, exchange }))).toEqual(
      expected,
    );
  });

  it('refuses a hand-over missing a field or with a malformed one', () => {
    expect(storedenInstallCredentials({ instance, key })).toBeNull();
    expect(storedenInstallCredentials({ instance: 'shop-1', key, exchange })).toBeNull();
    expect(storedenInstallCredentials({ instance, key: 'short', exchange })).toBeNull();
    expect(storedenInstallCredentials({ instance, key: `${key} x`, exchange })).toBeNull();
    expect(storedenInstallCredentials('instance=&key=&exchange=')).toBeNull();
    expect(storedenInstallCredentials(null)).toBeNull();
    expect(storedenInstallCredentials(42)).toBeNull();
  });
});
