/** Password policy (docs/product/access.md#validation-rules). */
export const PASSWORD_MIN_LENGTH = 8;
/** The account screen shows password errors once the field is longer than this. */
export const PASSWORD_ERROR_AFTER_LENGTH = 4;
/**
 * The symbols a strict reading of the password rule lists
 * (docs/product/access.md#validation-rules); any non-alphanumeric symbol is accepted.
 */
export const PASSWORD_LISTED_SYMBOLS = ['-', '!', '@', '#', '$', '&', '*'] as const;

/** A password reset link expires after 10 minutes. */
export const PASSWORD_RESET_LINK_TTL_MS = 10 * 60 * 1_000;

/**
 * Italian e-invoicing code (SDI) length and the countries that need it
 * (docs/product/billing.md#billing-information).
 */
export const SDI_LENGTH = 7;
export const SDI_COUNTRIES = ['IT', 'VA', 'SM'] as const;
export const PEC_COUNTRIES = ['IT'] as const;

/** Billing fields whose emptiness makes billing info incomplete. */
export const BILLING_REQUIRED_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'email',
  'city',
  'vat',
  'companyName',
] as const;
export type BillingRequiredField = (typeof BILLING_REQUIRED_FIELDS)[number];

/** Contract requirement: the customer is of age. */
export const MIN_CUSTOMER_AGE = 18;

/** Contract terms (docs/product/billing.md#contract-terms). */
export const PAYMENT_FAILURE_SUSPENSION_DAYS = 28;
export const SUSPENSION_CLOSURE_DAYS = 60;

/** Upgrade confirmation arrives within this time. */
export const PLAN_UPGRADE_CONFIRMATION_MS = 10 * 60 * 1_000;
