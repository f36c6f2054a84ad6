import {
  defaultSetup,
  SEARCH_TYPE_KEY,
  type FineTuning,
  type QuerySearchType,
  type Setup,
  type TypoToleranceValue,
} from '@trova/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TestAccount } from './accounts';

/** A query field of a setup: search type and typo tolerance. */
export function queryField(
  searchType: QuerySearchType = 'text',
  typoTolerance: TypoToleranceValue = searchType === 'code' ? 'none' : 'fuzzy2',
): Setup['query'][string] {
  return { label: '', typoTolerance, [SEARCH_TYPE_KEY]: searchType };
}

/**
 * A complete setup as the console's wizard sends it: the given query fields, results fields and
 * facets on top of the defaults.
 */
export function setupWith(parts: {
  query: Setup['query'];
  results?: readonly string[];
  facets?: readonly string[];
}): Setup {
  return {
    ...defaultSetup(),
    query: parts.query,
    results: Object.fromEntries(
      (parts.results ?? ['title']).map((name) => [name, { label: name, value: 'text' }]),
    ),
    facets: [...(parts.facets ?? [])],
  };
}

/** Fine tuning with the given parts; everything else empty. */
export function fineTuningWith(parts: Partial<FineTuning>): FineTuning {
  return { weights: {}, ips: [], stopwords: [], synonyms: [], ...parts };
}

/** `PUT shops/{id}/conf` (the save bar) with the owner's session. */
export function saveConf(
  server: FastifyInstance,
  owner: TestAccount,
  shopId: string,
  body: { setup?: Setup; fineTuning?: FineTuning; layout?: Record<string, unknown> },
): Promise<LightMyRequestResponse> {
  return server.inject({
    method: 'PUT',
    url: `/API/shops/${shopId}/conf`,
    headers: owner.headers,
    payload: body,
  });
}

/** A shopper's browser: light-my-request's own user agent is flagged as a bot, never billed. */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0.0.0 Safari/537.36';

/** Ids of the public search API's results, in order, searched from a shopper's browser. */
export async function searchIds(
  server: FastifyInstance,
  shopKey: string,
  q: string,
  remoteAddress = '127.0.0.1',
): Promise<string[]> {
  const answer = await server.inject({
    method: 'GET',
    url: `/API/shops/${shopKey}/search?q=${encodeURIComponent(q)}`,
    remoteAddress,
    headers: { 'user-agent': BROWSER_USER_AGENT },
  });
  if (answer.statusCode !== 200) throw new Error(`search failed: ${answer.body}`);
  return answer
    .json<{ results: { header: { externalId: string } }[] }>()
    .results.map((hit) => hit.header.externalId);
}
