import type { TFunction } from 'i18next';
import { errorCodeOf } from '../../lib/api/api-error-text';

/** Codes the market prices screen explains in its own words. */
const EXPLAINED = [
  'feed-url-invalid',
  'validation-failed',
  'competitor-feed-exists',
  'competitor-feed-limit',
  'feed-not-found',
  'feed-unreachable',
  'feed-url-forbidden',
  'feed-timeout',
  'feed-too-slow',
  'feed-too-large',
  'feed-limit-exceeded',
  'feed-malformed',
] as const;
type Explained = (typeof EXPLAINED)[number];

function isExplained(code: string | null | undefined): code is Explained {
  return typeof code === 'string' && (EXPLAINED as readonly string[]).includes(code);
}

/**
 * The text for a failed call or a feed's last error code; any other code reads as generic.
 *
 * @example marketPricesErrorText(t, 'feed-not-found') // 'The feed was not found (404).'
 */
export function marketPricesErrorText(t: TFunction, errorOrCode: unknown): string {
  const code = typeof errorOrCode === 'string' ? errorOrCode : errorCodeOf(errorOrCode);
  return isExplained(code) ? t(`marketPrices.errors.${code}`) : t('marketPrices.errors.generic');
}
