import * as v from 'valibot';
import type { CustomerRecord } from '../../fixtures/records';
import { isEmail, normalEmail } from '../../src/lib/email';
import { sqlDateTime } from '../../fixtures/dates';
import { db, nextId, saveDb } from '../db';
import { fieldsToFill, requestSchemas } from '../../src/api/requests';
import { UPLOAD_LIMITS } from '../../src/lib/fileTypes';
import { localIsoDate, SLOT_PASSED_TEXT, slotHasPassed } from '../../src/lib/timeSlots';
import { consumeOtp, issueOtp, isVerified, verifyOtpAnswer } from './otp';
import {
  closeSession,
  fail,
  file,
  findSession,
  firstMissing,
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

/** What the backend sends of a customer: never the password. */
export const publicUser = ({ password: _password, ...rest }: CustomerRecord) => rest;

const PHONE = /^[6-9]\d{9}$/;
const TIME_SLOTS = Array.from({ length: 10 }, (_, i) => `${String(9 + i).padStart(2, '0')}:00`);
const PAYMENT_METHOD = requestSchemas.createBooking.entries.payment_method;

/** The booking's number fields. Null, absent or '' is "not given"; anything else must read as a number. */
const BOOKING_NUMBERS = [
  'category_id',
  'subcategory_id',
  'service_price',
  'total_amount',
  'service_latitude',
  'service_longitude',
];

/**
 * A number, or text PHP would cast to one. Anything else is refused rather than stored as NaN, which the next
 * answer would carry as null.
 */
function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value));
}

export const customerResolvers = {
  login(req) {
    const customer = signIn(req, db().customers);
    if (customer instanceof Response) return customer;
    const remember = req.json.rememberMe === true;
    const session = openSession('customer', customer.id, remember ? SESSION_TTL_MS.remembered : SESSION_TTL_MS.default);
    saveDb();
    return ok({
      message: 'Login successful',
      user: publicUser(customer),
      session_token: session.token,
      expires_at: new Date(session.expires_at).toISOString(),
    });
  },

  testConnection: () => ok({ message: 'Server is reachable' }),

  validateSession(req) {
    const session = findSession('customer', text(req, 'session_token'));
    const customer = session && db().customers.find((c) => c.id === session.account_id);
    if (!customer) return fail('Invalid or expired session');
    return ok({ message: 'Session is valid', user: publicUser(customer) });
  },

  logout(req) {
    closeSession(text(req, 'session_token'));
    saveDb();
    return ok({ message: 'Logged out successfully' });
  },

  sendOtp(req) {
    const email = normalEmail(text(req, 'email'));
    if (!isEmail(email)) return fail('Please provide a valid email address');
    if (db().customers.some((c) => c.email === email)) return fail('This email is already registered. Please log in.');
    issueOtp('customer', email);
    return ok({ message: 'OTP sent to your email' });
  },

  verifyOtp: (req) =>
    verifyOtpAnswer(req, 'customer', { none: 'No OTP was requested for this email', wrong: 'Invalid OTP' }),

  async registerUser(req) {
    const missing = firstMissing(req, fieldsToFill('registerUser'));
    if (missing) return fail(`Missing required field: ${missing}`);
    const email = normalEmail(text(req, 'email'));
    const state = db();
    if (state.customers.some((c) => c.email === email)) return fail('This email is already registered. Please log in.');
    if (!isVerified('customer', email)) return fail('Please verify your email with the OTP before registering');
    if (!PHONE.test(text(req, 'phone'))) return fail('Please provide a valid 10-digit phone number');
    if (secret(req, 'password').length < 8) return fail('Password must be at least 8 characters');
    if (!/^\d{6}$/.test(text(req, 'pincode'))) return fail('Please provide a valid 6-digit pincode');
    const image = file(req, 'profile_image');
    if (image && !isImage(image)) return fail('Profile image must be a JPG, PNG, WebP or GIF image');
    if (image && image.size > UPLOAD_LIMITS.profileImage)
      return fail(`Profile image must be ${megabytes(UPLOAD_LIMITS.profileImage)} or smaller`);
    const id = nextId(state.customers);
    const storedImage = image ? await storeUpload('users', image, `user-${id}`) : null;
    state.customers.push({
      id,
      ...texts(req, 'name', 'phone', 'address', 'city', 'state', 'pincode', 'landmark'),
      email,
      password: secret(req, 'password'),
      profile_image: storedImage ? uploadUrl('users', storedImage) : null,
      email_verified: 1,
      created_at: sqlDateTime(new Date()),
    });
    consumeOtp('customer', email);
    saveDb();
    return ok({ message: 'Registration successful', user_id: id });
  },

  createBooking(req) {
    const session = findSession('customer', req.bearer);
    if (!session) return fail('Your session has expired. Please log in again.');
    const state = db();
    const service = state.services.find((s) => s.id === Number(req.json.service_id));
    if (!service || service.status !== 'active') return fail('The selected service is not available');
    const missing = ['service_address', 'scheduled_date', 'scheduled_time'].filter((k) => !text(req, k));
    if (missing.length) return fail(`Missing required fields: ${missing.join(', ')}`);
    const date = String(req.json.scheduled_date);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return fail('Scheduled date must be in YYYY-MM-DD format');
    if (date < localIsoDate()) return fail('Scheduled date cannot be in the past');
    const time = String(req.json.scheduled_time);
    if (!TIME_SLOTS.includes(time)) return fail('Please choose a time slot between 09:00 and 18:00');
    // As a real server would: today's slot that has started cannot be booked, whatever the form offered.
    if (slotHasPassed(date, time)) return fail(SLOT_PASSED_TEXT);
    const payment = String(req.json.payment_method ?? 'cash');
    if (!v.is(PAYMENT_METHOD, payment)) return fail('Unsupported payment method');
    const given = (key: string) => !(req.json[key] === null || req.json[key] === undefined || req.json[key] === '');
    const notNumbers = BOOKING_NUMBERS.filter((key) => given(key) && !isNumeric(req.json[key]));
    if (notNumbers.length) return fail(`Invalid numbers: ${notNumbers.join(', ')}`);
    const num = (key: string) => (given(key) ? Number(req.json[key]) : null);
    const id = nextId(state.bookings);
    const booking_number = `BK${String(id).padStart(6, '0')}`;
    state.bookings.push({
      id,
      booking_number,
      user_id: session.account_id,
      service_id: service.id,
      category_id: num('category_id') ?? service.category_id,
      subcategory_id: num('subcategory_id') ?? service.subcategory_id,
      service_name: String(req.json.service_name ?? service.name),
      service_price: num('service_price') ?? service.base_price,
      total_amount: num('total_amount') ?? service.base_price,
      service_address: String(req.json.service_address).trim(),
      service_latitude: num('service_latitude'),
      service_longitude: num('service_longitude'),
      pincode: String(req.json.pincode ?? ''),
      scheduled_date: date,
      scheduled_time: time,
      special_instructions: String(req.json.special_instructions ?? ''),
      payment_method: payment,
      status: 'pending',
      created_at: sqlDateTime(new Date()),
    });
    saveDb();
    return ok({ message: 'Booking created successfully', booking_id: id, booking_number });
  },
} satisfies Resolvers;
