import type { ServerConfig } from '../../config/config';
import type { DialectName } from '../../db/database';
import type { ModuleContext } from '../../kernel/module-context';
import { createPort } from '../../kernel/port';
import { legalInfo, type LegalSeller } from './legal-info';
import { SystemRepository } from './system.repository';
import { systemRoutes } from './system.routes';
import { SystemService, type CaptchaGate } from './system.service';

export interface SystemModuleDependencies extends ModuleContext {
  dialect: DialectName;
  config: ServerConfig;
  /** The invoices' seller (billing settings), named as the operator on the terms page. */
  seller: LegalSeller;
}

export type SystemModule = ReturnType<typeof createSystemModule>;

/**
 * The system module, the bottom of the access modules: instance settings and secrets, `/config.json`
 * and the health and readiness probes. It subscribes to nothing; the captcha module connects
 * `ports.captcha`, which `/config.json` asks whether a visitor must solve a captcha.
 * @example const system = createSystemModule({ db, events, log, now, dialect, config, seller });
 */
export function createSystemModule(deps: SystemModuleDependencies) {
  const system = new SystemRepository(deps.db);
  const ports = { captcha: createPort<CaptchaGate>('system → captcha') };
  const { config } = deps;
  const service = new SystemService(
    system,
    deps.dialect,
    { publicUrl: config.publicUrl, layerUrl: config.layerUrl },
    { required: (clientIp) => ports.captcha.use().required(clientIp) },
    // The publishable key is public by design: Stripe Elements in the console needs it.
    {
      provider: config.billing.provider,
      stripePublishableKey: config.billing.stripe?.publishableKey ?? null,
    },
    legalInfo(config, deps.seller),
  );
  return {
    repositories: { system },
    ports,
    services: { system: service },
    /** Outside the /API prefix, so a Fastify plugin rather than contract calls. */
    routes: () => systemRoutes(service),
  };
}
