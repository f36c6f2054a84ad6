import type { TFunction } from 'i18next';
import { errorCodeOf, errorText } from '../../lib/api/api-error-text';

/**
 * What the preview says when a call fails: its own words for the preview-specific codes
 * (docs/product/preview.md#preview-tokens), the console's catalogue text for anything else.
 */
export function previewErrorText(t: TFunction, error: unknown): string {
  const code = errorCodeOf(error);
  if (code === 'preview-token-invalid') return t('preview.errors.tokenInvalid');
  if (code === 'shop-not-found') return t('preview.errors.shopNotFound');
  return errorText(t, error).message;
}
