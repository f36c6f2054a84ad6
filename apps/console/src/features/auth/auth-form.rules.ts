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

/** Document 000 §5: login needs a valid email, a password and the captcha. */
export function canSubmitLogin(input: {
  email: string;
  password: string;
  captchaPassed: boolean;
}): boolean {
  return isValidEmail(input.email) && input.password !== '' && input.captchaPassed;
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
 * Every signup rule of document 000 §5 at once, so an invalid submit can show all errors. Terms come
 * before privacy: privacy can only be accepted once the terms are.
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

/** Reset form (document 000 §5): a valid new password equal to its repeat. */
export function canSubmitReset(password: string, repeat: string): boolean {
  return isValidPassword(password) && password === repeat;
}
