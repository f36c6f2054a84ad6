import type { TFunction } from 'i18next';
import { CLIENT_ERROR_CODES, isApiRequestError } from '../../lib/api/api-error';

/**
 * Plan-change refusals with their own text; docs/decisions.md, "Billing (console screens)", lists
 * the codes.
 */
export const PLAN_ERROR_CODES = [
  'plan-contact-sales',
  'billing-info-incomplete',
  'plan-change-pending',
  'plan-not-automatic',
  'card-required',
  'plan-not-active',
] as const;
type PlanErrorCode = (typeof PLAN_ERROR_CODES)[number];

function isPlanErrorCode(code: string): code is PlanErrorCode {
  return (PLAN_ERROR_CODES as readonly string[]).includes(code);
}

const CLIENT_CODES: readonly string[] = Object.values(CLIENT_ERROR_CODES);

/**
 * What a failed plan call tells the owner: our text for a known code, else the server's own
 * message (it names the reason), else a generic failure.
 * @example planErrorMessage(t, new ApiRequestError('plan-contact-sales', '…', 409)) // 'This change goes through sales…'
 */
export function planErrorMessage(t: TFunction, error: unknown): string {
  if (!isApiRequestError(error)) return t('billing.plans.errors.generic');
  if (isPlanErrorCode(error.code)) return t(`billing.plans.errors.${error.code}`);
  if (!CLIENT_CODES.includes(error.code) && error.message.trim() !== '') return error.message;
  return t('billing.plans.errors.generic');
}
