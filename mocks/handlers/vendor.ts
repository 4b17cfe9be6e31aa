import { HttpResponse } from 'msw';
import { is } from 'valibot';
import { isEmail, normalEmail } from '../../src/lib/email';
import type { VendorRecord } from '../../fixtures/records';
import { sqlDateTime } from '../../fixtures/dates';
import { db, nextId, saveDb } from '../db';
import { readJson } from '../store';
import { fieldsToFill, requestSchemas } from '../../src/api/requests';
import { UPLOAD_LIMITS } from '../../src/lib/fileTypes';
import { consumeOtp, issueOtp, isVerified, verifyOtpAnswer } from './otp';
import {
  closeSession,
  fail,
  file,
  findSession,
  firstMissing,
  isDocument,
  isImage,
  megabytes,
  ok,
  openSession,
  storeUpload,
  secret,
  signIn,
  SESSION_TTL_MS,
  text,
  texts,
  uploadUrl,
  type Resolvers,
} from './kit';

/** The vendor portal's PHP session cookie; logout.php (no body) finds the session through it or the bearer. */
export const VENDOR_COOKIE = 'vendor_session';

export function publicVendor(vendor: VendorRecord) {
  return {
    id: vendor.id,
    name: `${vendor.firstName} ${vendor.lastName}`,
    firstName: vendor.firstName,
    lastName: vendor.lastName,
    email: vendor.email,
    phone: vendor.phone,
    businessName: vendor.businessName,
    businessType: vendor.businessType,
    city: vendor.city,
    status: vendor.status,
    profileImage: vendor.profileImage,
  };
}

const { businessType, experience } = requestSchemas.registerVendor.entries;

export const vendorResolvers = {
  vendorData(req) {
    const session = findSession('vendor', req.bearer);
    const vendor = session && db().vendors.find((v) => v.id === session.account_id);
    if (!vendor) return fail('Unauthorized: please log in again');
    return ok({ data: { vendor: publicVendor(vendor) } });
  },

  vendorLogout(req) {
    // The cookie (PHP's session) or the bearer (a token backend): either names the session to end, and only a
    // vendor's: a customer's or an admin's token sent here ends nothing.
    for (const token of [req.cookies[VENDOR_COOKIE], req.bearer]) {
      if (findSession('vendor', token)) closeSession(token);
    }
    saveDb();
    return ok(
      { message: 'Logged out successfully' },
      { headers: { 'Set-Cookie': `${VENDOR_COOKIE}=; Path=/; Max-Age=0` } },
    );
  },

  vendorSendOtp(req) {
    const email = normalEmail(text(req, 'email'));
    if (!isEmail(email)) return fail('Please enter a valid email address');
    if (db().vendors.some((v) => v.email === email)) return fail('This email is already registered as a vendor');
    issueOtp('vendor', email);
    return ok({ message: 'OTP sent successfully' });
  },

  vendorVerifyOtp: (req) =>
    verifyOtpAnswer(req, 'vendor', {
      none: 'Please request an OTP first',
      wrong: 'Invalid OTP. Please check the code and try again.',
    }),

  async registerVendor(req) {
    const missing = firstMissing(req, fieldsToFill('registerVendor'));
    if (missing) return fail(`Missing required field: ${missing}`);
    const email = normalEmail(text(req, 'email'));
    const state = db();
    if (state.vendors.some((v) => v.email === email)) return fail('This email is already registered as a vendor');
    if (!isVerified('vendor', email)) return fail('Please verify your email before registering');
    if (secret(req, 'password').length < 8) return fail('Password must be at least 8 characters');
    if (!is(businessType, text(req, 'businessType'))) return fail('Invalid business type');
    if (!is(experience, text(req, 'experience'))) return fail('Invalid experience range');
    const radius = Number(text(req, 'serviceRadius') || 10);
    if (!(radius >= 1 && radius <= 50)) return fail('Service radius must be between 1 and 50 km');
    const parsed = readJson<unknown>(text(req, 'services') || '[]', undefined);
    if (parsed === undefined) return fail('Services must be a JSON list of service ids');
    const services = Array.isArray(parsed) ? parsed.map(Number).filter(Number.isFinite) : [];
    if (services.length === 0) return fail('Please select at least one service');
    const profile = file(req, 'profileImage');
    if (profile && !isImage(profile)) return fail('Profile image must be a JPG, PNG, WebP or GIF image');
    if (profile && profile.size > UPLOAD_LIMITS.profileImage)
      return fail(`Profile image must be ${megabytes(UPLOAD_LIMITS.profileImage)} or smaller`);
    const documents = {
      idProof: file(req, 'idProof'),
      businessLicense: file(req, 'businessLicense'),
      insurance: file(req, 'insurance'),
    };
    for (const [name, doc] of Object.entries(documents)) {
      if (doc && !isDocument(doc)) return fail(`${name} must be a PDF, JPG or PNG file`);
      if (doc && doc.size > UPLOAD_LIMITS.document)
        return fail(`${name} must be ${megabytes(UPLOAD_LIMITS.document)} or smaller`);
    }
    const id = nextId(state.vendors);
    const stored = async (folder: string, f: File | null, stem: string) => (f ? storeUpload(folder, f, stem) : null);
    const profileName = await stored('vendors', profile, `vendor-${id}`);
    state.vendors.push({
      id,
      ...texts(req, 'firstName', 'lastName', 'phone', 'businessName', 'businessType', 'experience'),
      ...texts(req, 'address', 'city', 'state', 'zipCode'),
      email,
      password: secret(req, 'password'),
      serviceRadius: radius,
      services,
      profileImage: profileName ? uploadUrl('vendors', profileName) : null,
      documents: {
        idProof: await stored('documents', documents.idProof, `id-proof-${id}`),
        businessLicense: await stored('documents', documents.businessLicense, `licence-${id}`),
        insurance: await stored('documents', documents.insurance, `insurance-${id}`),
      },
      status: 'pending',
      email_verified: 1,
      created_at: sqlDateTime(new Date()),
    });
    consumeOtp('vendor', email);
    saveDb();
    return ok({ message: 'Registration successful. Your account is pending verification.', vendor_id: id });
  },

  vendorLogin(req) {
    const vendor = signIn(req, db().vendors);
    if (vendor instanceof Response) return vendor;
    if (vendor.status === 'suspended') return fail('Your vendor account is suspended. Please contact support.');
    const remember = req.json.rememberMe === true;
    const session = openSession('vendor', vendor.id, remember ? SESSION_TTL_MS.remembered : SESSION_TTL_MS.default);
    saveDb();
    return HttpResponse.json(
      { status: 'success', message: 'Login successful', token: session.token, vendor: publicVendor(vendor) },
      { headers: { 'Set-Cookie': `${VENDOR_COOKIE}=${session.token}; Path=/` } },
    );
  },
} satisfies Resolvers;
