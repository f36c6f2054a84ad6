import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { OpenApiDocument } from './openapi-page';

interface Operation {
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { content: { 'application/json': { schema: JsonSchema } } }>;
}
interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
}

describe('OpenAPI document and page', () => {
  let app: TestApp;
  let document: OpenApiDocument & { openapi: string };
  const operation = (path: string, method: string) =>
    document.paths[path]?.[method] as unknown as Operation;

  beforeAll(async () => {
    app = await createTestApp();
    const answer = await app.server.inject({ method: 'GET', url: '/API/openapi.json' });
    expect(answer.statusCode).toBe(200);
    document = answer.json();
  });
  afterAll(() => app.dispose());

  it('is OpenAPI 3 and lists exactly the push calls and the storefront calls', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).sort()).toEqual([
      '/API/events',
      '/API/integrations/custom',
      '/API/integrations/custom/{id}/products',
      '/API/shops/{shopKey}/layer',
      '/API/shops/{shopKey}/recommend',
      '/API/shops/{shopKey}/search',
    ]);
    const layer = operation('/API/shops/{shopKey}/layer', 'get');
    expect(layer.security).toEqual([]);
    expect(layer.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['path:shopKey', 'query:preview']),
    );
  });

  it('documents the X-Api-Key scheme and requires it on push calls only', () => {
    expect(document.components?.securitySchemes?.apiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Api-Key',
    });
    const push = operation('/API/integrations/custom/{id}/products', 'post');
    expect(push.tags).toEqual(['Push API']);
    expect(push.security).toEqual([{ apiKey: [] }]);
    expect(operation('/API/integrations/custom', 'post').security).toEqual([{ apiKey: [] }]);
    expect(operation('/API/shops/{shopKey}/search', 'get').security).toEqual([]);
    expect(operation('/API/events', 'post').security).toEqual([]);
  });

  it('carries the contract schemas, with the product shape inside a batch', () => {
    const register = operation('/API/integrations/custom', 'post');
    const registerBody = register.requestBody?.content['application/json'].schema;
    expect(registerBody?.required).toEqual(['shopUrl', 'languageIso']);
    expect(
      Object.keys(register.responses['200']?.content['application/json'].schema.properties ?? {}),
    ).toEqual(['status', 'id', 'key']);
    const batch = operation('/API/integrations/custom/{id}/products', 'post').requestBody?.content[
      'application/json'
    ].schema;
    expect(Object.keys(batch?.properties ?? {})).toEqual(['upserts', 'deletes']);
    expect(batch?.properties?.upserts?.items?.required).toEqual(['id', 'title']);
    const search = operation('/API/shops/{shopKey}/search', 'get');
    expect(search.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining([
        'path:shopKey',
        'query:q',
        'query:offset',
        'query:limit',
        'query:filters',
      ]),
    );
    const answer = search.responses['200']?.content['application/json'].schema;
    expect(Object.keys(answer?.properties ?? {})).toEqual(
      expect.arrayContaining(['results', 'results_count', 'stats']),
    );
  });

  it('serves a self-contained HTML page of the document', async () => {
    const page = await app.server.inject({ method: 'GET', url: '/API/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<h2>Push API</h2>');
    expect(page.body).toContain('/API/integrations/custom/{id}/products');
    expect(page.body).toContain('X-Api-Key');
    // No CDN, no script: nothing is fetched from elsewhere.
    expect(page.body).not.toMatch(/<script|https?:\/\/[^"<\s]*\.(js|css)/);
  });
});
