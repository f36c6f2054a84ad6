import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/error-catalogue';
import { credentialsOf } from './algolia-params';
import { AlgoliaProtocolError } from './algolia-protocol.error';
import type { AlgoliaCaller, AlgoliaService } from './algolia.service';

/** Bodies above this answer 413: a multi-query of 50 queries with long filters fits many times. */
export const ALGOLIA_BODY_LIMIT = 256 * 1024;

const JSON_TYPE = 'application/json; charset=utf-8';

function callerOf(request: FastifyRequest): AlgoliaCaller {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const header = request.headers['x-algolia-usertoken'];
  return {
    // request.ip: the socket's, or the proxy's entry TRUST_PROXY picks (docs/deploy.md#reverse-proxy).
    clientIp: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    credentials: credentialsOf(query, request.headers),
    userToken: typeof header === 'string' ? header : undefined,
  };
}

/**
 * `{ message, status }`, the only error shape the Algolia clients read, always a 4xx for what a
 * client sent: a 5xx would send them on to retry other hosts (docs/product/algolia-protocol.md#errors).
 */
function errorAnswer(error: unknown): {
  status: number;
  message: string;
  headers: Record<string, string>;
} {
  if (error instanceof AlgoliaProtocolError)
    return { status: error.status, message: error.message, headers: {} };
  if (error instanceof AppError)
    return { status: error.status, message: error.message, headers: { ...error.headers } };
  const status = (error as Partial<FastifyError>).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = status === 413 ? 'The body is too large' : 'The request could not be read';
    return { status, message, headers: {} };
  }
  return { status: 500, message: 'Internal error', headers: {} };
}

/**
 * The Algolia-compatible routes, at the root (`/1/…`, not under `/API`): plain Fastify routes in
 * their own encapsulated scope rather than the contracts' `register`, because their bodies are
 * Algolia's (two forms, read by `algolia-params.ts`, not a zod schema), they are sent as
 * `text/plain` (the browser clients avoid a CORS preflight), and their errors have Algolia's
 * shape, not the product's. The content type parser and error handler here reach these routes
 * only. `*` in `/1/indexes/*\/queries` is a literal index name, read as a path parameter.
 * @example await server.register(algoliaRoutes(service));
 */
export function algoliaRoutes(service: AlgoliaService) {
  return (app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void => {
    app.removeAllContentTypeParsers();
    // Any content type, kept as the JSON text it is (v5 sends text/plain, v4 a form type, some
    // proxies rewrite it): `algolia-params.ts` parses it, and the service keeps what it decoded
    // of a text it sees again.
    app.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: ALGOLIA_BODY_LIMIT },
      (_request, body, done) => {
        done(null, typeof body === 'string' ? body : body.toString('utf8'));
      },
    );
    app.setErrorHandler((error, request, reply) => {
      const answer = errorAnswer(error);
      if (answer.status >= 500) request.log.error({ err: error }, 'algolia call failed');
      void reply.status(answer.status).headers(answer.headers).type(JSON_TYPE);
      return reply.send(JSON.stringify({ message: answer.message, status: answer.status }));
    });
    const send = (reply: FastifyReply, json: string): FastifyReply =>
      reply.type(JSON_TYPE).send(json);
    app.post<{ Params: { index: string } }>('/1/indexes/:index/queries', async (request, reply) => {
      if (request.params.index !== '*') throw new AlgoliaProtocolError(404, 'Not found');
      return send(reply, await service.queries(request.body, callerOf(request)));
    });
    app.post<{ Params: { index: string } }>('/1/indexes/:index/query', async (request, reply) =>
      send(reply, await service.query(request.params.index, request.body, callerOf(request))),
    );
    app.post<{ Params: { index: string; facet: string } }>(
      '/1/indexes/:index/facets/:facet/query',
      async (request, reply) =>
        send(
          reply,
          await service.facetQuery(
            request.params.index,
            request.params.facet,
            request.body,
            callerOf(request),
          ),
        ),
    );
    done();
  };
}
