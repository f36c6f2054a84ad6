import {
  BILLING_REQUIRED_FIELDS,
  PEC_COUNTRIES,
  SDI_COUNTRIES,
  SDI_LENGTH,
  type BillingRequiredField,
} from '../constants/account.constants';
import { REGION_COUNTRIES } from '../constants/reference.constants';
import { isValidEmail } from './email.rules';

function inList(list: readonly string[], country: string | null | undefined): boolean {
  return country != null && list.includes(country.toUpperCase());
}

/**
 * Italy, Vatican City and San Marino need the e-invoicing code (SDI).
 * @example isSdiRequired('SM') // true
 */
export function isSdiRequired(country: string | null | undefined): boolean {
  return inList(SDI_COUNTRIES, country);
}

/**
 * Where SDI is required it must be exactly 7 characters; elsewhere any value (or none) passes.
 * @example validateSdi('IT', 'ABC1234') // true
 */
export function validateSdi(
  country: string | null | undefined,
  sdi: string | null | undefined,
): boolean {
  if (!isSdiRequired(country)) return true;
  return (sdi ?? '').length === SDI_LENGTH;
}

/**
 * Italy also requires a certified e-mail address (PEC).
 * @example isPecRequired('IT') // true
 */
export function isPecRequired(country: string | null | undefined): boolean {
  return inList(PEC_COUNTRIES, country);
}

/**
 * A PEC is a certified e-mail address, so one that is given must be a valid address wherever the
 * field shows; whether it may be empty is `isPecRequired`'s call
 * (docs/product/billing.md#billing-information).
 * @example validatePec('negozio@pec') // false
 */
export function validatePec(pec: string | null | undefined): boolean {
  const value = (pec ?? '').trim();
  return value === '' || isValidEmail(value);
}

/**
 * Countries with a region list make state a required dropdown.
 * @example isStateRequired('US') // true
 */
export function isStateRequired(country: string | null | undefined): boolean {
  return inList(REGION_COUNTRIES, country);
}

export type BillingInfoFields = Partial<Record<BillingRequiredField, string | null>>;

/**
 * The required billing fields that are empty (whitespace counts as empty).
 * @example missingBillingFields({ firstName: 'Anna' }) // ['lastName', 'address', ...]
 */
export function missingBillingFields(info: BillingInfoFields): BillingRequiredField[] {
  return BILLING_REQUIRED_FIELDS.filter((field) => (info[field] ?? '').trim() === '');
}

/**
 * Billing info is incomplete if any of firstName, lastName, address, email, city, vat or companyName
 * is empty (docs/product/billing.md#billing-information). It drives warning icons and disables plan
 * cards.
 * @example isBillingInfoIncomplete({ firstName: '' }) // true
 */
export function isBillingInfoIncomplete(info: BillingInfoFields): boolean {
  return missingBillingFields(info).length > 0;
}
