import { describe, expect, it } from 'vitest';
import { checkPassword, checkPasswordChange, isValidPassword } from './password.rules';
import { passwordSchema } from './validation.schema';

describe('checkPassword', () => {
  it('accepts an 8-character password with every class', () => {
    expect(checkPassword('Abcdef1!')).toEqual({ valid: true, failures: [] });
  });

  it('rejects 7 characters even with every class', () => {
    expect(checkPassword('Abcde1!')).toEqual({ valid: false, failures: ['length'] });
  });

  it('reports every missing requirement in order', () => {
    expect(checkPassword('abc').failures).toEqual(['length', 'uppercase', 'digit', 'symbol']);
    expect(checkPassword('ABCDEFGH').failures).toEqual(['lowercase', 'digit', 'symbol']);
    expect(checkPassword('Abcdefgh1').failures).toEqual(['symbol']);
  });

  it('accepts the listed symbols and other punctuation, not spaces', () => {
    for (const symbol of ['-', '!', '@', '#', '$', '&', '*', '%', '_']) {
      expect(isValidPassword(`Abcdef1${symbol}`)).toBe(true);
    }
    expect(isValidPassword('Abcdef1 x')).toBe(false);
  });
});

describe('checkPasswordChange', () => {
  it('passes a valid new password equal to its repeat', () => {
    expect(
      checkPasswordChange({ current: 'Old1!pass', next: 'New1!pass', repeat: 'New1!pass' }),
    ).toEqual([]);
  });

  it('rejects reuse of the current password and a different repeat', () => {
    expect(
      checkPasswordChange({ current: 'Same1!pw', next: 'Same1!pw', repeat: 'Other1!pw' }),
    ).toEqual(['sameAsCurrent', 'mismatch']);
  });

  it('flags an invalid new password', () => {
    expect(checkPasswordChange({ next: 'weak', repeat: 'weak' })).toEqual(['invalid']);
  });
});

describe('passwordSchema', () => {
  it('is built from checkPassword', () => {
    expect(passwordSchema.safeParse('Abcdef1!').success).toBe(true);
    const result = passwordSchema.safeParse('abcdefgh');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(3);
  });
});
