import type { TFunction } from 'i18next';
import { isApiRequestError } from '../../lib/api/api-error';
import { errorText } from '../../lib/api/api-error-text';

/** Codes of the Visual Machine calls with their own explanation (docs/product/visual-machine.md#calls). */
const VM_ERROR_CODES = [
  'visual-machine-invalid',
  'visual-machine-order-mismatch',
  'visual-machine-item-not-found',
  'plan-feature-locked',
] as const;
type VmErrorCode = (typeof VM_ERROR_CODES)[number];

function isVmErrorCode(code: string): code is VmErrorCode {
  return (VM_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * A failed Visual Machine call as a toast's title and message: its own words for the list's codes,
 * the console's generic texts otherwise.
 * @example vmErrorText(t, new ApiRequestError('visual-machine-order-mismatch', '', 409)).message // 'The list changed meanwhile…'
 */
export function vmErrorText(t: TFunction, error: unknown): { title: string; message: string } {
  if (isApiRequestError(error) && isVmErrorCode(error.code)) {
    return { title: t('vm.errors.title'), message: t(`vm.errors.${error.code}`) };
  }
  return errorText(t, error);
}

/**
 * The rule warnings of a 400 `visual-machine-invalid` (the contracts' warning keys), or null for any
 * other failure.
 * @example serverWarnings(new ApiRequestError('visual-machine-invalid', '', 400, { warnings: ['nameRequired'] })) // ['nameRequired']
 */
export function serverWarnings(error: unknown): string[] | null {
  if (!isApiRequestError(error) || error.code !== 'visual-machine-invalid') return null;
  const details = error.details as { warnings?: unknown } | undefined;
  const warnings = details?.warnings;
  return Array.isArray(warnings) ? warnings.filter((w): w is string => typeof w === 'string') : [];
}
