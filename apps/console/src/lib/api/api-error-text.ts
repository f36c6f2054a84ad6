import type { TFunction } from 'i18next';
import { isApiRequestError } from './api-error';

/** Catalogue codes with their own translated title and message; anything else is generic. */
export const KNOWN_ERROR_CODES = [
  'user-cannot-authenticate',
  'expired-token',
  'modified-token',
  'missing-token',
  'captcha-failed',
  'too-many-requests',
  'email-taken',
  'account-not-activated',
  'recovery-code-invalid',
  'recovery-code-expired',
  'current-password-wrong',
  'activation-invalid',
  'admin-token-invalid',
  'validation-failed',
  'network-error',
  'shop-limit-reached',
  'list-too-long',
] as const;
export type KnownErrorCode = (typeof KNOWN_ERROR_CODES)[number];

export function isKnownErrorCode(code: unknown): code is KnownErrorCode {
  return typeof code === 'string' && (KNOWN_ERROR_CODES as readonly string[]).includes(code);
}

/** The catalogue code of a failure: a rejected call's code, or a `code` in an ERROR answer. */
export function errorCodeOf(error: unknown): string | undefined {
  if (isApiRequestError(error)) return error.code;
  if (typeof error === 'string') return error;
  return undefined;
}

/**
 * Translated toast text for a failure (docs/product/shell.md#errors-and-toasts), 'Something went
 * wrong' by default.
 */
export function errorText(t: TFunction, error: unknown): { title: string; message: string } {
  const code = errorCodeOf(error);
  if (isKnownErrorCode(code)) {
    return { title: t(`apiErrors.${code}.title`), message: t(`apiErrors.${code}.message`) };
  }
  return { title: t('apiErrors.generic.title'), message: t('apiErrors.generic.message') };
}
