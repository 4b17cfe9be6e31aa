import { call } from './http';
import type { Request } from './types';

export const getVendorData = (vendorToken: string) => call('vendorData', { token: vendorToken });

/** The bearer beside the cookie: a backend that keeps vendor sessions by token can end this one too. */
export const vendorLogout = (vendorToken: string | null = null) => call('vendorLogout', { token: vendorToken });

export const vendorSendOtp = (email: string) => call('vendorSendOtp', { json: { email: email.trim().toLowerCase() } });

export const vendorVerifyOtp = (email: string, otp: string) => call('vendorVerifyOtp', { json: { email, otp } });

/** `form`: the registration as the wizard built it (registerVendorForm), sent as it is. */
export const registerVendor = (form: FormData) => call('registerVendor', { form });

export const vendorLogin = (body: Request<'vendorLogin'>) => call('vendorLogin', { json: { ...body } });
