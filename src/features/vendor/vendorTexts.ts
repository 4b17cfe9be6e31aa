import { describeFailure, isPlainRefusal, type Failure } from '../../api/outcome';
import { devLog } from '../../api/devLog';

/** The e-mail's and the required password's texts are the customer login's (auth/validation.ts). */
export const LOGIN_RULES = {
  passwordShort: 'Password must be at least 6 characters',
} as const;

export const LOGIN_TEXTS = {
  failed: 'Login failed. Please try again.',
  network: 'Network error. Please check your connection and try again.',
} as const;

export const WIZARD_RULES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phone: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit Indian phone number',
  password: 'Password is required',
  passwordShort: 'Password must be at least 8 characters',
  passwordsDiffer: 'Passwords do not match',
  emailUnverified: 'Email must be verified',
  otp: 'Please enter a valid 6-digit OTP',
  businessName: 'Business name is required',
  businessType: 'Business type is required',
  experience: 'Experience is required',
  address: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  zipCode: 'ZIP code is required',
  zipInvalid: 'Please enter a valid 6-digit PIN code',
  radius: 'Service radius must be between 1 and 50 km',
  services: 'At least one service must be selected',
  terms: 'You must accept the terms and conditions',
} as const;

export const WIZARD_TEXTS = {
  otpSent: 'OTP sent to your email successfully!',
  otpSendNetwork: 'Failed to send OTP. Please try again.',
  otpVerifyNetwork: 'Failed to verify OTP. Please try again.',
  verified: 'Email verified successfully!',
  registered: 'Registration successful! Your account is pending verification.',
  registerFailed: 'Registration failed. Please try again.',
  locationFailed: 'Could not detect your location. Please enter your address manually.',
  locationUnsupported: 'Geolocation is not supported by this browser.',
} as const;

/** A plain refusal says its own message (else `refusedText`); any other failure is logged and says `networkText`. */
export function failureText(failure: Failure, refusedText: string, networkText = refusedText) {
  if (isPlainRefusal(failure)) return failure.message || refusedText;
  devLog.error('[vendor]', describeFailure(failure));
  return networkText;
}
