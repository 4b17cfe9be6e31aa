/** The customer registration rules of SPEC §5, with their exact texts (plain functions: see validation.ts). */
import { emailError, MESSAGES, only, type Errors } from './validation';
import { isOtpCode } from '../../lib/otpLength';

/** A 10-digit Indian mobile number starts with 6, 7, 8 or 9. */
const PHONE_PATTERN = /^[6-9]\d{9}$/;
const PINCODE_PATTERN = /^\d{6}$/;

/** SPEC §5 texts of the registration alone (kept apart so /login does not download them). */
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

/** The live checklist of SPEC §5 (length, uppercase, lowercase, number). */
export const PASSWORD_RULES = [
  { label: 'At least 8 characters', test: (password: string) => password.length >= 8 },
  { label: 'One uppercase letter', test: (password: string) => /[A-Z]/.test(password) },
  { label: 'One lowercase letter', test: (password: string) => /[a-z]/.test(password) },
  { label: 'One number', test: (password: string) => /\d/.test(password) },
] as const;

export interface RegisterValues {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  profileImage: File | null;
  address: string;
  city: string;
  state: string;
  pincode: string;
  landmark: string;
}

/** The registration form before anything is typed. */
export const EMPTY_REGISTER: RegisterValues = {
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
};

export const STEP_ONE_FIELDS = ['fullName', 'email', 'phone', 'password', 'confirmPassword'] as const;

export const validateRegisterStepOne = (values: RegisterValues): Errors<RegisterValues> =>
  only<RegisterValues>({
    fullName: values.fullName.trim() ? undefined : REGISTER_MESSAGES.fullNameRequired,
    email: emailError(values.email),
    phone: PHONE_PATTERN.test(values.phone) ? undefined : REGISTER_MESSAGES.phoneInvalid,
    password: !values.password
      ? MESSAGES.passwordRequired
      : PASSWORD_RULES.every((rule) => rule.test(values.password))
        ? undefined
        : REGISTER_MESSAGES.passwordWeak,
    confirmPassword:
      values.confirmPassword === values.password && values.confirmPassword
        ? undefined
        : REGISTER_MESSAGES.passwordsDiffer,
  });

export const validateRegisterStepTwo = (values: RegisterValues): Errors<RegisterValues> =>
  only<RegisterValues>({
    address: values.address.trim() ? undefined : REGISTER_MESSAGES.addressRequired,
    city: values.city.trim() ? undefined : REGISTER_MESSAGES.cityRequired,
    state: values.state.trim() ? undefined : REGISTER_MESSAGES.stateRequired,
    pincode: !values.pincode.trim()
      ? REGISTER_MESSAGES.pincodeRequired
      : PINCODE_PATTERN.test(values.pincode.trim())
        ? undefined
        : REGISTER_MESSAGES.pincodeInvalid,
  });

export const isValidOtp = isOtpCode;
