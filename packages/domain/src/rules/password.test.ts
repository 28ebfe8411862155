import { describe, expect, it } from 'vitest';
import { isPasswordAllowed } from './password.ts';

describe('password rules (spec document 1, sections 5 and 9)', () => {
  it('sign-up: 8+ with lower, upper, digit and one of @$!%*?&', () => {
    expect(isPasswordAllowed('Cloud#2026x', 'signUp')).toBe(false); // '#' is not in the set
    expect(isPasswordAllowed('Cloud@2026', 'signUp')).toBe(true);
    expect(isPasswordAllowed('Cl@2026', 'signUp')).toBe(false); // 7 characters
    expect(isPasswordAllowed('cloud@2026', 'signUp')).toBe(false); // no uppercase
    expect(isPasswordAllowed('CLOUD@2026', 'signUp')).toBe(false); // no lowercase
    expect(isPasswordAllowed('Cloud@expert', 'signUp')).toBe(false); // no digit
  });

  it('sign-up modal: 6 to 16 of letters, digits and !@#$%^&*, with a digit and a special', () => {
    expect(isPasswordAllowed('abc#12', 'signUpModal')).toBe(true);
    expect(isPasswordAllowed('abc#1', 'signUpModal')).toBe(false); // 5 characters
    expect(isPasswordAllowed('abcdefghij#1234567', 'signUpModal')).toBe(false); // 18 characters
    expect(isPasswordAllowed('abcdef12', 'signUpModal')).toBe(false); // no special
    expect(isPasswordAllowed('abc?12', 'signUpModal')).toBe(false); // '?' is not in the set
  });

  it('change password: 8 to 16 with a digit and a special from !@#$%^&*', () => {
    expect(isPasswordAllowed('expert#2026', 'changePassword')).toBe(true);
    expect(isPasswordAllowed('exp#2026', 'changePassword')).toBe(true); // exactly 8
    expect(isPasswordAllowed('ex#2026', 'changePassword')).toBe(false); // 7
    expect(isPasswordAllowed('expert#2026expert', 'changePassword')).toBe(false); // 17
    expect(isPasswordAllowed('expert#expert', 'changePassword')).toBe(false); // no digit
  });
});
