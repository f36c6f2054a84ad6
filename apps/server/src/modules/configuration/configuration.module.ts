import type { Plan } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { ModuleContext } from '../../kernel/module-context';
import type { ShopsModule } from '../shops/index';
import type { UsersModule } from '../users/index';
import { ConfigurationEditsService } from './configuration-edits.service';
import { ConfigurationUploadsService } from './configuration-uploads.service';
import { configurationViews } from './configuration-views';
import { ConfigurationRepository } from './configuration.repository';
import { configurationRoutes } from './configuration.routes';
import { ConfigurationService } from './configuration.service';

export interface ConfigurationModuleDependencies extends ModuleContext {
  shops: Pick<ShopsModule, 'repositories' | 'services' | 'ports'>;
  /** Who saved a revision, by user id. */
  users: Pick<UsersModule, 'repositories'>;
  /** The customer's plans (billing), for the plan gates of a save. */
  plans: (customerId: string) => Plan[] | Promise<Plan[]>;
}

export type ConfigurationModule = ReturnType<typeof createConfigurationModule>;

/**
 * The configuration module: every write of a shop's configuration reads it once, derives what it
 * asks of search once, stores a revision and emits `configuration.saved`. It subscribes to nothing
 * and answers the shop list's configuration views.
 * @example const configuration = createConfigurationModule({ db, events, log, now, shops, users, plans });
 */
export function createConfigurationModule(deps: ConfigurationModuleDependencies) {
  const { db, events, log, now, shops } = deps;
  const configurations = new ConfigurationRepository(db);
  const shopsRepository = shops.repositories.shops;
  const configuration = new ConfigurationService({
    shops: shopsRepository,
    configurations,
    users: deps.users.repositories.users,
    events,
    log,
    now,
  });
  const edits = new ConfigurationEditsService({
    shops: shopsRepository,
    configuration,
    list: (caller) => shops.services.shops.list(caller),
    now,
    plans: deps.plans,
  });
  const uploads = new ConfigurationUploadsService(shopsRepository, configuration);
  shops.ports.configurations.connect(configurationViews(configurations, log));
  return {
    repositories: { configurations },
    services: { configuration, configurationEdits: edits, configurationUploads: uploads },
    /** The shop's decoded configuration and revision, for the modules that read it. */
    read: (shopId: string) => configuration.read(shopId),
    routes: (register: RegisterCall) =>
      configurationRoutes(register, { edits, uploads, history: configuration }),
  };
}
