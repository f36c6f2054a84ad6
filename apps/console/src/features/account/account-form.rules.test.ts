import { describe, expect, it } from 'vitest';
import {
  canChangePassword,
  canUpdateUserInfo,
  passwordChangeErrors,
  showPasswordError,
  userInfoChanges,
  userInfoValues,
} from './account-form.rules';

const initial = userInfoValues({
  status: 'OK',
  firstName: 'Anna',
  lastName: 'Rossi',
  email: 'anna@shop.it',
  phone: '',
  resellerCode: null,
});

describe('account form rules', () => {
  it('enables the user info update only when something changed and the email is valid', () => {
    expect(canUpdateUserInfo(initial, initial)).toBe(false);
    expect(canUpdateUserInfo(initial, { ...initial, phone: '+39 333' })).toBe(true);
    expect(canUpdateUserInfo(initial, { ...initial, email: 'anna@' })).toBe(false);
  });

  it('separates user fields from the reseller code', () => {
    expect(userInfoChanges(initial, { ...initial, resellerCode: 'R1' })).toEqual({
      user: false,
      resellerCode: true,
    });
  });

  it('shows password errors once the field was left or is longer than 4 characters', () => {
    expect(showPasswordError('abcd', false)).toBe(false);
    expect(showPasswordError('abcde', false)).toBe(true);
    expect(showPasswordError('a', true)).toBe(true);
  });

  it('requires a valid new password, different from the current one and repeated', () => {
    expect(passwordChangeErrors({ current: 'Old1!pass', next: 'weak', repeat: 'weak' })).toEqual({
      next: { requirements: ['length', 'uppercase', 'digit', 'symbol'] },
    });
    expect(
      passwordChangeErrors({ current: 'Old1!pass', next: 'Old1!pass', repeat: 'Old1!pass' }),
    ).toEqual({ next: 'sameAsCurrent' });
    expect(
      passwordChangeErrors({ current: 'Old1!pass', next: 'New1!pass', repeat: 'New1!pas' }),
    ).toEqual({ repeat: 'passwordSame' });
    expect(
      canChangePassword({ current: 'Old1!pass', next: 'New1!pass', repeat: 'New1!pass' }),
    ).toBe(true);
    expect(canChangePassword({ current: '', next: 'New1!pass', repeat: 'New1!pass' })).toBe(false);
  });
});
