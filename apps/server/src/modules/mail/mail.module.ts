import path from 'node:path';
import type { ServerConfig } from '../../config/config';
import type { ModuleContext } from '../../kernel/module-context';
import { MailService } from './mail.service';

export interface MailModuleDependencies extends ModuleContext {
  config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>;
}

export type MailModule = ReturnType<typeof createMailModule>;

/**
 * The mail module: account and sync mail, sent over SMTP or written to `<dataDir>/outbox` when no
 * SMTP server is configured. It subscribes to nothing and has no routes.
 * @example const mail = createMailModule({ db, events, log, now, config });
 */
export function createMailModule(deps: MailModuleDependencies) {
  const { config } = deps;
  const mail = new MailService(
    {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
    },
    deps.log,
    deps.now,
  );
  return { services: { mail } };
}
