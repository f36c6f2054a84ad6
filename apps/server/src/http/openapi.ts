import swagger from '@fastify/swagger';
import { API_PREFIX } from '@trova/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { documentedCallsByRoute, PUSH_API_TAG, routeKey, SEARCH_API_TAG } from './openapi-calls';
import { renderOpenApiPage, type OpenApiDocument } from './openapi-page';

export const OPENAPI_JSON_PATH = `${API_PREFIX}/openapi.json`;
export const OPENAPI_PAGE_PATH = `${API_PREFIX}/docs`;
export const API_KEY_SCHEME = 'apiKey';

type Transform = typeof jsonSchemaTransform;

/**
 * Documents only the calls of `DOCUMENTED_CALLS`; every other route is hidden. Tags, words and the
 * security requirement come from there and from the call's `auth`, the schemas from the contract.
 */
function transformFor(): Transform {
  const documented = documentedCallsByRoute();
  return (input) => {
    const methods = [input.route.method].flat();
    const entry = documented.get(routeKey(methods[0] ?? '', input.url));
    if (!entry) return { schema: { hide: true }, url: input.url };
    const schema = {
      ...input.schema,
      ...(entry.documentedBody ? { body: entry.documentedBody } : {}),
    };
    const transformed = jsonSchemaTransform({ ...input, schema });
    return {
      url: transformed.url,
      schema: {
        ...transformed.schema,
        tags: [entry.tag],
        summary: entry.summary,
        description: entry.description,
        security: entry.call.auth === 'api-key' ? [{ [API_KEY_SCHEME]: [] }] : [],
      },
    };
  };
}

/**
 * The OpenAPI 3 document of the push and search APIs at `GET /API/openapi.json`, and a readable page
 * of it at `GET /API/docs`. Registered before any route, because @fastify/swagger collects routes
 * as they are added.
 */
export async function registerOpenApi(server: FastifyInstance): Promise<void> {
  await server.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Trova API',
        version: '1',
        description:
          'Push a catalogue into Trova and search it. Push calls authenticate with the ' +
          "customer's API key (console → account) in the `X-Api-Key` header.",
      },
      tags: [
        { name: PUSH_API_TAG, description: "Custom integration: the shop's products flow in." },
        { name: SEARCH_API_TAG, description: 'What storefronts call.' },
      ],
      components: {
        securitySchemes: {
          [API_KEY_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Key',
            description: "The customer's API key, as the console shows it.",
          },
        },
      },
    },
    transform: transformFor(),
  });

  // Routes are fixed once the server is ready, so the document is built once, on first request.
  let page: string | undefined;
  const document = (): OpenApiDocument => server.swagger() as OpenApiDocument;
  server.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(document()),
  );
  server.get(OPENAPI_PAGE_PATH, { schema: { hide: true } }, (_request, reply) => {
    page ??= renderOpenApiPage(document());
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
}
