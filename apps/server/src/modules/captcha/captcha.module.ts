import type { RegisterCall } from '../../http/register-call';
import type { ModuleContext } from '../../kernel/module-context';
import type { RateLimitStore } from '../rate-limits/index';
import type { SystemModule } from '../system/index';
import { captchaRoutes } from './captcha.routes';
import { CaptchaService, type CaptchaSettings } from './captcha.service';

export interface CaptchaModuleDependencies extends ModuleContext {
  system: Pick<SystemModule, 'repositories' | 'ports'>;
  settings: CaptchaSettings;
  /** Where a solved challenge's use is counted when several processes share a database. */
  shared?: RateLimitStore | undefined;
}

export type CaptchaModule = ReturnType<typeof createCaptchaModule>;

/**
 * The captcha module: proof-of-work challenges for signup, login and recovery. It subscribes to
 * nothing and answers system's `ports.captcha` (whether `/config.json` asks for a captcha).
 * @example const captcha = createCaptchaModule({ db, events, log, now, system, settings });
 */
export function createCaptchaModule(deps: CaptchaModuleDependencies) {
  const captcha = new CaptchaService(
    deps.system.repositories.system,
    deps.settings,
    deps.now,
    deps.shared,
  );
  deps.system.ports.captcha.connect(captcha);
  return {
    services: { captcha },
    routes: (register: RegisterCall) => captchaRoutes(register, captcha),
  };
}
