import { describe, expect, it } from 'vitest';
import { readCredentials } from './request-credentials';

describe('readCredentials', () => {
  it('reads the API key and the bearer token', () => {
    expect(
      readCredentials({ headers: { 'x-api-key': 'key-1', authorization: 'Bearer tok.en.x' } }),
    ).toEqual({ apiKey: 'key-1', sessionToken: 'tok.en.x' });
  });

  it('accepts the scheme in any case', () => {
    expect(readCredentials({ headers: { authorization: 'bearer abc' } }).sessionToken).toBe('abc');
  });

  it('ignores other authorization schemes and empty values', () => {
    expect(
      readCredentials({ headers: { authorization: 'Basic dXNlcjpwYXNz', 'x-api-key': ' ' } }),
    ).toEqual({
      apiKey: undefined,
      sessionToken: undefined,
    });
  });

  it('treats a repeated API key header as absent', () => {
    expect(readCredentials({ headers: { 'x-api-key': ['a', 'b'] } }).apiKey).toBeUndefined();
  });
});
