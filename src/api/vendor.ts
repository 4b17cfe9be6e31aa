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

export const vendorLogin = (body: Request<'vendorLogin'>) => call('vendorLogin', { json: { ...body } });
