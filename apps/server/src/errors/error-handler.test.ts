import { apiErrorSchema } from '@trova/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, errorCatalogue } from './error-catalogue';
import { installErrorHandling } from './error-handler';

/** A bare instance with only the error handling, and probe routes that fail in each way. */
function probeServer(): FastifyInstance {
  const server = Fastify({ logger: false });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  installErrorHandling(server);
  const typed = server.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/echo',
    { schema: { body: z.object({ email: z.email(), count: z.number().int() }) } },
    (request) => request.body,
  );
  typed.get('/app-error', () => {
    throw new AppError('service-unavailable');
  });
  typed.get('/crash', () => {
    throw new Error('secret internal detail');
  });
  typed.get(
    '/bad-response',
    { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
    () => ({ ok: false }) as unknown as { ok: true },
  );
  return server;
}

describe('error handling', () => {
  let server: FastifyInstance;
  beforeEach(() => {
    server = probeServer();
  });
  afterEach(() => server.close());

  it('answers invalid bodies with validation-failed, 400 and the failing paths', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/echo',
      payload: { email: 'not-an-email', count: 1.5 },
    });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.code).toBe('validation-failed');
    const paths = (body.details as { issues: { path: string }[] }).issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['/email', '/count']));
  });

  it('answers unreadable JSON with malformed-request', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'ERROR', code: 'malformed-request' });
  });

  it('uses the catalogue status for application errors', async () => {
    const response = await server.inject({ url: '/app-error' });
    expect(response.statusCode).toBe(errorCatalogue['service-unavailable'].status);
    expect(response.json()).toMatchObject({ code: 'service-unavailable' });
  });

  it('hides internal error details from the caller', async () => {
    const response = await server.inject({ url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 'ERROR',
      code: 'internal-error',
      message: errorCatalogue['internal-error'].message,
    });
    expect(response.body).not.toContain('secret');
  });

  it('refuses to send a response that breaks its contract', async () => {
    const response = await server.inject({ url: '/bad-response' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'internal-error' });
  });

  it('has a 4xx or 5xx status for every code in the catalogue', () => {
    for (const entry of Object.values(errorCatalogue)) {
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(600);
    }
  });
});
