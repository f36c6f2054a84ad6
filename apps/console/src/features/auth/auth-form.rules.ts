import {
  checkPassword,
  isValidEmail,
  isValidPassword,
  type PasswordRequirement,
} from '@trova/contracts';

/** The captcha is passed when it is not required for this visitor, or when a solution exists. */
export function isCaptchaPassed(required: boolean, solution: string | null): boolean {
  return !required || (solution !== null && solution !== '');
}

/**
 * Login needs a valid email, a password that meets the password policy (at least 8 characters with
 * a lowercase and an uppercase letter, a number and a symbol: docs/product/access.md) and the
 * captcha. A password the policy refuses can never be right, so the button waits for one it allows.
 */
export function canSubmitLogin(input: {
  email: string;
  password: string;
  captchaPassed: boolean;
}): boolean {
  return isValidEmail(input.email) && isValidPassword(input.password) && input.captchaPassed;
}

export interface SignupValues {
  email: string;
  password: string;
  repeat: string;
  termsAccepted: boolean;
  privacyAccepted: boolean;
  captchaPassed: boolean;
}

export interface SignupErrors {
  email?: 'invalidEmail';
  /** The unmet password requirements, in policy order. */
  password?: readonly PasswordRequirement[];
  repeat?: 'passwordSame';
  terms?: 'checkTerms';
  privacy?: 'checkTerms';
  captcha?: 'captchaRequired';
}

/**
 * Every signup rule (docs/product/access.md#validation-rules) at once, so an invalid submit can
 * show all errors. Terms come before privacy: privacy can only be accepted once the terms are.
 */
export function signupErrors(values: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  if (!isValidEmail(values.email)) errors.email = 'invalidEmail';
  const password = checkPassword(values.password);
  if (!password.valid) errors.password = password.failures;
  if (values.repeat !== values.password) errors.repeat = 'passwordSame';
  if (!values.termsAccepted) errors.terms = 'checkTerms';
  if (!values.privacyAccepted) errors.privacy = 'checkTerms';
  if (!values.captchaPassed) errors.captcha = 'captchaRequired';
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * Reset form (docs/product/access.md#password-recovery): a valid new password equal to its repeat.
 */
export function canSubmitReset(password: string, repeat: string): boolean {
  return isValidPassword(password) && password === repeat;
}
