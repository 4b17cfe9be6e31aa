/**
 * Example cases for what validation.property.test.ts leaves open: the required texts, the login form as a whole,
 * and the exact index boundaries of `isEmail` (the property tests reach them only by chance).
 */
import { describe, expect, it } from 'vitest';
import { isEmail, normalEmail } from '../../lib/email';
import { MESSAGES, validateLogin } from './validation';

/** The e-mail's message in a login whose password is fine. */
const emailError = (email: string) => validateLogin({ email, password: 'secret', rememberMe: false }).email;

describe('customer login texts (SPEC §5 word for word)', () => {
  it('"Email is required", "Please enter a valid email address", "Password is required"', () => {
    expect(MESSAGES).toEqual({
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email address',
      passwordRequired: 'Password is required',
    });
  });
});

describe('emailError', () => {
  it('an empty e-mail is required', () => {
    expect(emailError('')).toBe('Email is required');
  });

  it('a whitespace-only e-mail is required, not invalid (trimmed)', () => {
    expect(emailError('   ')).toBe(MESSAGES.emailRequired);
    expect(emailError('\t\n')).toBe(MESSAGES.emailRequired);
  });

  it('a non-address is invalid', () => {
    expect(emailError('asha')).toBe('Please enter a valid email address');
  });

  it('an address passes, with whitespace around it too', () => {
    expect(emailError('asha@example.com')).toBeUndefined();
    expect(emailError('  asha@example.com  ')).toBeUndefined();
  });
});

describe('isEmail at its index boundaries', () => {
  it.each(['a@b.c', 'ab@cd.ef', 'a@b..c', 'a.b@c.d'])('%s is an address', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    ['nothing before the @', '@b.c'],
    ['the dot right after the @', 'ab@.cd'],
    ['the dot last', 'ab@cd.'],
    ['a dot only before the @', 'a.b@cd'],
    ['no dot', 'a@bc'],
    ['no @', 'ab.cd'],
    ['two @ together', 'a@@b.c'],
    ['a second @ later', 'a@b.c@d'],
    ['a space inside', 'a b@c.d'],
    ['a leading space (not trimmed here)', ' a@b.c'],
    ['empty', ''],
  ])('%s: %j is not', (_why, value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe('normalEmail (SPEC §5: trimmed and lower-cased before sending)', () => {
  it('trims and lower-cases', () => {
    expect(normalEmail('  Asha.Rao@Example.COM \n')).toBe('asha.rao@example.com');
  });
});

describe('validateLogin (SPEC §5 customer login)', () => {
  const VALID = { email: 'asha@example.com', password: 'secret', rememberMe: false };

  it('a valid login has no errors and no empty keys', () => {
    expect(validateLogin(VALID)).toStrictEqual({});
  });

  it('an empty form: e-mail and password required', () => {
    expect(validateLogin({ email: '', password: '', rememberMe: true })).toStrictEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('an invalid e-mail alone', () => {
    expect(validateLogin({ ...VALID, email: 'asha@example' })).toStrictEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('an empty password alone', () => {
    expect(validateLogin({ ...VALID, password: '' })).toStrictEqual({ password: MESSAGES.passwordRequired });
  });

  it('the password has no length rule at login and is not trimmed: one character or a space counts', () => {
    expect(validateLogin({ ...VALID, password: 'x' })).toStrictEqual({});
    expect(validateLogin({ ...VALID, password: ' ' })).toStrictEqual({});
  });
});
