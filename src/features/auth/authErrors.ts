/** Turns what went wrong in a customer auth call into the exact texts of SPEC §8. */
import { isApiError } from '../../api/http';

export const LOGIN_TEXTS = {
  http: 'Server error. Please try again later.',
  parse: 'Server configuration error. Please contact support.',
  /** JSON of another shape than the login reads: §8's 'otherwise'. */
  shape: 'An unexpected error occurred. Please try again.',
  timeout: 'Request timed out. Please try again.',
  network: 'Network error. Please check your internet connection and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  failed: 'Login failed. Please check your credentials.',
  connectionOk: 'Connection successful! Server is reachable.',
  connectionStatus: (code: number) => `Server responded with status: ${code}`,
  connectionFailed: (reason: string) => `Connection failed: ${reason}`,
  notImplemented: (provider: string) => `${provider} login is not implemented yet.`,
} as const;

/** The login call threw: which §8 text says why. */
export function loginFailureText(error: unknown): string {
  if (!isApiError(error)) return LOGIN_TEXTS.unexpected;
  return LOGIN_TEXTS[error.kind];
}

/** SPEC §2.4: the Test Connection button shows when the error mentions a network error. */
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

/**
 * A registration call threw. No answer at all is a network error; an answer that was not the JSON expected
 * (HTTP error page, PHP warning) fails the step with its own text.
 */
export function registerFailureText(error: unknown, stepText: string): string {
  if (isApiError(error) && (error.kind === 'http' || error.kind === 'parse' || error.kind === 'shape')) return stepText;
  return REGISTER_TEXTS.network;
}
