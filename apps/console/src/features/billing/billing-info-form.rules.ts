import {
  BILLING_REQUIRED_FIELDS,
  isPecRequired,
  isSdiRequired,
  isStateRequired,
  isValidEmail,
  SDI_LENGTH,
  validatePec,
  type BillingInfo,
} from '@trova/contracts';

/** The billing form's fields: the stored info less the cancellation flag. */
export type BillingFormValues = Omit<BillingInfo, 'isDeactivating'>;
export type BillingField = keyof BillingFormValues;
export type BillingFieldError = 'required' | 'email' | 'sdiLength' | 'pec';

/**
 * The country a browser locale names: its region ("it-IT" → IT), or the language when it is also a
 * country code ("it" → IT); "" when neither is a known country ("en").
 * @example countryFromLocales(['en', 'it-IT'], isCountry) // 'IT'
 */
export function countryFromLocales(
  locales: readonly string[],
  isCountry: (code: string) => boolean,
): string {
  for (const locale of locales) {
    const [language = '', region = ''] = locale.split(/[-_]/);
    for (const candidate of [region.toUpperCase(), language.toUpperCase()]) {
      if (/^[A-Z]{2}$/.test(candidate) && isCountry(candidate)) return candidate;
    }
  }
  return '';
}

/**
 * The form's starting values: the stored info, with first and last name from the user's profile
 * and the country from the browser where they are empty (docs/product/billing.md#billing-information).
 * @example billingFormValues(emptyBillingInfo(), { firstName: 'Anna', lastName: 'Rossi', country: 'IT' }).country // 'IT'
 */
export function billingFormValues(
  info: BillingInfo,
  defaults: { firstName: string; lastName: string; country: string },
): BillingFormValues {
  const { isDeactivating: _ignored, ...values } = info;
  return {
    ...values,
    firstName: values.firstName.trim() === '' ? defaults.firstName : values.firstName,
    lastName: values.lastName.trim() === '' ? defaults.lastName : values.lastName,
    country: values.country === '' ? defaults.country : values.country,
  };
}

/**
 * A new country clears the state: a region of one country means nothing in another.
 * @example withCountry({ ...values, country: 'IT', state: 'Lombardia' }, 'FR').state // ''
 */
export function withCountry(values: BillingFormValues, country: string): BillingFormValues {
  return country === values.country ? values : { ...values, country, state: '' };
}

/**
 * The fields marked * for a country: the seven always required, state where the country has a
 * region list, SDI for IT/VA/SM and PEC for IT.
 * @example requiredBillingFields('IT').has('pec') // true
 */
export function requiredBillingFields(country: string): ReadonlySet<BillingField> {
  const fields = new Set<BillingField>(BILLING_REQUIRED_FIELDS);
  if (isStateRequired(country)) fields.add('state');
  if (isSdiRequired(country)) fields.add('sdi');
  if (isPecRequired(country)) fields.add('pec');
  return fields;
}

/**
 * Every rule of the form (the server checks the same ones): required fields (spaces are empty), a
 * valid email, an SDI of exactly 7 characters where it is required, and a PEC that is a valid
 * address when one is given.
 * @example billingFormErrors({ ...values, country: 'IT', sdi: 'ABC12' }).sdi // 'sdiLength'
 */
export function billingFormErrors(
  values: BillingFormValues,
): Partial<Record<BillingField, BillingFieldError>> {
  const errors: Partial<Record<BillingField, BillingFieldError>> = {};
  for (const field of requiredBillingFields(values.country)) {
    if (values[field].trim() === '') errors[field] = 'required';
  }
  if (values.country.trim() === '') errors.country = 'required';
  if (values.email.trim() !== '' && !isValidEmail(values.email.trim())) errors.email = 'email';
  if (isSdiRequired(values.country) && values.sdi !== '' && values.sdi.length !== SDI_LENGTH) {
    errors.sdi = 'sdiLength';
  }
  if (!errors.pec && !validatePec(values.pec)) errors.pec = 'pec';
  return errors;
}

/**
 * Whether the SDI field shows as valid: only at exactly 7 characters where it is required.
 * @example isSdiShownValid({ ...values, country: 'SM', sdi: 'ABC1234' }) // true
 */
export function isSdiShownValid(values: BillingFormValues): boolean {
  return isSdiRequired(values.country) && values.sdi.length === SDI_LENGTH;
}

function changed(stored: BillingInfo, values: BillingFormValues): boolean {
  return (Object.keys(values) as BillingField[]).some((field) => values[field] !== stored[field]);
}

/**
 * Update is disabled when nothing differs from the stored info, the form breaks a rule, or a save
 * is running. Defaults filled in (name, country) count as changes: they are not stored yet.
 * @example canUpdateBillingInfo(stored, { ...stored, city: 'Torino' }, false) // true
 */
export function canUpdateBillingInfo(
  stored: BillingInfo,
  values: BillingFormValues,
  saving: boolean,
): boolean {
  return !saving && changed(stored, values) && Object.keys(billingFormErrors(values)).length === 0;
}
