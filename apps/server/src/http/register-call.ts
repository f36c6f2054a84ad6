import { API_PREFIX, type ApiCall } from '@trova/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ApiKeyCaller, Caller } from '../kernel/caller';

type Part<Call, Key extends string> = Call extends { [K in Key]: infer Schema extends z.ZodType }
  ? z.output<Schema>
  : undefined;

/** What a handler receives: the validated parts of the request and, for 'session' calls, the caller. */
export interface CallContext<Call extends ApiCall> {
  params: Part<Call, 'params'>;
  query: Part<Call, 'query'>;
  body: Part<Call, 'body'>;
  caller: Call['auth'] extends 'session'
    ? Caller
    : Call['auth'] extends 'api-key'
      ? ApiKeyCaller
      : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * An answer already serialised to JSON in the call's response shape (by a serializer compiled from
 * the contract, or from a cache of such answers): sent as is, so the response schema's serializer
 * does not parse it again. `T` is the response type it was serialised from.
 */
export class SerializedJson<T> {
  declare private readonly shape: T;

  constructor(readonly json: string) {}
}

type Answer<Call extends ApiCall> =
  z.input<Call['response']> | SerializedJson<z.input<Call['response']>>;

export type CallHandler<Call extends ApiCall> = (
  context: CallContext<Call>,
) => Promise<Answer<Call>> | Answer<Call>;

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Resolves a session token (or its absence) to the caller; throws the token errors. */
export type Authenticate = (token: string | undefined) => Promise<Caller>;

/** Resolves an integration's API key (or its absence) to its customer; throws the key errors. */
export type AuthenticateApiKey = (apiKey: string | undefined) => Promise<ApiKeyCaller>;

export interface Credentials {
  sessionToken(request: FastifyRequest): string | undefined;
  apiKey(request: FastifyRequest): string | undefined;
}

export type RegisterCall = <Call extends ApiCall>(call: Call, handler: CallHandler<Call>) => void;

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    apiCaller: ApiKeyCaller | null;
  }
}

/**
 * Registers routes straight from the contracts' call objects, so a path, method or shape cannot drift
 * from what the console sends. 'session' and 'api-key' calls authenticate in `onRequest`, before the
 * body is read: an anonymous caller learns nothing about a call's validation rules.
 *
 * @example
 * const register = callRegistrar(app, authenticate, authenticateApiKey, credentials);
 * register(accountApi.languages, () => languages());
 */
export function callRegistrar(
  app: FastifyInstance,
  authenticate: Authenticate,
  authenticateApiKey: AuthenticateApiKey,
  credentials: Credentials,
): RegisterCall {
  if (!app.hasRequestDecorator('caller')) app.decorateRequest('caller', null);
  if (!app.hasRequestDecorator('apiCaller')) app.decorateRequest('apiCaller', null);
  return (call, handler) => {
    app.route({
      method: call.method,
      url: `${API_PREFIX}${call.path}`,
      schema: {
        ...(call.params ? { params: call.params } : {}),
        ...(call.query ? { querystring: call.query } : {}),
        ...(call.body ? { body: call.body } : {}),
        response: { 200: call.response },
      },
      ...(call.bodyLimit === undefined ? {} : { bodyLimit: call.bodyLimit }),
      ...(call.auth === 'session'
        ? {
            onRequest: async (request: FastifyRequest) => {
              request.caller = await authenticate(credentials.sessionToken(request));
            },
          }
        : {}),
      ...(call.auth === 'api-key'
        ? {
            onRequest: async (request: FastifyRequest) => {
              request.apiCaller = await authenticateApiKey(credentials.apiKey(request));
            },
          }
        : {}),
      handler: async (request, reply) => {
        // The schemas above validated these parts; the casts only restate what Fastify checked.
        const context = {
          params: request.params,
          query: request.query,
          body: request.body,
          caller: (call.auth === 'api-key' ? request.apiCaller : request.caller) ?? undefined,
          request,
          reply,
        } as CallContext<typeof call>;
        const answer = await handler(context);
        if (!(answer instanceof SerializedJson)) return answer;
        // A string with a JSON content type skips the route's serializer (Reply.send).
        void reply.type(JSON_CONTENT_TYPE);
        return answer.json;
      },
    });
  };
}
