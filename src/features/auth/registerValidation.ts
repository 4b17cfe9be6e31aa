import * as v from 'valibot';
import { schemaErrors } from '../../components/form/schemaErrors';
import { emailRule, MESSAGES } from './validation';

/** Kept apart from validation.ts so /login does not download them. */
export const REGISTER_MESSAGES = {
  fullNameRequired: 'Full name is required',
  phoneInvalid: 'Please enter a valid 10-digit Indian phone number',
  passwordWeak: 'Password must be at least 8 characters with uppercase, lowercase, and numbers',
  passwordsDiffer: 'Passwords do not match',
  otpInvalid: 'Please enter a valid 6-digit OTP',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  pincodeRequired: 'Pincode is required',
  pincodeInvalid: 'Please enter a valid 6-digit pincode',
} as const;

/** docs/product-rules.md §4: a new code can be asked for 30 s after the last one. */
export const RESEND_SECONDS = 30;

export const PASSWORD_RULES = [
  { label: 'At least 8 characters', test: (password: string) => password.length >= 8 },
  { label: 'One uppercase letter', test: (password: string) => /[A-Z]/.test(password) },
  { label: 'One lowercase letter', test: (password: string) => /[a-z]/.test(password) },
  { label: 'One number', test: (password: string) => /\d/.test(password) },
] as const;

export const EMPTY_REGISTER = {
  fullName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  profileImage: null as File | null,
  address: '',
  city: '',
  state: '',
  pincode: '',
  landmark: '',
};
export type RegisterValues = typeof EMPTY_REGISTER;

export const STEP_ONE_FIELDS = ['fullName', 'email', 'phone', 'password', 'confirmPassword'] as const;

const filled = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

export const validateRegisterStepOne = schemaErrors<RegisterValues>(
  v.pipe(
    v.object({
      fullName: filled(REGISTER_MESSAGES.fullNameRequired),
      email: emailRule,
      phone: v.pipe(v.string(), v.regex(/^[6-9]\d{9}$/, REGISTER_MESSAGES.phoneInvalid)),
      password: v.pipe(
        v.string(),
        v.nonEmpty(MESSAGES.passwordRequired),
        v.check((password) => PASSWORD_RULES.every((rule) => rule.test(password)), REGISTER_MESSAGES.passwordWeak),
      ),
      confirmPassword: v.string(),
    }),
    // Judged whatever the password's own verdict; an empty confirmation never matches.
    v.forward(
      v.partialCheck(
        [['confirmPassword']],
        (input) => {
          const { password, confirmPassword } = input as RegisterValues;
          return confirmPassword !== '' && confirmPassword === password;
        },
        REGISTER_MESSAGES.passwordsDiffer,
      ),
      ['confirmPassword'],
    ),
  ),
);

export const validateRegisterStepTwo = schemaErrors<RegisterValues>(
  v.object({
    address: filled(REGISTER_MESSAGES.addressRequired),
    city: filled(REGISTER_MESSAGES.cityRequired),
    state: filled(REGISTER_MESSAGES.stateRequired),
    pincode: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(REGISTER_MESSAGES.pincodeRequired),
      v.regex(/^\d{6}$/, REGISTER_MESSAGES.pincodeInvalid),
    ),
  }),
);
