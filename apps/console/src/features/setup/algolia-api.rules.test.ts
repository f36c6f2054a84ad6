import { defaultSortValues } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import { algoliaHost, instantSearchSnippet, sortReplicas } from './algolia-api.rules';

describe('Algolia-compatible API names', () => {
  it('turns the server URL into a hosts entry', () => {
    expect(algoliaHost('https://search.example.com', 'https://x.example')).toEqual({
      url: 'search.example.com',
      protocol: 'https',
    });
    expect(algoliaHost('http://localhost:3000', 'https://x.example')).toEqual({
      url: 'localhost',
      protocol: 'http',
      port: 3000,
    });
    expect(algoliaHost('not a url', 'https://console.example')).toEqual({
      url: 'console.example',
      protocol: 'https',
    });
  });

  it('names a replica for each active sort option, relevance being the index', () => {
    const values = defaultSortValues();
    expect(sortReplicas('k1', values).map((replica) => replica.indexName)).toEqual([
      'k1',
      'k1:selling_price:asc',
      'k1:selling_price:desc',
    ]);
    const off = values.map((value, at) => (at === 2 ? { ...value, active: false } : value));
    expect(sortReplicas('k1', off)).toHaveLength(2);
  });

  it('writes an InstantSearch snippet pointed at the server by hosts', () => {
    const snippet = instantSearchSnippet('k1', { url: 'localhost', protocol: 'http', port: 3000 });
    expect(snippet).toContain(`algoliasearch("trova", "k1", {`);
    expect(snippet).toContain(
      `hosts: [{ url: "localhost", protocol: "http", port: 3000, accept: 'readWrite' }]`,
    );
    expect(snippet).toContain('indexName: "k1"');
    // Without `host`, search-insights sends the shop's events to Algolia's servers, not Trova.
    expect(snippet).toContain(
      'insights: { insightsInitParams: { host: "http://localhost:3000" } }',
    );
    expect(instantSearchSnippet('k1', { url: 'h.example', protocol: 'https' })).toContain(
      'host: "https://h.example"',
    );
    expect(instantSearchSnippet('a"b', { url: 'h', protocol: 'https' })).toContain('"a\\"b"');
  });
});
