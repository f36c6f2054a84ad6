import type { RegisterCall } from '../../http/register-call';
import type { ModuleContext } from '../../kernel/module-context';
import { integrationsRoutes } from '../integrations/index';
import { createSyncServices, type SyncServicesDependencies } from './sync-services';

export interface SyncModuleDependencies
  extends ModuleContext, Omit<SyncServicesDependencies, keyof ModuleContext> {}

export type SyncModule = ReturnType<typeof createSyncModule>;

/**
 * The sync module (docs/product/catalogue.md): the platform connectors, the wizard's integrations
 * calls, the `shop.sync` job and the scheduler that queues it. It subscribes to nothing: a
 * deleted shop's feed schedule goes with the shop row (a foreign key).
 * @example const sync = createSyncModule({ db, events, log, now, queue, shops, runtime, writer, … });
 */
export function createSyncModule(deps: SyncModuleDependencies) {
  const services = createSyncServices(deps);
  return {
    services,
    routes: (register: RegisterCall) => integrationsRoutes(register, services.integrations),
  };
}
