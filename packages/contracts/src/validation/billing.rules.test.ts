import { describe, expect, it } from 'vitest';
import {
  isBillingInfoIncomplete,
  isPecRequired,
  isSdiRequired,
  isStateRequired,
  missingBillingFields,
  validatePec,
  validateSdi,
} from './billing.rules';

const complete = {
  firstName: 'Anna',
  lastName: 'Rossi',
  address: 'Via Roma 1',
  email: 'anna@shop.it',
  city: 'Milano',
  vat: 'IT01234567890',
  companyName: 'Shop srl',
};

describe('SDI and PEC', () => {
  it('requires SDI for IT, VA and SM only (case-insensitive)', () => {
    expect(['IT', 'VA', 'SM', 'it'].map(isSdiRequired)).toEqual([true, true, true, true]);
    expect(['FR', 'US', '', null, undefined].map(isSdiRequired)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('accepts exactly 7 characters where required', () => {
    expect(validateSdi('IT', 'ABC1234')).toBe(true);
    expect(validateSdi('SM', 'ABC123')).toBe(false);
    expect(validateSdi('VA', 'ABC12345')).toBe(false);
    expect(validateSdi('IT', '')).toBe(false);
    expect(validateSdi('IT', null)).toBe(false);
  });

  it('ignores SDI elsewhere', () => {
    expect(validateSdi('FR', '')).toBe(true);
    expect(validateSdi('DE', 'whatever-long')).toBe(true);
  });

  it('requires PEC for IT only', () => {
    expect(isPecRequired('IT')).toBe(true);
    expect(isPecRequired('SM')).toBe(false);
  });

  it('accepts a PEC only as a valid address, or none', () => {
    expect(validatePec('negozio@pec.it')).toBe(true);
    expect(validatePec('')).toBe(true);
    expect(validatePec(null)).toBe(true);
    expect(validatePec('negozio')).toBe(false);
    expect(validatePec('negozio@pec')).toBe(false);
  });

  it('requires a state where the country has regions', () => {
    expect(isStateRequired('US')).toBe(true);
    expect(isStateRequired('IT')).toBe(true);
    expect(isStateRequired('GB')).toBe(false);
  });
});

describe('isBillingInfoIncomplete', () => {
  it('is complete when every required field is filled', () => {
    expect(isBillingInfoIncomplete(complete)).toBe(false);
  });

  it.each(Object.keys(complete))('is incomplete when %s is empty', (field) => {
    expect(isBillingInfoIncomplete({ ...complete, [field]: '' })).toBe(true);
    expect(missingBillingFields({ ...complete, [field]: '  ' })).toEqual([field]);
  });

  it('treats missing and null fields as empty', () => {
    expect(missingBillingFields({ firstName: 'Anna', lastName: null })).toEqual([
      'lastName',
      'address',
      'email',
      'city',
      'vat',
      'companyName',
    ]);
  });
});
