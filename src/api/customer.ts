import { call, callForStatus } from './http';
import type { BookingRequest, LoginRequest } from './types';

export const login = (body: LoginRequest) => call('login', { json: { ...body } });

export const testConnection = () => callForStatus('testConnection');

export const validateSession = (session_token: string) => call('validateSession', { json: { session_token } });

export const logout = (session_token: string) => call('logout', { json: { session_token } });

export const sendOtp = (email: string) => call('sendOtp', { json: { email } });

export const verifyOtp = (email: string, otp: string) => call('verifyOtp', { json: { email, otp } });

/** `form`: the sign-up as the page built it (registerUserForm), sent as it is. */
export const registerUser = (form: FormData) => call('registerUser', { form });

export const createBooking = (session_token: string, booking: BookingRequest) =>
  call('createBooking', { token: session_token, json: { ...booking } });
