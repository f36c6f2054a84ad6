import { healthSchema, publicConfigSchema, readinessSchema } from '@trova/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SystemService } from './system.service';

/**
 * Routes outside the /API prefix: the console's bootstrap file, the health probe (process and
 * database) and the readiness probe (indexes loaded, not shutting down; docs/deploy.md#readiness).
 */
export function systemRoutes(service: SystemService): FastifyPluginAsyncZod {
  return (app) => {
    app.get(
      '/config.json',
      { schema: { response: { 200: publicConfigSchema } } },
      (request, reply) => {
        void reply.header('cache-control', 'no-cache');
        return service.publicConfig(`${request.protocol}://${request.host}`, request.ip);
      },
    );

    app.get(
      '/healthz',
      { schema: { response: { 200: healthSchema, 503: healthSchema } } },
      async (_request, reply) => {
        const health = await service.health();
        return reply.code(health.status === 'ok' ? 200 : 503).send(health);
      },
    );

    app.get(
      '/readyz',
      { schema: { response: { 200: readinessSchema, 503: readinessSchema } } },
      (_request, reply) => {
        const readiness = service.ready();
        void reply
          .header('cache-control', 'no-store')
          .code(readiness.status === 'ready' ? 200 : 503);
        return readiness;
      },
    );
    return Promise.resolve();
  };
}
