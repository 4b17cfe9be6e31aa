import { toFormData } from './formData';
import { call } from './http';
import type { RegisterVendorRequest, Request } from './types';

export const getVendorData = (vendorToken: string) => call('vendorData', { token: vendorToken });

/** The bearer beside the cookie: a backend that keeps vendor sessions by token can end this one too. */
export const vendorLogout = (vendorToken: string | null = null) => call('vendorLogout', { token: vendorToken });

export const vendorSendOtp = (email: string) => call('vendorSendOtp', { json: { email: email.trim().toLowerCase() } });

export const vendorVerifyOtp = (email: string, otp: string) => call('vendorVerifyOtp', { json: { email, otp } });

export const registerVendor = (fields: RegisterVendorRequest) =>
  call('registerVendor', {
    form: toFormData({ action: 'registerVendor', ...fields, services: JSON.stringify(fields.services) }),
  });

export const vendorLogin = (body: Request<'vendorLogin'>) => call('vendorLogin', { json: { ...body } });
