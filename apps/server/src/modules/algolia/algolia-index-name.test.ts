import { describe, expect, it } from 'vitest';
import { credentialsOf, parseIndexName } from './algolia-index-name';

const statusOf = (run: () => unknown): number | undefined => {
  try {
    run();
  } catch (error) {
    return (error as { status: number }).status;
  }
  return undefined;
};

describe('credentialsOf', () => {
  it('reads query parameters before headers, in any case', () => {
    expect(
      credentialsOf(
        { 'x-algolia-api-key': 'pk_q', 'X-Algolia-Application-Id': 'trova' },
        { 'x-algolia-api-key': 'pk_h' },
      ),
    ).toEqual({ applicationId: 'trova', apiKey: 'pk_q' });
    expect(
      credentialsOf(
        {},
        { 'X-ALGOLIA-API-KEY': ['pk_h', 'other'], 'x-algolia-application-id': 'app' },
      ),
    ).toEqual({ applicationId: 'app', apiKey: 'pk_h' });
  });

  it('takes empty or missing values as absent', () => {
    expect(credentialsOf({ 'x-algolia-api-key': ' ' }, {})).toEqual({
      applicationId: undefined,
      apiKey: undefined,
    });
  });
});

describe('parseIndexName', () => {
  it('reads the shop index, sort replicas and the suggestions index', () => {
    expect(parseIndexName('pk_1')).toEqual({ shopKey: 'pk_1' });
    expect(parseIndexName('pk_1:selling_price:asc')).toEqual({
      shopKey: 'pk_1',
      sort: { key: 'selling_price', order: 'asc' },
    });
    expect(parseIndexName('pk_1:price:desc')).toEqual({
      shopKey: 'pk_1',
      sort: { key: 'price', order: 'desc' },
    });
    expect(parseIndexName('pk_1:query_suggestions')).toEqual({
      shopKey: 'pk_1',
      suggestions: true,
    });
  });

  it('answers 404 for names of no index and 400 for overlong ones', () => {
    for (const name of ['', ':price:asc', 'pk:price', 'pk:price:up', 'pk:a b:asc', 'pk:x:asc:y']) {
      expect(statusOf(() => parseIndexName(name))).toBe(404);
    }
    expect(statusOf(() => parseIndexName('p'.repeat(257)))).toBe(400);
  });
});
