import { EVENTS_BODY_MAX_BYTES } from '@trova/contracts';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/error-catalogue';
import { InsightsError } from './insights-event';
import type { InsightsCredentials, InsightsService } from './insights.service';

/** The first string of a query or header value (either may be repeated). */
function first(value: unknown): string | undefined {
  const one: unknown = Array.isArray(value) ? value[0] : value;
  return typeof one === 'string' && one !== '' ? one : undefined;
}

/**
 * The credentials as search-insights sends them (query parameters spelt `X-Algolia-API-Key`), as
 * the other clients do (lower case), or as headers (which Node lower-cases).
 * @example insightsCredentials({ 'X-Algolia-API-Key': 'k', 'X-Algolia-Application-Id': 'trova' }, {})
 */
export function insightsCredentials(
  query: unknown,
  headers: FastifyRequest['headers'],
): InsightsCredentials {
  const params = new Map<string, unknown>();
  if (typeof query === 'object' && query !== null) {
    for (const [name, value] of Object.entries(query)) params.set(name.toLowerCase(), value);
  }
  const read = (name: string) => first(params.get(name)) ?? first(headers[name]);
  return {
    applicationId: read('x-algolia-application-id'),
    apiKey: read('x-algolia-api-key'),
  };
}

/** Every refusal in the Insights shape; only a fault of ours is a 5xx. */
function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let status = 500;
  let message = 'Internal error';
  if (error instanceof InsightsError) ({ status, message } = error);
  else if (error instanceof AppError && error.status < 500) {
    ({ status, message } = error);
    for (const [name, value] of Object.entries(error.headers)) void reply.header(name, value);
  } else if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    ({ status, message } = { status: 400, message: 'The body is not valid JSON' });
  } else if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    ({ status, message } = { status: error.statusCode, message: error.message });
  }
  if (status >= 500) request.log.error({ err: error }, 'insights events failed');
  return reply.code(status).send({ status, message });
}

/**
 * `POST /1/events` at the root (docs/product/algolia-protocol.md#insights), in a context of its
 * own: search-insights sends `navigator.sendBeacon`'s `text/plain` JSON, which only this route
 * parses as JSON, and refusals answer `{ message, status }` instead of the API's error shape.
 * CORS: `http/storefront-cors.ts` (a simple POST, or a preflight for JSON).
 */
export function insightsRoutes(insights: InsightsService): FastifyPluginAsync {
  return (app) => {
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: EVENTS_BODY_MAX_BYTES },
      (_request, text, done) => {
        try {
          done(null, JSON.parse(String(text)));
        } catch (error) {
          done(error instanceof Error ? error : new SyntaxError('invalid JSON'), undefined);
        }
      },
    );
    app.setErrorHandler(answerError);
    app.post('/1/events', { bodyLimit: EVENTS_BODY_MAX_BYTES }, (request) =>
      insights.receive(insightsCredentials(request.query, request.headers), request.body, {
        clientIp: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
    );
    return Promise.resolve();
  };
}
