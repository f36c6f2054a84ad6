import {
  checkPassword,
  checkPasswordChange,
  isValidEmail,
  PASSWORD_ERROR_AFTER_LENGTH,
  type PasswordRequirement,
  type UserMeResponse,
} from '@trova/contracts';

export interface UserInfoValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  resellerCode: string;
}

export function userInfoValues(me: UserMeResponse): UserInfoValues {
  return {
    firstName: me.firstName ?? '',
    lastName: me.lastName ?? '',
    email: me.email ?? '',
    phone: me.phone ?? '',
    resellerCode: me.resellerCode ?? '',
  };
}

/** Which parts changed: user fields go to users/me, the reseller code to customers/me. */
export function userInfoChanges(initial: UserInfoValues, values: UserInfoValues) {
  const user =
    initial.firstName !== values.firstName ||
    initial.lastName !== values.lastName ||
    initial.email !== values.email ||
    initial.phone !== values.phone;
  return { user, resellerCode: initial.resellerCode !== values.resellerCode };
}

/**
 * Update is disabled unless something changed and the email is valid
 * (docs/product/access.md#account-screen).
 */
export function canUpdateUserInfo(initial: UserInfoValues, values: UserInfoValues): boolean {
  const changes = userInfoChanges(initial, values);
  return (changes.user || changes.resellerCode) && isValidEmail(values.email);
}

/** On the account screen a password error shows once the field was left or is longer than 4. */
export function showPasswordError(value: string, touched: boolean): boolean {
  return touched || value.length > PASSWORD_ERROR_AFTER_LENGTH;
}

export interface PasswordChangeValues {
  current: string;
  next: string;
  repeat: string;
}

export interface PasswordChangeErrors {
  next?: { requirements: readonly PasswordRequirement[] } | 'sameAsCurrent';
  repeat?: 'passwordSame';
}

export function passwordChangeErrors(values: PasswordChangeValues): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  const policy = checkPassword(values.next);
  if (!policy.valid) errors.next = { requirements: policy.failures };
  else if (values.current !== '' && values.current === values.next) errors.next = 'sameAsCurrent';
  if (values.repeat !== values.next) errors.repeat = 'passwordSame';
  return errors;
}

export function canChangePassword(values: PasswordChangeValues): boolean {
  return values.current !== '' && checkPasswordChange(values).length === 0;
}
