import { PASSWORD_MIN_LENGTH } from '../constants/account.constants';

export const PASSWORD_REQUIREMENTS = [
  'length',
  'lowercase',
  'uppercase',
  'digit',
  'symbol',
] as const;
export type PasswordRequirement = (typeof PASSWORD_REQUIREMENTS)[number];

export interface PasswordCheck {
  readonly valid: boolean;
  /** Unmet requirements in the order of PASSWORD_REQUIREMENTS. */
  readonly failures: readonly PasswordRequirement[];
}

const TESTS: Readonly<Record<PasswordRequirement, (password: string) => boolean>> = {
  length: (password) => password.length >= PASSWORD_MIN_LENGTH,
  lowercase: (password) => /\p{Ll}/u.test(password),
  uppercase: (password) => /\p{Lu}/u.test(password),
  digit: (password) => /\d/.test(password),
  // Any printable non-alphanumeric counts; the listed symbols (- ! @ # $ & *) are a subset.
  symbol: (password) => /[^\p{L}\p{N}\s]/u.test(password),
};

/**
 * Password policy (docs/product/access.md#validation-rules): at least 8 characters with a lowercase
 * letter, an uppercase letter, a digit and a symbol.
 * @example checkPassword('abc') // { valid: false, failures: ['length', 'uppercase', 'digit', 'symbol'] }
 */
export function checkPassword(password: string): PasswordCheck {
  const failures = PASSWORD_REQUIREMENTS.filter((requirement) => !TESTS[requirement](password));
  return { valid: failures.length === 0, failures };
}

/**
 * Whether a password satisfies the whole policy.
 * @example isValidPassword('Secret1!') // true
 */
export function isValidPassword(password: string): boolean {
  return checkPassword(password).valid;
}

export const PASSWORD_CHANGE_FAILURES = ['invalid', 'sameAsCurrent', 'mismatch'] as const;
export type PasswordChangeFailure = (typeof PASSWORD_CHANGE_FAILURES)[number];

/**
 * Rules of the change-password and reset forms: the new password is valid, differs from the current
 * one (when given) and equals its repeat.
 * @example checkPasswordChange({ next: 'Secret1!', repeat: 'Secret1?' }) // ['mismatch']
 */
export function checkPasswordChange(input: {
  readonly current?: string;
  readonly next: string;
  readonly repeat: string;
}): PasswordChangeFailure[] {
  const failures: PasswordChangeFailure[] = [];
  if (!isValidPassword(input.next)) failures.push('invalid');
  if (input.current !== undefined && input.current === input.next) failures.push('sameAsCurrent');
  if (input.next !== input.repeat) failures.push('mismatch');
  return failures;
}
