import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../errors/error-catalogue';
import type { StorefrontLimit } from '../../http/storefront-limit';
import {
  decodeRecommendBody,
  modelAsk,
  recommendResult,
  RecommendProtocolError,
} from './algolia-recommend';
import type { RecommendService } from './recommend.service';

/** The Recommend call's body at most, as the Algolia search calls'. */
export const RECOMMEND_BODY_LIMIT = 256 * 1024;

const INVALID_CREDENTIALS = 'Invalid Application-ID or API key';

export interface AlgoliaRecommendDependencies {
  recommend: Pick<RecommendService, 'modelProducts'>;
  limit: StorefrontLimit;
}

function credential(
  query: Record<string, unknown>,
  headers: Record<string, unknown>,
  name: string,
): string | undefined {
  const value = query[name] ?? headers[name];
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : undefined;
}

/**
 * The shop an index name belongs to: its key, before any `:` (a replica or the suggestions
 * index). A name of another shop than the API key's is an unknown index.
 */
function checkIndex(indexName: string, shopKey: string): void {
  const [key] = indexName.split(':');
  if (key !== shopKey) throw new RecommendProtocolError(404, 'Index does not exist');
}

function refuse(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).send({ message, status });
}

/**
 * `POST /1/indexes/*\/recommendations` (docs/product/algolia-protocol.md#query-suggestions-and-recommendations):
 * Algolia Recommend's call, answered from the shop's external Visual Machine rules. Credentials
 * as the search protocol's (`x-algolia-application-id`, `x-algolia-api-key` = the shop's public
 * key, as query parameters or headers). The body is read as text whatever its content type (the
 * browser clients send `text/plain` to skip a preflight), in this plugin's scope only. One call is
 * one unit of the address's storefront limit; never counted as a search.
 */
export function algoliaRecommendRoutes(
  server: FastifyInstance,
  deps: AlgoliaRecommendDependencies,
): Promise<void> {
  server.removeAllContentTypeParsers();
  server.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: RECOMMEND_BODY_LIMIT },
    (_request, body, done) => {
      done(null, body);
    },
  );
  server.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RecommendProtocolError) return refuse(reply, error.status, error.message);
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) void reply.header(name, value);
      if (error.code === 'shop-not-found') return refuse(reply, 403, INVALID_CREDENTIALS);
      return refuse(reply, error.status, error.message);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return refuse(reply, status, error.message);
    request.log.error({ err: error }, 'recommendations call failed');
    return refuse(reply, 500, 'Internal error');
  });
  server.post<{ Params: { index: string } }>(
    '/1/indexes/:index/recommendations',
    async (request) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const headers = request.headers as Record<string, unknown>;
      const applicationId = credential(query, headers, 'x-algolia-application-id');
      const apiKey = credential(query, headers, 'x-algolia-api-key');
      if (applicationId === undefined || apiKey === undefined) {
        throw new RecommendProtocolError(403, INVALID_CREDENTIALS);
      }
      deps.limit(request.ip);
      const requests = decodeRecommendBody(request.body);
      for (const entry of requests) checkIndex(entry.indexName, apiKey);
      const results = [];
      for (const entry of requests) {
        // A model Trova has no rules for still checks the key's shop, and answers no hits.
        const ask = modelAsk(entry) ?? { accept: () => false, max: 0 };
        const hits = await deps.recommend.modelProducts(apiKey, ask);
        results.push(recommendResult(hits, entry));
      }
      return { results };
    },
  );
  return Promise.resolve();
}
