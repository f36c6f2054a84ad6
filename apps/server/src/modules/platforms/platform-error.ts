import type { PlatformErrorCode } from '@trova/contracts';

// The codes are the contracts' (`PLATFORM_ERROR_CODES`): the wizard names each one to the owner.
export { PLATFORM_ERROR_CODES } from '@trova/contracts';
export type { PlatformErrorCode } from '@trova/contracts';

/**
 * A failed call to a shop platform's API. `retryable` says whether the same call may succeed later
 * unchanged (a rate limit, an outage), as opposed to needing the owner (a wrong key).
 * @example throw new PlatformError('platform-credentials-invalid', 'WooCommerce refused the consumer key');
 */
export class PlatformError extends Error {
  constructor(
    readonly code: PlatformErrorCode,
    message: string,
    readonly retryable = code === 'platform-rate-limited' || code === 'platform-unreachable',
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError;
}
