import { toFormData } from './formData';
import { ApiError, call } from './http';
import type { RegisterVendorRequest, Request, StatusMessage, VendorDataResponse, VendorLoginResponse } from './types';

export const getVendorData = (vendorToken: string) => call<VendorDataResponse>('vendorData', { token: vendorToken });

/**
 * The answer is ignored (SPEC §7): a PHP script that answers with an empty body or an error page has still
 * been reached, so only a failure to reach the server (network, timeout) is reported. The token travels as the
 * bearer beside the cookie, so a backend that keeps vendor sessions by token can end this one too.
 */
export const vendorLogout = (vendorToken: string | null = null) =>
  call<unknown>('vendorLogout', { token: vendorToken }).catch((error: unknown) => {
    if (error instanceof ApiError && (error.kind === 'http' || error.kind === 'parse')) return undefined;
    throw error;
  });

export const vendorSendOtp = (email: string) =>
  call<StatusMessage>('vendorSendOtp', { json: { email: email.trim().toLowerCase() } });

export const vendorVerifyOtp = (email: string, otp: string) =>
  call<StatusMessage>('vendorVerifyOtp', { json: { email, otp } });

export const registerVendor = (fields: RegisterVendorRequest) =>
  call<StatusMessage>('registerVendor', {
    form: toFormData({
      action: 'registerVendor',
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      phone: fields.phone,
      password: fields.password,
      businessName: fields.businessName,
      businessType: fields.businessType,
      experience: fields.experience,
      address: fields.address,
      city: fields.city,
      state: fields.state,
      zipCode: fields.zipCode,
      serviceRadius: fields.serviceRadius,
      services: JSON.stringify(fields.services),
      profileImage: fields.profileImage,
      idProof: fields.idProof,
      businessLicense: fields.businessLicense,
      insurance: fields.insurance,
    }),
  });

export const vendorLogin = (body: Request<'vendorLogin'>) =>
  call<VendorLoginResponse>('vendorLogin', { json: { ...body } });
