import { AppError } from '../src/errors/error-catalogue';

/**
 * Fakes of the two checks every storefront call makes before its work, shared by the storefront
 * services' tests: a preview token is `token-for-<shopKey>`, and the address `blocked` is over
 * its rate limit.
 */
export const fakePreviewTokens = {
  verify: (token: string, shopKey: string): Promise<void> =>
    token === `token-for-${shopKey}`
      ? Promise.resolve()
      : Promise.reject(new AppError('preview-token-invalid')),
};

export function blockingLimit(clientIp: string): void {
  if (clientIp === 'blocked') throw new AppError('too-many-requests');
}
