import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config/config';
import type { DatabaseHandle } from './db/database';
import { installErrorHandling } from './errors/error-handler';
import { registerConsole } from './http/console-static';
import { SystemRepository } from './modules/system/system.repository';
import { systemRoutes } from './modules/system/system.routes';
import { SystemService } from './modules/system/system.service';

export interface AppDependencies {
  config: ServerConfig;
  database: DatabaseHandle;
}

export interface App {
  server: FastifyInstance;
  system: SystemService;
}

/**
 * Wires modules onto one Fastify instance without listening, so tests drive it with `inject`.
 * Request and response schemas come from @trova/contracts; nothing is validated twice.
 */
export async function buildApp({ config, database }: AppDependencies): Promise<App> {
  const server = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["x-api-key"]'],
    },
    trustProxy: config.trustProxy,
    // Keep-alive sockets would otherwise hold a graceful shutdown open until they time out.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  installErrorHandling(server);

  const system = new SystemService(
    new SystemRepository(database.db),
    database.dialect,
    {
      publicUrl: config.publicUrl,
      layerUrl: config.layerUrl,
    },
    { mode: config.captcha, development: config.development },
  );
  await server.register(systemRoutes(system));
  await registerConsole(server, config.consoleDir);
  return { server, system };
}
