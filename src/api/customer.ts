import { toFormData } from './formData';
import { call, callForStatus } from './http';
import type {
  Answer,
  BookingRequest,
  LoginRequest,
  LoginResponse,
  RegisterUserRequest,
  StatusMessage,
  ValidateSessionResponse,
} from './types';

export const login = (body: LoginRequest) => call<LoginResponse>('login', { json: { ...body } });

/** Connectivity check: only the HTTP status is read (SPEC §7). */
export const testConnection = () => callForStatus('testConnection');

export const validateSession = (session_token: string) =>
  call<ValidateSessionResponse>('validateSession', { json: { session_token } });

export const logout = (session_token: string) => call<unknown>('logout', { json: { session_token } });

export const sendOtp = (email: string) => call<StatusMessage>('sendOtp', { json: { email } });

export const verifyOtp = (email: string, otp: string) => call<StatusMessage>('verifyOtp', { json: { email, otp } });

export const registerUser = (fields: RegisterUserRequest) =>
  call<StatusMessage>('registerUser', {
    form: toFormData({
      action: 'registerUser',
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      password: fields.password,
      address: fields.address,
      city: fields.city,
      state: fields.state,
      pincode: fields.pincode,
      landmark: fields.landmark,
      profile_image: fields.profile_image,
    }),
  });

export const createBooking = (session_token: string, booking: BookingRequest) =>
  call<Answer<'createBooking'>>('createBooking', {
    token: session_token,
    json: { ...booking },
  });
