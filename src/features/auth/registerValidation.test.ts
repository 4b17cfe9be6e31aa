/**
 * Example cases for what registerValidation.property.test.ts leaves open (it covers the phone and pincode
 * patterns): the texts word for word, names, password and its checklist, confirmation, step 2, the OTP, and
 * which fields each step reports.
 */
import { describe, expect, it } from 'vitest';
import { isOtpCode as isValidOtp } from '../../lib/otpLength';
import {
  EMPTY_REGISTER,
  PASSWORD_RULES,
  REGISTER_MESSAGES,
  STEP_ONE_FIELDS,
  validateRegisterStepOne,
  validateRegisterStepTwo,
  type RegisterValues,
} from './registerValidation';

const VALID: RegisterValues = {
  ...EMPTY_REGISTER,
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  password: 'Secret12',
  confirmPassword: 'Secret12',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

const stepOne = (change: Partial<RegisterValues>) => validateRegisterStepOne({ ...VALID, ...change });
const stepTwo = (change: Partial<RegisterValues>) => validateRegisterStepTwo({ ...VALID, ...change });

describe('registration texts (SPEC §5 word for word; step 2 texts docs/decisions.md)', () => {
  it.each([
    ['fullNameRequired', 'Full name is required'],
    ['phoneInvalid', 'Please enter a valid 10-digit Indian phone number'],
    ['passwordWeak', 'Password must be at least 8 characters with uppercase, lowercase, and numbers'],
    ['passwordsDiffer', 'Passwords do not match'],
    ['otpInvalid', 'Please enter a valid 6-digit OTP'],
    ['addressRequired', 'Address is required'],
    ['cityRequired', 'City is required'],
    ['stateRequired', 'State is required'],
    ['pincodeRequired', 'Pincode is required'],
    ['pincodeInvalid', 'Please enter a valid 6-digit pincode'],
  ] as const)('%s reads "%s"', (key, text) => {
    expect(REGISTER_MESSAGES[key]).toBe(text);
  });
});

describe('registration constants', () => {
  it('the empty form', () => {
    expect(EMPTY_REGISTER).toStrictEqual({
      fullName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      profileImage: null,
      address: '',
      city: '',
      state: '',
      pincode: '',
      landmark: '',
    });
  });

  it('step 1 fields', () => {
    expect(STEP_ONE_FIELDS).toEqual(['fullName', 'email', 'phone', 'password', 'confirmPassword']);
  });
});

describe('step 1 (SPEC §5)', () => {
  it('a valid step 1 has no errors and no empty keys', () => {
    expect(validateRegisterStepOne(VALID)).toStrictEqual({});
  });

  it('the empty form: every step 1 field, each with its text', () => {
    expect(validateRegisterStepOne(EMPTY_REGISTER)).toStrictEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      phone: 'Please enter a valid 10-digit Indian phone number',
      password: 'Password is required',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('reports only step 1 fields, however wrong step 2 is', () => {
    const errors = validateRegisterStepOne({ ...EMPTY_REGISTER, address: ' ', pincode: 'x' });
    for (const field of Object.keys(errors)) expect(STEP_ONE_FIELDS).toContain(field);
  });

  it('a whitespace-only full name is required (trimmed); a name with spaces around passes', () => {
    expect(stepOne({ fullName: '   ' })).toStrictEqual({ fullName: REGISTER_MESSAGES.fullNameRequired });
    expect(stepOne({ fullName: '  Asha  ' })).toStrictEqual({});
  });

  it('the e-mail: required, then valid', () => {
    expect(stepOne({ email: ' ' })).toStrictEqual({ email: 'Email is required' });
    expect(stepOne({ email: 'asha@' })).toStrictEqual({ email: 'Please enter a valid email address' });
  });

  it('an empty phone gets the phone text (there is no separate "required" text)', () => {
    expect(stepOne({ phone: '' })).toStrictEqual({ phone: REGISTER_MESSAGES.phoneInvalid });
  });

  it('an empty password is required, not weak', () => {
    expect(stepOne({ password: '', confirmPassword: '' })).toStrictEqual({
      password: 'Password is required',
      confirmPassword: REGISTER_MESSAGES.passwordsDiffer,
    });
  });

  it('8 characters with upper, lower and a digit pass; 7 are weak', () => {
    expect(stepOne({ password: 'Abcdef12', confirmPassword: 'Abcdef12' })).toStrictEqual({});
    expect(stepOne({ password: 'Abcde12', confirmPassword: 'Abcde12' })).toStrictEqual({
      password: REGISTER_MESSAGES.passwordWeak,
    });
  });

  it.each([
    ['no uppercase letter', 'abcdef12'],
    ['no lowercase letter', 'ABCDEF12'],
    ['no digit', 'Abcdefgh'],
  ])('a password with %s is weak', (_why, password) => {
    expect(stepOne({ password, confirmPassword: password })).toStrictEqual({
      password: REGISTER_MESSAGES.passwordWeak,
    });
  });

  it('a confirmation that differs does not match', () => {
    expect(stepOne({ confirmPassword: 'Secret13' })).toStrictEqual({ confirmPassword: 'Passwords do not match' });
    expect(stepOne({ confirmPassword: '' })).toStrictEqual({ confirmPassword: REGISTER_MESSAGES.passwordsDiffer });
  });

  it('the profile image is optional', () => {
    expect(stepOne({ profileImage: null })).toStrictEqual({});
  });
});

describe('password checklist (SPEC §5: length, uppercase, lowercase, number)', () => {
  it('four rules, in this order, with these labels', () => {
    expect(PASSWORD_RULES.map((rule) => rule.label)).toEqual([
      'At least 8 characters',
      'One uppercase letter',
      'One lowercase letter',
      'One number',
    ]);
  });

  const [length, upper, lower, digit] = PASSWORD_RULES;

  it('length: 7 characters fail, 8 pass', () => {
    expect(length.test('abcdefg')).toBe(false);
    expect(length.test('abcdefgh')).toBe(true);
  });

  it('uppercase: needs A-Z', () => {
    expect(upper.test('abc1')).toBe(false);
    expect(upper.test('abC1')).toBe(true);
  });

  it('lowercase: needs a-z', () => {
    expect(lower.test('ABC1')).toBe(false);
    expect(lower.test('ABc1')).toBe(true);
  });

  it('number: needs a digit', () => {
    expect(digit.test('Abcd')).toBe(false);
    expect(digit.test('Abc9')).toBe(true);
  });
});

describe('step 2 (SPEC §5: address, city, state, pincode required; landmark optional)', () => {
  it('a valid step 2 has no errors, landmark left empty', () => {
    expect(validateRegisterStepTwo({ ...VALID, landmark: '' })).toStrictEqual({});
  });

  it('the empty form: the four required fields, each with its text', () => {
    expect(validateRegisterStepTwo(EMPTY_REGISTER)).toStrictEqual({
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      pincode: 'Pincode is required',
    });
  });

  it('whitespace-only values count as blank (trimmed)', () => {
    expect(stepTwo({ address: ' ', city: '\t', state: '  ', pincode: '   ' })).toStrictEqual({
      address: REGISTER_MESSAGES.addressRequired,
      city: REGISTER_MESSAGES.cityRequired,
      state: REGISTER_MESSAGES.stateRequired,
      pincode: REGISTER_MESSAGES.pincodeRequired,
    });
  });

  it('a pincode of 5 or 7 digits is invalid, 6 valid', () => {
    expect(stepTwo({ pincode: '56000' })).toStrictEqual({ pincode: 'Please enter a valid 6-digit pincode' });
    expect(stepTwo({ pincode: '560001' })).toStrictEqual({});
    expect(stepTwo({ pincode: '5600011' })).toStrictEqual({ pincode: REGISTER_MESSAGES.pincodeInvalid });
  });

  it('a 6-digit pincode with spaces around it is valid (trimmed)', () => {
    expect(stepTwo({ pincode: ' 560001  ' })).toStrictEqual({});
  });

  it('reports only step 2 fields, however wrong step 1 is', () => {
    expect(
      validateRegisterStepTwo({ ...EMPTY_REGISTER, address: 'a', city: 'b', state: 'c', pincode: '123456' }),
    ).toStrictEqual({});
  });
});

describe('isValidOtp (SPEC §5: exactly 6 digits)', () => {
  it('6 digits pass', () => {
    expect(isValidOtp('012345')).toBe(true);
  });

  it.each([
    ['5 digits', '12345'],
    ['7 digits', '1234567'],
    ['a letter', '12345a'],
    ['a leading space', ' 123456'],
    ['a trailing space', '123456 '],
    ['empty', ''],
  ])('%s fail', (_why, otp) => {
    expect(isValidOtp(otp)).toBe(false);
  });
});
