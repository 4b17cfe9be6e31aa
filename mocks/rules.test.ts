/** The rules the mock backend enforces, as a real PHP server would (ARCHITECTURE.md "The mock backend"). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as admin from '../src/api/admin';
import * as catalogue from '../src/api/catalogue';
import * as customer from '../src/api/customer';
import * as vendor from '../src/api/vendor';
import { endpointUrl } from '../src/api/endpoints';
import type { CategoryForm } from '../src/api/types';
import { saveAdminSession } from '../src/lib/adminSession';
import { db, OTP_TTL_MS } from './db';
import { answerOf } from '../src/test/answerOf';
import { categoryBody, serviceBody, subcategoryBody } from '../src/test/adminBodies';
import { registerUserForm, registerVendorForm } from '../src/api/formData';

const otpOf = (email: string) => db().outbox.find((mail) => mail.to === email)!.code;
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'icon.png', { type: 'image/png' });

const newCustomer = (email: string) => ({
  name: 'Ishaan Gupta',
  email,
  phone: '9123456780',
  password: 'Strong@123',
  address: '7 MG Road',
  city: 'Gurgaon',
  state: 'Haryana',
  pincode: '122002',
  landmark: '',
});

afterEach(() => {
  vi.useRealTimers();
});

describe('customer accounts', () => {
  it('logs in the demo customer and refuses a wrong password', async () => {
    expect(
      await answerOf(customer.login({ email: 'customer@example.com', password: 'Customer@123', rememberMe: false })),
    ).toMatchObject({
      status: 'success',
      user: { email: 'customer@example.com', name: 'Priya Sharma' },
    });
    const wrong = await answerOf(
      customer.login({ email: 'customer@example.com', password: 'nope', rememberMe: false }),
    );
    expect(wrong).toEqual({ status: 'error', message: 'Invalid email or password' });
    expect(wrong).not.toHaveProperty('session_token');
  });

  it('never sends the password back', async () => {
    const res = await answerOf(
      customer.login({ email: 'customer@example.com', password: 'Customer@123', rememberMe: false }),
    );
    expect(res.user).not.toHaveProperty('password');
  });

  it('gives sessions 24 hours, or 30 days with rememberMe', async () => {
    const now = Date.now();
    const short = await answerOf(
      customer.login({ email: 'customer@example.com', password: 'Customer@123', rememberMe: false }),
    );
    const long = await answerOf(
      customer.login({ email: 'customer@example.com', password: 'Customer@123', rememberMe: true }),
    );
    const hours = (iso?: string) => Math.round((Date.parse(iso!) - now) / 3_600_000);
    expect(hours(short.expires_at)).toBe(24);
    expect(hours(long.expires_at)).toBe(30 * 24);
  });

  it('validates live sessions only: unknown, logged-out and expired tokens fail', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { session_token } = await answerOf(
      customer.login({
        email: 'customer@example.com',
        password: 'Customer@123',
        rememberMe: false,
      }),
    );
    expect(await answerOf(customer.validateSession(session_token!))).toMatchObject({
      status: 'success',
      user: { id: 1 },
    });
    expect(await answerOf(customer.validateSession('not-a-token'))).toMatchObject({ status: 'error' });

    vi.advanceTimersByTime(24 * 3_600_000 + 1000);
    expect(await answerOf(customer.validateSession(session_token!))).toMatchObject({
      status: 'error',
      message: 'Invalid or expired session',
    });

    const again = await answerOf(
      customer.login({ email: 'customer@example.com', password: 'Customer@123', rememberMe: false }),
    );
    await answerOf(customer.logout(again.session_token!));
    expect(await answerOf(customer.validateSession(again.session_token!))).toMatchObject({ status: 'error' });
  });

  it('registers only after the OTP sent to that e-mail is verified, then the account logs in', async () => {
    const email = 'ishaan.gupta@example.in';
    expect(await answerOf(customer.registerUser(registerUserForm(newCustomer(email))))).toMatchObject({
      status: 'error',
    });
    await answerOf(customer.sendOtp(email));
    expect(await answerOf(customer.verifyOtp(email, '000000' === otpOf(email) ? '111111' : '000000'))).toEqual({
      status: 'error',
      message: 'Invalid OTP',
    });
    expect(await answerOf(customer.verifyOtp(email, otpOf(email)))).toMatchObject({ status: 'success' });
    expect(await answerOf(customer.registerUser(registerUserForm(newCustomer(email))))).toMatchObject({
      status: 'success',
    });
    expect(await answerOf(customer.login({ email, password: 'Strong@123', rememberMe: false }))).toMatchObject({
      status: 'success',
    });
  });

  it('binds an OTP to its e-mail and expires it after 10 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await answerOf(customer.sendOtp('first@example.in'));
    await answerOf(customer.sendOtp('second@example.in'));
    expect(await answerOf(customer.verifyOtp('second@example.in', otpOf('first@example.in')))).toMatchObject({
      status: 'error',
    });
    vi.advanceTimersByTime(OTP_TTL_MS + 1000);
    expect(await answerOf(customer.verifyOtp('first@example.in', otpOf('first@example.in')))).toEqual({
      status: 'error',
      message: 'OTP has expired. Please request a new one.',
    });
  });

  // The spec's 10 minutes written out, not OTP_TTL_MS: a changed lifetime must fail here.
  it('accepts an OTP at exactly 10 minutes and refuses it one millisecond later', async () => {
    vi.useFakeTimers();
    await answerOf(customer.sendOtp('on.time@example.in'));
    await answerOf(customer.sendOtp('too.late@example.in'));
    vi.advanceTimersByTime(10 * 60_000);
    expect(await answerOf(customer.verifyOtp('on.time@example.in', otpOf('on.time@example.in')))).toMatchObject({
      status: 'success',
    });
    vi.advanceTimersByTime(1);
    expect(await answerOf(customer.verifyOtp('too.late@example.in', otpOf('too.late@example.in')))).toEqual({
      status: 'error',
      message: 'OTP has expired. Please request a new one.',
    });
  });

  it('refuses a second account for a registered e-mail', async () => {
    expect(await answerOf(customer.sendOtp('customer@example.com'))).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/already registered/),
    });
  });

  it('refuses the registration itself when the e-mail was registered after its OTP was verified', async () => {
    const email = 'taken.meanwhile@example.in';
    await answerOf(customer.sendOtp(email));
    await answerOf(customer.verifyOtp(email, otpOf(email)));
    const someone = db().customers[0];
    db().customers.push({ ...someone, id: 9_999, email });
    expect(await answerOf(customer.registerUser(registerUserForm(newCustomer(email))))).toEqual({
      status: 'error',
      message: 'This email is already registered. Please log in.',
    });
  });

  it('sends OTPs of exactly 6 digits, each printed in the outbox for its e-mail', async () => {
    for (const email of ['six.one@example.in', 'six.two@example.in', 'six.three@example.in']) {
      await answerOf(customer.sendOtp(email));
      expect(otpOf(email)).toMatch(/^\d{6}$/);
    }
  });

  it('keeps a password exactly as typed, spaces included: the same string logs in, a trimmed one does not', async () => {
    const email = 'spaced.password@example.in';
    await answerOf(customer.sendOtp(email));
    await answerOf(customer.verifyOtp(email, otpOf(email)));
    expect(
      await answerOf(customer.registerUser(registerUserForm({ ...newCustomer(email), password: ' Strong@123 ' }))),
    ).toMatchObject({
      status: 'success',
    });
    expect(await answerOf(customer.login({ email, password: ' Strong@123 ', rememberMe: false }))).toMatchObject({
      status: 'success',
    });
    expect(await answerOf(customer.login({ email, password: 'Strong@123', rememberMe: false }))).toMatchObject({
      status: 'error',
    });
  });

  it('checks the registration fields a server checks', async () => {
    const email = 'field.check@example.in';
    await answerOf(customer.sendOtp(email));
    await answerOf(customer.verifyOtp(email, otpOf(email)));
    expect(
      await answerOf(customer.registerUser(registerUserForm({ ...newCustomer(email), phone: '5123456789' }))),
    ).toMatchObject({
      status: 'error',
    });
    expect(await answerOf(customer.registerUser(registerUserForm({ ...newCustomer(email), city: '' })))).toEqual({
      status: 'error',
      message: 'Missing required field: city',
    });
    expect(
      await answerOf(customer.registerUser(registerUserForm({ ...newCustomer(email), pincode: '12345' }))),
    ).toMatchObject({
      status: 'error',
    });
  });
});

describe('bookings', () => {
  const booking = (serviceId: number) => ({
    user_id: 1,
    service_id: serviceId,
    category_id: null,
    subcategory_id: null,
    service_name: 'x',
    service_price: 499,
    total_amount: 499,
    service_address: '42, Block C, Lajpat Nagar',
    service_latitude: null,
    service_longitude: null,
    pincode: '110024',
    scheduled_date: '2099-03-01',
    scheduled_time: '11:00',
    special_instructions: '',
    payment_method: 'cash' as const,
  });
  const activeService = () => db().services.find((s) => s.status === 'active')!.id;

  it('needs a valid bearer session token', async () => {
    expect(await answerOf(customer.createBooking('forged-token', booking(activeService())))).toMatchObject({
      status: 'error',
    });
    const { session_token } = await answerOf(
      customer.login({
        email: 'customer@example.com',
        password: 'Customer@123',
        rememberMe: false,
      }),
    );
    const before = db().bookings.length;
    expect(await answerOf(customer.createBooking(session_token!, booking(activeService())))).toMatchObject({
      status: 'success',
    });
    expect(db().bookings).toHaveLength(before + 1);
    expect(db().bookings.at(-1)).toMatchObject({ user_id: 1, status: 'pending', total_amount: 499 });
  });

  it('refuses past dates, unknown slots and unknown services', async () => {
    const { session_token } = await answerOf(
      customer.login({
        email: 'customer@example.com',
        password: 'Customer@123',
        rememberMe: false,
      }),
    );
    const token = session_token!;
    expect(
      await answerOf(customer.createBooking(token, { ...booking(activeService()), scheduled_date: '2020-01-01' })),
    ).toMatchObject({ status: 'error' });
    expect(
      await answerOf(customer.createBooking(token, { ...booking(activeService()), scheduled_time: '21:00' })),
    ).toMatchObject({ status: 'error' });
    expect(await answerOf(customer.createBooking(token, { ...booking(99999) }))).toMatchObject({ status: 'error' });
    expect(
      await answerOf(customer.createBooking(token, { ...booking(activeService()), service_address: ' ' })),
    ).toMatchObject({
      status: 'error',
    });
  });
});

describe('vendors', () => {
  it('creates new vendor accounts as pending, after the e-mail is verified', async () => {
    const email = 'farhan.ali@example.in';
    await answerOf(vendor.vendorSendOtp(email));
    await answerOf(vendor.vendorVerifyOtp(email, otpOf(email)));
    const res = await answerOf(
      vendor.registerVendor(
        registerVendorForm({
          firstName: 'Farhan',
          lastName: 'Ali',
          email,
          phone: '9811111111',
          password: 'Vendor@789',
          businessName: 'Ali Carpentry',
          businessType: 'individual',
          experience: '2-5',
          address: '5 Vaishali',
          city: 'Ghaziabad',
          state: 'Uttar Pradesh',
          zipCode: '201010',
          serviceRadius: 8,
          services: [60],
        }),
      ),
    );
    expect(res).toMatchObject({ status: 'success' });
    expect(db().vendors.find((v) => v.email === email)).toMatchObject({ status: 'pending', services: [60] });
  });

  it('refuses registration without OTP, without services or with a radius outside 1–50 km', async () => {
    const base = {
      firstName: 'A',
      lastName: 'B',
      email: 'no.otp@example.in',
      phone: '9811111111',
      password: 'Vendor@789',
      businessName: 'AB',
      businessType: 'individual' as const,
      experience: '2-5' as const,
      address: 'x',
      city: 'Noida',
      state: 'Uttar Pradesh',
      zipCode: '201301',
      serviceRadius: 8,
      services: [1],
    };
    expect(await answerOf(vendor.registerVendor(registerVendorForm(base)))).toMatchObject({ status: 'error' });
    await answerOf(vendor.vendorSendOtp(base.email));
    await answerOf(vendor.vendorVerifyOtp(base.email, otpOf(base.email)));
    expect(await answerOf(vendor.registerVendor(registerVendorForm({ ...base, services: [] })))).toEqual({
      status: 'error',
      message: 'Please select at least one service',
    });
    expect(await answerOf(vendor.registerVendor(registerVendorForm({ ...base, serviceRadius: 51 })))).toMatchObject({
      status: 'error',
    });
  });

  it('serves vendor data only for a live vendor token', async () => {
    const { token, vendor: profile } = await answerOf(
      vendor.vendorLogin({
        email: 'vendor@example.com',
        password: 'Vendor@123',
        rememberMe: false,
      }),
    );
    expect(profile).toMatchObject({ name: 'Rajesh Kumar', status: 'active' });
    expect(await answerOf(vendor.getVendorData(token!))).toMatchObject({ data: { vendor: { name: 'Rajesh Kumar' } } });
    expect(await answerOf(vendor.getVendorData('bogus'))).toMatchObject({ status: 'error' });
    expect(
      await answerOf(vendor.vendorLogin({ email: 'vendor@example.com', password: 'wrong', rememberMe: false })),
    ).toEqual({
      status: 'error',
      message: 'Invalid email or password',
    });
  });

  it('refuses a second vendor account for a registered e-mail', async () => {
    expect(await answerOf(vendor.vendorSendOtp('vendor@example.com'))).toEqual({
      status: 'error',
      message: 'This email is already registered as a vendor',
    });
  });

  it('binds a vendor OTP to its e-mail and expires it after 10 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await answerOf(vendor.vendorSendOtp('first.vendor@example.in'));
    await answerOf(vendor.vendorSendOtp('second.vendor@example.in'));
    expect(otpOf('first.vendor@example.in')).toMatch(/^\d{6}$/);
    expect(
      await answerOf(vendor.vendorVerifyOtp('second.vendor@example.in', otpOf('first.vendor@example.in'))),
    ).toMatchObject({
      status: 'error',
    });
    vi.advanceTimersByTime(OTP_TTL_MS + 1000);
    expect(await answerOf(vendor.vendorVerifyOtp('first.vendor@example.in', otpOf('first.vendor@example.in')))).toEqual(
      {
        status: 'error',
        message: 'OTP has expired. Please request a new one.',
      },
    );
  });

  it('accepts a vendor OTP at exactly 10 minutes and refuses it one millisecond later', async () => {
    vi.useFakeTimers();
    await answerOf(vendor.vendorSendOtp('on.time.vendor@example.in'));
    await answerOf(vendor.vendorSendOtp('too.late.vendor@example.in'));
    vi.advanceTimersByTime(10 * 60_000);
    expect(
      await answerOf(vendor.vendorVerifyOtp('on.time.vendor@example.in', otpOf('on.time.vendor@example.in'))),
    ).toMatchObject({ status: 'success' });
    vi.advanceTimersByTime(1);
    expect(
      await answerOf(vendor.vendorVerifyOtp('too.late.vendor@example.in', otpOf('too.late.vendor@example.in'))),
    ).toEqual({
      status: 'error',
      message: 'OTP has expired. Please request a new one.',
    });
  });

  it('gives vendor sessions 24 hours, or 30 days with rememberMe', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const short = await answerOf(
      vendor.vendorLogin({ email: 'vendor@example.com', password: 'Vendor@123', rememberMe: false }),
    );
    const long = await answerOf(
      vendor.vendorLogin({ email: 'vendor@example.com', password: 'Vendor@123', rememberMe: true }),
    );
    vi.advanceTimersByTime(24 * 3_600_000 + 1000);
    expect(await answerOf(vendor.getVendorData(short.token!))).toMatchObject({ status: 'error' });
    expect(await answerOf(vendor.getVendorData(long.token!))).toMatchObject({ status: 'success' });
    vi.advanceTimersByTime(29 * 24 * 3_600_000);
    expect(await answerOf(vendor.getVendorData(long.token!))).toMatchObject({ status: 'error' });
  });

  it('refuses an OTP request without an @ sign', async () => {
    expect(await answerOf(vendor.vendorSendOtp('vendor.example.in'))).toEqual({
      status: 'error',
      message: 'Please enter a valid email address',
    });
  });
});

describe('catalogue administration', () => {
  // Admin calls carry the token of a real admin login (the mock answers 401 without one: adminAuth.test.ts).
  beforeEach(async () => {
    const login = await answerOf(admin.adminLogin('admin@example.com', 'Admin@123'));
    saveAdminSession(login.token!, login.admin!);
  });

  const form = (over: Partial<CategoryForm> = {}): CategoryForm => ({
    name: 'Laundry',
    slug: 'laundry',
    description: 'Wash and iron at home.',
    icon: 'shirt',
    sort_order: 0,
    is_featured: false,
    meta_title: '',
    meta_description: '',
    status: 'active',
    image: null,
    ...over,
  });

  it('paginates the admin category list with the pagination object of §3', async () => {
    const page2 = await answerOf(catalogue.listCategories({ page: 2, limit: 10 }));
    expect(page2.data).toHaveLength(5);
    expect(page2.pagination).toEqual({
      current_page: 2,
      total_pages: 2,
      total_records: 15,
      per_page: 10,
      has_next: false,
      has_prev: true,
      next_page: null,
      prev_page: 1,
    });
  });

  it('filters the admin list by status, featured and search', async () => {
    const featured = await answerOf(catalogue.listCategories({ page: 1, limit: 50, is_featured: '1' }));
    expect(featured.data!.every((c) => c.is_featured === 1)).toBe(true);
    expect(featured.data!.length).toBeGreaterThan(0);
    const search = await answerOf(catalogue.listCategories({ page: 1, limit: 10, search: 'pest' }));
    expect(search.data!.map((c) => c.name)).toEqual(['Pest Control']);
    const inactive = await answerOf(catalogue.listCategories({ page: 1, limit: 10, status: 'inactive' }));
    expect(inactive.data).toEqual([]);
  });

  it('shows a new category on the customer list, and deleting it removes it and its children everywhere', async () => {
    const added = await answerOf(admin.addCategory(categoryBody(form({ image: png() }))));
    expect(added).toMatchObject({ status: 'success', data: { name: 'Laundry', created_by: 1 } });
    const id = added.data!.id;
    expect((await answerOf(catalogue.listCategories())).data!.map((c) => c.name)).toContain('Laundry');
    await answerOf(
      admin.addSubcategory(
        subcategoryBody({ ...form({ name: 'Dry Cleaning', slug: 'dry-cleaning' }), category_id: id }),
      ),
    );
    expect((await answerOf(catalogue.getSubcategories({ category_id: id }))).data).toHaveLength(1);

    expect(await answerOf(admin.deleteCategory(id))).toEqual({
      status: 'success',
      message: 'Category deleted successfully',
    });
    expect((await answerOf(catalogue.listCategories())).data!.map((c) => c.name)).not.toContain('Laundry');
    expect(db().subcategories.filter((s) => s.category_id === id)).toEqual([]);
    expect(await answerOf(admin.deleteCategory(id))).toEqual({ status: 'error', message: 'Category not found' });
  });

  it('keeps an uploaded image and serves it from the uploads folder', async () => {
    const added = await answerOf(admin.addCategory(categoryBody(form({ image: png() }))));
    const served = await fetch(added.data!.image_url!);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it('refuses missing names, duplicate slugs and non-image uploads', async () => {
    expect(await answerOf(admin.addCategory(categoryBody(form({ name: '  ' }))))).toEqual({
      status: 'error',
      message: 'Category name is required',
    });
    expect(await answerOf(admin.addCategory(categoryBody(form({ slug: 'cleaning' }))))).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/slug already exists/),
    });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(await answerOf(admin.addCategory(categoryBody(form({ image: text }))))).toMatchObject({ status: 'error' });
  });

  it('keeps subcategory slugs unique within a category only', async () => {
    const sub = (category_id: number) => ({
      ...form({ name: 'Deep Cleaning', slug: 'home-deep-cleaning' }),
      category_id,
    });
    expect(await answerOf(admin.addSubcategory(subcategoryBody(sub(1))))).toMatchObject({
      status: 'error',
      message: 'A subcategory with this slug already exists in this category',
    });
    expect(await answerOf(admin.addSubcategory(subcategoryBody(sub(2))))).toMatchObject({ status: 'success' });
  });

  it('toggles subcategory status, and refuses unknown ids', async () => {
    expect(await answerOf(admin.updateSubcategoryStatus(1, 'inactive'))).toEqual({
      status: 'success',
      message: 'Status updated successfully',
    });
    expect(db().subcategories.find((s) => s.id === 1)!.status).toBe('inactive');
    expect((await answerOf(catalogue.getSubcategories({ category_id: 1 }))).data!.map((s) => s.id)).not.toContain(1);
    expect(await answerOf(admin.updateSubcategoryStatus(9999, 'active'))).toEqual({
      status: 'error',
      message: 'Subcategory not found',
    });
    expect(await answerOf(admin.deleteSubcategory(9999))).toEqual({
      status: 'error',
      message: 'Subcategory not found',
    });
  });

  it('views a category with statistics and recent services; unknown and missing ids fail', async () => {
    const view = await answerOf(admin.viewCategory(1));
    const services = db().services.filter((s) => s.category_id === 1);
    expect(view.data!.statistics.total_services).toBe(services.length);
    expect(view.data!.recent_services.length).toBe(Math.min(5, services.length));
    expect(await answerOf(admin.viewCategory(999))).toEqual({ status: 'error', message: 'Category not found' });
    expect(await answerOf(admin.viewCategory(''))).toEqual({ status: 'error', message: 'Category ID is required' });
  });

  it('adds a service only under a subcategory of the chosen category', async () => {
    const service = {
      category_id: 2,
      subcategory_id: 1,
      name: 'Sink Repair',
      slug: 'sink-repair',
      description: '',
      short_description: '',
      gallery: [],
      base_price: 299,
      duration_minutes: 45,
      includes: [],
      excludes: [],
      faqs: [],
      sort_order: 0,
      is_featured: false,
      meta_title: '',
      meta_description: '',
      status: 'active' as const,
    };
    expect(await answerOf(admin.addService(serviceBody(service)))).toMatchObject({
      status: 'error',
      message: 'The subcategory does not belong to the selected category',
    });
    const subOfTwo = db().subcategories.find((s) => s.category_id === 2)!.id;
    expect(
      await answerOf(admin.addService(serviceBody({ ...service, subcategory_id: subOfTwo, duration_minutes: 20 }))),
    ).toMatchObject({
      status: 'error',
    });
    expect(await answerOf(admin.addService(serviceBody({ ...service, subcategory_id: subOfTwo })))).toMatchObject({
      status: 'success',
    });
    expect((await answerOf(catalogue.listServices({ subcategory_id: subOfTwo }))).data!.map((s) => s.name)).toContain(
      'Sink Repair',
    );
  });

  it('logs the admin in with the demo account only', async () => {
    expect(await answerOf(admin.adminLogin('admin@example.com', 'Admin@123'))).toMatchObject({
      status: 'success',
      message: 'Login successful',
    });
    expect(await answerOf(admin.adminLogin('admin@example.com', 'admin@123'))).toEqual({
      status: 'error',
      message: 'Invalid email or password',
    });
  });
});

describe('request format', () => {
  it('answers 415 to a JSON call sent without the JSON content type (SPEC §7 login)', async () => {
    const body = JSON.stringify({
      action: 'login',
      email: 'customer@example.com',
      password: 'Customer@123',
      rememberMe: false,
    });
    const plain = await fetch(endpointUrl('login'), {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body,
    });
    expect(plain.status).toBe(415);
    expect(await plain.json()).toEqual({ status: 'error', message: 'Content-Type must be application/json' });
    const json = await fetch(endpointUrl('login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(await json.json()).toMatchObject({ status: 'success' });
  });
});
