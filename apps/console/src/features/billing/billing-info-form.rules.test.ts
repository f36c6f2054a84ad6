import { describe, expect, it } from 'vitest';
import { emptyBillingInfo, type BillingInfo } from '@trova/contracts';
import {
  billingFormErrors,
  billingFormValues,
  canUpdateBillingInfo,
  countryFromLocales,
  isSdiShownValid,
  requiredBillingFields,
  withCountry,
  type BillingFormValues,
} from './billing-info-form.rules';
import { isCountryCode } from './countries';

function italianCompany(): BillingFormValues {
  return {
    firstName: 'Anna',
    lastName: 'Rossi',
    companyName: 'Negozio srl',
    address: 'Via Roma 1',
    email: 'fatture@negozio.it',
    city: 'Milano',
    vat: 'IT01234567890',
    country: 'IT',
    state: 'Lombardia',
    zip: '20100',
    sdi: 'ABC1234',
    pec: 'negozio@pec.it',
  };
}

const stored: BillingInfo = { ...emptyBillingInfo(), ...italianCompany() };

describe('billing form rules', () => {
  it('requires the seven fields, whitespace counting as empty', () => {
    const errors = billingFormErrors({ ...italianCompany(), city: '   ', vat: '' });
    expect(errors).toEqual({ city: 'required', vat: 'required' });
    expect([...requiredBillingFields('GB')].sort()).toEqual(
      ['address', 'city', 'companyName', 'email', 'firstName', 'lastName', 'vat'].sort(),
    );
  });

  it('needs an SDI of exactly 7 characters for IT, VA and SM, shown valid only at 7', () => {
    for (const country of ['IT', 'VA', 'SM']) {
      expect(requiredBillingFields(country).has('sdi')).toBe(true);
    }
    expect(billingFormErrors({ ...italianCompany(), sdi: 'ABC123' }).sdi).toBe('sdiLength');
    expect(billingFormErrors({ ...italianCompany(), sdi: '' }).sdi).toBe('required');
    expect(isSdiShownValid({ ...italianCompany(), sdi: 'ABC123' })).toBe(false);
    expect(isSdiShownValid(italianCompany())).toBe(true);
    expect(
      billingFormErrors({ ...italianCompany(), country: 'FR', state: 'Bretagne', sdi: '' }),
    ).toEqual({});
  });

  it('needs a PEC for Italy only', () => {
    expect(billingFormErrors({ ...italianCompany(), pec: '' }).pec).toBe('required');
    expect(requiredBillingFields('SM').has('pec')).toBe(false);
  });

  it('needs a state where the country has regions, and clears it when the country changes', () => {
    expect(billingFormErrors({ ...italianCompany(), state: '' }).state).toBe('required');
    expect(requiredBillingFields('GB').has('state')).toBe(false);
    expect(withCountry(italianCompany(), 'FR').state).toBe('');
    expect(withCountry(italianCompany(), 'IT').state).toBe('Lombardia');
  });

  it('refuses an email that is not an address', () => {
    expect(billingFormErrors({ ...italianCompany(), email: 'fatture@' }).email).toBe('email');
  });

  it('defaults the names from the profile and the country from the browser', () => {
    const values = billingFormValues(emptyBillingInfo(), {
      firstName: 'Anna',
      lastName: 'Rossi',
      country: 'IT',
    });
    expect(values).toMatchObject({ firstName: 'Anna', lastName: 'Rossi', country: 'IT' });
    expect(billingFormValues(stored, { firstName: 'X', lastName: 'Y', country: 'DE' })).toEqual(
      italianCompany(),
    );
    expect(countryFromLocales(['it-IT'], isCountryCode)).toBe('IT');
    expect(countryFromLocales(['en', 'de'], isCountryCode)).toBe('DE');
    expect(countryFromLocales(['en'], isCountryCode)).toBe('');
  });

  it('enables update only for a changed, complete form while no save runs', () => {
    expect(canUpdateBillingInfo(stored, italianCompany(), false)).toBe(false);
    const changed = { ...italianCompany(), city: 'Torino' };
    expect(canUpdateBillingInfo(stored, changed, false)).toBe(true);
    expect(canUpdateBillingInfo(stored, changed, true)).toBe(false);
    expect(canUpdateBillingInfo(stored, { ...changed, pec: '' }, false)).toBe(false);
  });
});
