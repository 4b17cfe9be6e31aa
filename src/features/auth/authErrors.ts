import { isConnectionFailure, isHttpError, type Failure } from '../../api/outcome';

export const LOGIN_TEXTS = {
  http: 'Server error. Please try again later.',
  parse: 'Server configuration error. Please contact support.',
  shape: 'An unexpected error occurred. Please try again.',
  timeout: 'Request timed out. Please try again.',
  network: 'Network error. Please check your internet connection and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  failed: 'Login failed. Please check your credentials.',
  connectionOk: 'Connection successful! Server is reachable.',
  connectionStatus: (code: number) => `Server responded with status: ${code}`,
  connectionFailed: (reason: string) => `Connection failed: ${reason}`,
  notImplemented: (provider: string) => `${provider} login is not implemented yet.`,
  /** Ours: said once on the login a sign-up opens. */
  signedUp: 'Account created. Log in to continue.',
} as const;

/** Any HTTP error is a server error, explained or not. */
export function loginFailureText(failure: Failure): string {
  if (isHttpError(failure)) return LOGIN_TEXTS.http;
  if (failure.kind === 'failed') return LOGIN_TEXTS[failure.reason];
  return failure.message || LOGIN_TEXTS.failed;
}

export const mentionsNetworkError = (text: string | null) => Boolean(text && /network error/i.test(text));

export const REGISTER_TEXTS = {
  sendFailed: 'Failed to send OTP',
  verifyFailed: 'Invalid OTP',
  registerFailed: 'Registration failed',
  network: 'Network error. Please try again.',
  sent: 'OTP sent successfully to your email!',
  resent: 'OTP resent successfully!',
  verified: 'Email verified successfully!',
  registered: 'Registration successful! Redirecting to login...',
} as const;

/** No answer at all is a network error; an unexpected answer (an HTML error page) fails with the step's text. */
export function registerFailureText(failure: Failure, stepText: string): string {
  return isConnectionFailure(failure) ? REGISTER_TEXTS.network : stepText;
}
