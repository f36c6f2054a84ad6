import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createServices, type AppServices } from './app-services';
import { systemClock, type Clock } from './clock';
import type { ServerConfig } from './config/config';
import { loggerOptions } from './config/logger-options';
import { fastifyTrustProxy } from './config/trust-proxy-config';
import type { DatabaseHandle } from './db/database';
import {
  answerFrameworkError,
  answerWhileClosing,
  installErrorHandling,
} from './errors/error-handler';
import { registerAnswerCompression } from './http/answer-compression';
import { registerConsole } from './http/console-static';
import { consoleSecurityHeaders } from './http/console-security-headers';
import { registerLayerFiles } from './http/layer-files';
import { registerOpenApi } from './http/openapi';
import { callRegistrar } from './http/register-call';
import { readCredentials } from './http/request-credentials';
import { registerStorefrontCors } from './http/storefront-cors';
import type { CaptchaSettings } from './modules/captcha/index';
import { releasedLayerVersion } from './modules/layer/index';
import type { SystemService } from './modules/system/index';
import type { SyncOptions } from './modules/sync/index';

export interface AppDependencies {
  config: ServerConfig;
  database: DatabaseHandle;
  /** Defaults to the system clock; tests move time to expire links and tokens. */
  now?: Clock;
  /** Proof-of-work difficulty override for tests. */
  captcha?: Partial<CaptchaSettings>;
  /** Index rebuild debounce override (tests rebuild at once). */
  indexDebounceMs?: number;
  /** Quiet time before a changed index is optimised and stored (tests: 0). */
  indexOptimizeDelayMs?: number;
  /** Sync job tuning (tests use short backoffs and polls). */
  sync?: SyncOptions;
  /** How often dirty analytics days are rolled up (default 1 min). */
  analyticsRollupMs?: number;
  /** Whether this process runs queued jobs and schedules due feeds (default true). */
  runJobs?: boolean;
  /** How often the billing pass runs (default 1 min). */
  billingCycleMs?: number;
}

export interface App {
  server: FastifyInstance;
  system: SystemService;
  services: AppServices;
}

/** Bodies above this answer 413 payload-too-large; account calls carry a few hundred bytes. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Where links in mails point. Never the request's Host header: a forged Host would otherwise put an
 * attacker's origin into a victim's password-reset mail. Without PUBLIC_URL, the local address.
 */
export function linkOrigin(server: FastifyInstance, config: ServerConfig): string {
  if (config.publicUrl) return config.publicUrl;
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return `http://localhost:${port}`;
}

/**
 * Wires modules onto one Fastify instance without listening, so tests drive it with `inject`.
 * Request and response schemas come from @trova/contracts; nothing is validated twice.
 */
export async function buildApp(dependencies: AppDependencies): Promise<App> {
  const { config, database } = dependencies;
  const server = Fastify({
    logger: loggerOptions(config, process.stdout.isTTY === true),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // Keep-alive sockets would otherwise hold a graceful shutdown open until they time out.
    forceCloseConnections: 'idle',
    // answerWhileClosing answers these in the product's shape instead.
    return503OnClosing: false,
    frameworkErrors: answerFrameworkError,
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  installErrorHandling(server);
  answerWhileClosing(server);
  // Before any route, like the OpenAPI document: both hook routes as they are added.
  await registerAnswerCompression(server);
  // Before any route: the OpenAPI document is collected from routes as they are added.
  await registerOpenApi(server);

  const services = createServices({
    config,
    database,
    log: server.log,
    now: dependencies.now ?? systemClock,
    baseUrl: () => linkOrigin(server, config),
    ...(dependencies.captcha ? { captcha: dependencies.captcha } : {}),
    ...(dependencies.indexDebounceMs === undefined
      ? {}
      : { indexDebounceMs: dependencies.indexDebounceMs }),
    ...(dependencies.indexOptimizeDelayMs === undefined
      ? {}
      : { indexOptimizeDelayMs: dependencies.indexOptimizeDelayMs }),
    ...(dependencies.sync ? { sync: dependencies.sync } : {}),
    ...(dependencies.analyticsRollupMs === undefined
      ? {}
      : { analyticsRollupMs: dependencies.analyticsRollupMs }),
    ...(dependencies.billingCycleMs === undefined
      ? {}
      : { billingCycleMs: dependencies.billingCycleMs }),
  });
  // Before any search: queryIDs are signed with the secret every process shares.
  await services.queryIds.load();
  // Pending builds, buffered events and a rollup in progress finish before storage closes.
  server.addHook('onClose', async () => {
    await services.scheduler.close();
    await services.platformPoller.close();
    await services.competitorFeedScheduler.close();
    await services.jobs.close();
    await services.catalogueWriter.idle();
    await services.indexFollower.close();
    await services.indexing.close();
    await services.eventWriter.close();
    await services.eventRetention.close();
    await services.jobRetention.close();
    await services.analyticsRollups.close();
    await services.querySuggestionsScheduler.close();
    await services.accountBilling.periodic.close();
    await services.storefrontLimiter.close();
    await services.eventBudget.close();
  });
  const { system } = services;
  await server.register(services.modules.system.routes());

  const register = callRegistrar(
    server,
    (token) => services.auth.authenticate(token),
    (apiKey) => services.auth.authenticateApiKey(apiKey),
    {
      sessionToken: (request) => readCredentials(request).sessionToken,
      apiKey: (request) => readCredentials(request).apiKey,
    },
  );
  services.modules.auth.routes(register);
  services.modules.admin.routes(register);
  services.modules.customers.routes(register);
  services.modules.billing.routes(register);
  await server.register(services.modules.billing.webhookRoutes);
  services.modules.users.routes(register);
  services.modules.notifications.routes(register);
  services.modules.captcha.routes(register);
  services.modules.shops.routes(register);
  services.modules.configuration.routes(register);
  services.modules.catalogue.routes(register);
  services.modules.sync.routes(register);
  await server.register(services.modules.sync.installRoutes);
  await server.register(services.modules.sync.webhookRoutes);
  await registerStorefrontCors(server, {
    allowedOriginsOf: (shopKey) =>
      services.modules.search.services.registry.get(shopKey)?.allowedOrigins,
    publicUrl: config.publicUrl,
  });
  services.modules.search.routes(register);
  services.modules.events.routes(register);
  await server.register(services.modules.events.insightsRoutes);
  services.modules.layer.routes(register);
  services.modules.visualMachine.routes(register);
  await server.register(services.modules.visualMachine.algoliaRoutes);
  services.modules.analytics.routes(register);
  services.modules.learning.routes(register);
  services.modules.market.routes(register);
  // At the root, not under /API: the Algolia clients' paths (docs/product/algolia-protocol.md).
  await server.register(services.modules.algolia.routes);

  registerLayerFiles(server, { dir: config.layerDir, released: releasedLayerVersion() });
  await registerConsole(
    server,
    config.consoleDir,
    consoleSecurityHeaders({
      publicUrl: config.publicUrl,
      layerUrl: config.layerUrl,
      stripe: config.billing.provider === 'stripe',
    }),
  );
  // The first poll takes back jobs of dead processes (expired leases) and claims what is due.
  if (dependencies.runJobs !== false) {
    await services.jobs.start();
    services.scheduler.start();
    services.platformPoller.start();
    services.competitorFeedScheduler.start();
    services.eventRetention.start();
    services.jobRetention.start();
    services.analyticsRollups.start();
    services.querySuggestionsScheduler.start();
    // At once: which storefronts are served follows the plans from the first minute.
    services.accountBilling.periodic.start({ now: true });
  }
  return { server, system, services };
}
