import { accountApi } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { CaptchaService } from './captcha.service';

export function captchaRoutes(register: RegisterCall, captcha: CaptchaService): void {
  register(accountApi.captchaChallenge, ({ reply }) => {
    // Each challenge is single use; a cached one would be refused as a replay.
    void reply.header('cache-control', 'no-store');
    return captcha.challenge();
  });
}
