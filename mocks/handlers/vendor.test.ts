/**
 * The vendor's calls of SPEC §7 as the mock backend answers them (vendor.ts): vendor-data.php, logout.php,
 * /vendor/register.php (sendOtp, verifyOtp, registerVendor) and /vendor/login.php. Each is driven over the wire as
 * the app sends it, and pinned by what a client sees (HTTP status, every field, the session cookie) and by what it
 * changes in the mock data. Business refusals are HTTP 200 with status 'error' (docs/decisions.md).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sqlDateTime } from '../../fixtures/dates';
import { config } from '../../src/api/config';
import type { EndpointName } from '../../src/api/endpoints';
import { sendBare, sendForm, sendJson } from '../../src/test/mockCall';
import { db } from '../db';
import { DAY_MS, openSession } from './kit';
import { publicVendor, VENDOR_COOKIE } from './vendor';

const NOW = new Date('2030-06-15T10:00:00Z').getTime();
// The spec's numbers written out, not the mock's constants: a changed lifetime must fail here.
const DAY = 24 * 60 * 60_000;
const TEN_MINUTES = 10 * 60_000;
const MB = 1024 * 1024;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  // The seeded demo sessions ended long before this clock: each test opens the sessions it means.
  db().sessions = [];
});
afterEach(() => vi.useRealTimers());

async function call(name: EndpointName, fields: Record<string, unknown> = {}) {
  const { status, body } = await sendJson(name, fields);
  return { status, body };
}
const refusal = (message: string) => ({ status: 200, body: { status: 'error', message } });
const codeSentTo = (email: string) => db().outbox.find((mail) => mail.to === email)!.code;
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

/** The demo vendor as the backend sends a vendor: these fields and no other. */
const rajesh = () => ({
  id: 1,
  name: 'Rajesh Kumar',
  firstName: 'Rajesh',
  lastName: 'Kumar',
  email: 'vendor@example.com',
  phone: '9811122233',
  businessName: 'Kumar Home Services',
  businessType: 'individual',
  city: db().vendors[0].city,
  status: 'active',
  profileImage: null,
});
const pendingVendor = () => db().vendors.find((v) => v.status === 'pending')!;

describe('the vendor sent to the app', () => {
  it('is the public fields of the record, first and last name joined as name', () => {
    expect(publicVendor(db().vendors[0])).toEqual(rajesh());
    const other = { ...db().vendors[0], firstName: 'Asha', lastName: 'Rao', profileImage: '/uploads/vendors/a.png' };
    expect(publicVendor(other)).toMatchObject({ name: 'Asha Rao', profileImage: '/uploads/vendors/a.png' });
  });

  it('travels in the vendor_session cookie', () => {
    expect(VENDOR_COOKIE).toBe('vendor_session');
  });
});

describe('vendor-data.php', () => {
  const vendorData = async (headers: Record<string, string>) => {
    const { status, body } = await sendBare('vendorData', headers);
    return { status, body };
  };
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('answers {status: success, data: {vendor}} for a live vendor session', async () => {
    const { token } = openSession('vendor', 1, DAY_MS);
    expect(await vendorData(bearer(token))).toEqual({
      status: 200,
      body: { status: 'success', data: { vendor: rajesh() } },
    });
  });

  it("answers with the session's own vendor, pending ones too", async () => {
    const pending = pendingVendor();
    const { token } = openSession('vendor', pending.id, DAY_MS);
    expect((await vendorData(bearer(token))).body).toEqual({
      status: 'success',
      data: { vendor: publicVendor(pending) },
    });
    expect(publicVendor(pending)).toMatchObject({ id: pending.id, status: 'pending' });
  });

  it('accepts the token to its last millisecond and refuses it at its end', async () => {
    const { token } = openSession('vendor', 1, DAY_MS);
    vi.setSystemTime(NOW + DAY - 1);
    expect((await vendorData(bearer(token))).body.status).toBe('success');
    vi.setSystemTime(NOW + DAY);
    expect(await vendorData(bearer(token))).toEqual(refusal('Unauthorized: please log in again'));
  });

  it.each([
    ['no Authorization header', () => ({})],
    ['an unknown token', () => bearer('f'.repeat(64))],
    ['another scheme', () => ({ Authorization: `Basic ${openSession('vendor', 1, DAY_MS).token}` })],
    ["a customer's token", () => bearer(openSession('customer', 1, DAY_MS).token)],
    ["an admin's token", () => bearer(openSession('admin', 1, DAY_MS).token)],
    ['the token of a vendor no longer on file', () => bearer(openSession('vendor', 9_999, DAY_MS).token)],
  ])('refuses %s: Unauthorized: please log in again', async (_, headers) => {
    expect(await vendorData(headers())).toEqual(refusal('Unauthorized: please log in again'));
  });
});

describe('logout.php', () => {
  // An explicit Cookie header: the one this test means, over any cookie an earlier login left in the jar.
  const logout = (headers: Record<string, string>) => sendBare('vendorLogout', headers);
  const cookie = (token: string) => ({ Cookie: `${VENDOR_COOKIE}=${token}` });
  const noCookie = cookie('');

  it('answers Logged out successfully and clears the vendor_session cookie', async () => {
    const answer = await logout(noCookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'success', message: 'Logged out successfully' });
    expect(answer.headers.get('Set-Cookie')).toBe('vendor_session=; Path=/; Max-Age=0');
  });

  it('ends the session the cookie names, and no other', async () => {
    const ending = openSession('vendor', 1, DAY_MS);
    const other = openSession('vendor', 1, DAY_MS);
    await logout(cookie(ending.token));
    expect(db().sessions).not.toContainEqual(ending);
    expect(db().sessions).toContainEqual(other);
  });

  it('ends the vendor session the bearer names, and no other', async () => {
    const ending = openSession('vendor', 1, DAY_MS);
    const other = openSession('vendor', 1, DAY_MS);
    await logout({ ...noCookie, Authorization: `Bearer ${ending.token}` });
    expect(db().sessions).not.toContainEqual(ending);
    expect(db().sessions).toContainEqual(other);
  });

  it("leaves a customer's session named by the bearer alone", async () => {
    const customer = openSession('customer', 1, DAY_MS);
    await logout({ ...noCookie, Authorization: `Bearer ${customer.token}` });
    expect(db().sessions).toContainEqual(customer);
  });

  it("leaves a customer's or an admin's session named by the cookie alone", async () => {
    const customer = openSession('customer', 1, DAY_MS);
    const admin = openSession('admin', 1, DAY_MS);
    await logout(cookie(customer.token));
    await logout(cookie(admin.token));
    expect(db().sessions).toContainEqual(customer);
    expect(db().sessions).toContainEqual(admin);
  });

  it('ends nothing when neither names a session', async () => {
    openSession('vendor', 1, DAY_MS);
    const sessions = [...db().sessions];
    expect((await logout({ ...noCookie, Authorization: `Bearer ${'f'.repeat(64)}` })).body.status).toBe('success');
    expect(db().sessions).toEqual(sessions);
  });
});

describe('/vendor/register.php {action: sendOtp}', () => {
  it('mails a 6-digit code valid 10 minutes to the e-mail, trimmed and lower-cased: OTP sent successfully', async () => {
    expect(await call('vendorSendOtp', { email: ' New.Vendor@Example.IN ' })).toEqual({
      status: 200,
      body: { status: 'success', message: 'OTP sent successfully' },
    });
    const code = codeSentTo('new.vendor@example.in');
    expect(code).toMatch(/^\d{6}$/);
    expect(db().outbox).toEqual([{ audience: 'vendor', to: 'new.vendor@example.in', code, sent_at: NOW }]);
    expect(db().otps).toEqual([
      { audience: 'vendor', email: 'new.vendor@example.in', code, expires_at: NOW + TEN_MINUTES, verified: false },
    ]);
  });

  it("accepts a customer's e-mail: customer and vendor accounts are separate", async () => {
    expect((await call('vendorSendOtp', { email: 'customer@example.com' })).body.status).toBe('success');
  });

  it.each([
    ['no e-mail', {}],
    ['no @', { email: 'new.vendor.example.in' }],
    ['no dot in the domain', { email: 'new.vendor@example' }],
    ['a space inside', { email: 'new vendor@example.in' }],
  ])('refuses %s: Please enter a valid email address, and mails nothing', async (_, fields) => {
    expect(await call('vendorSendOtp', fields)).toEqual(refusal('Please enter a valid email address'));
    expect(db().outbox).toEqual([]);
  });

  it("refuses a vendor's e-mail, in any case: This email is already registered as a vendor", async () => {
    expect(await call('vendorSendOtp', { email: 'VENDOR@example.com' })).toEqual(
      refusal('This email is already registered as a vendor'),
    );
    expect(db().outbox).toEqual([]);
  });
});

describe('/vendor/register.php {action: verifyOtp}', () => {
  const email = 'verify.vendor@example.in';
  beforeEach(() => call('vendorSendOtp', { email }));

  it('accepts the code sent, the e-mail in any case: Email verified successfully', async () => {
    expect(await call('vendorVerifyOtp', { email: ' Verify.Vendor@EXAMPLE.in', otp: codeSentTo(email) })).toEqual({
      status: 200,
      body: { status: 'success', message: 'Email verified successfully' },
    });
    expect(db().otps[0].verified).toBe(true);
  });

  it('refuses another code: Invalid OTP. Please check the code and try again.', async () => {
    expect(await call('vendorVerifyOtp', { email, otp: otherThan(codeSentTo(email)) })).toEqual(
      refusal('Invalid OTP. Please check the code and try again.'),
    );
    expect(db().otps[0].verified).toBe(false);
  });

  it("refuses an e-mail no vendor code was sent to, a customer's code too: Please request an OTP first", async () => {
    expect(await call('vendorVerifyOtp', { email: 'other@example.in', otp: codeSentTo(email) })).toEqual(
      refusal('Please request an OTP first'),
    );
    await call('sendOtp', { email: 'customer.only@example.in' });
    expect(
      await call('vendorVerifyOtp', { email: 'customer.only@example.in', otp: codeSentTo('customer.only@example.in') }),
    ).toEqual(refusal('Please request an OTP first'));
  });

  it('accepts the code at exactly 10 minutes; one millisecond later it has expired', async () => {
    const late = 'late.vendor@example.in';
    await call('vendorSendOtp', { email: late });
    vi.setSystemTime(NOW + TEN_MINUTES);
    expect((await call('vendorVerifyOtp', { email, otp: codeSentTo(email) })).body.status).toBe('success');
    vi.setSystemTime(NOW + TEN_MINUTES + 1);
    expect(await call('vendorVerifyOtp', { email: late, otp: codeSentTo(late) })).toEqual(
      refusal('OTP has expired. Please request a new one.'),
    );
  });
});

describe('/vendor/register.php {action: registerVendor}', () => {
  let serial = 0;
  /** A new e-mail whose code was sent and verified, as the wizard's step 1 does. */
  async function verifiedEmail() {
    const email = `new.vendor${++serial}@example.in`;
    await call('vendorSendOtp', { email });
    await call('vendorVerifyOtp', { email, otp: codeSentTo(email) });
    return email;
  }
  const fieldsFor = (email: string): Record<string, string | Blob> => ({
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
    serviceRadius: '8',
    services: '[60, 61]',
  });
  const register = async (fields: Record<string, string | Blob>) => {
    const { status, body } = await sendForm('registerVendor', fields);
    return { status, body };
  };
  const registerWith = async (over: Record<string, string | Blob>) =>
    register({ ...fieldsFor(await verifiedEmail()), ...over });
  const nextVendorId = () => Math.max(...db().vendors.map((v) => v.id)) + 1;
  const fileOf = (name: string, type: string, size = 16) => new File([new Uint8Array(size)], name, { type });

  it('creates a pending account: the success message and its id, every field trimmed but the password', async () => {
    const email = await verifiedEmail();
    const id = nextVendorId();
    const padded = Object.fromEntries(
      Object.entries(fieldsFor(` ${email.toUpperCase()} `)).map(([key, value]) => [key, ` ${value as string} `]),
    );
    expect(await register({ ...padded, password: ' Vendor@789 ' })).toEqual({
      status: 200,
      body: {
        status: 'success',
        message: 'Registration successful. Your account is pending verification.',
        vendor_id: id,
      },
    });
    expect(db().vendors.at(-1)).toEqual({
      id,
      firstName: 'Farhan',
      lastName: 'Ali',
      email,
      phone: '9811111111',
      password: ' Vendor@789 ',
      businessName: 'Ali Carpentry',
      businessType: 'individual',
      experience: '2-5',
      address: '5 Vaishali',
      city: 'Ghaziabad',
      state: 'Uttar Pradesh',
      zipCode: '201010',
      serviceRadius: 8,
      services: [60, 61],
      profileImage: null,
      documents: { idProof: null, businessLicense: null, insurance: null },
      status: 'pending',
      email_verified: 1,
      created_at: sqlDateTime(new Date(NOW)),
    });
  });

  it('uses the verified code up, and the new (pending) vendor signs in', async () => {
    const email = await verifiedEmail();
    await register(fieldsFor(email));
    expect(db().otps.filter((o) => o.email === email)).toEqual([]);
    expect(await call('vendorVerifyOtp', { email, otp: codeSentTo(email) })).toEqual(
      refusal('Please request an OTP first'),
    );
    const login = await call('vendorLogin', { email, password: 'Vendor@789', rememberMe: false });
    expect(login.body).toMatchObject({ status: 'success', vendor: { email, name: 'Farhan Ali', status: 'pending' } });
  });

  it.each([
    'firstName',
    'lastName',
    'email',
    'phone',
    'password',
    'businessName',
    'businessType',
    'experience',
    'address',
    'city',
    'state',
    'zipCode',
    'serviceRadius',
  ])('refuses a blank or absent %s: Missing required field: <name>', async (field) => {
    const fields = fieldsFor('blank.field@example.in');
    expect(await register({ ...fields, [field]: '  ' })).toEqual(refusal(`Missing required field: ${field}`));
    const { [field]: _dropped, ...rest } = fields;
    void _dropped;
    expect(await register(rest)).toEqual(refusal(`Missing required field: ${field}`));
  });

  it("refuses a vendor's e-mail, in any case, before any code is asked for: already registered as a vendor", async () => {
    expect(await register(fieldsFor('Vendor@Example.com'))).toEqual(
      refusal('This email is already registered as a vendor'),
    );
  });

  it.each([
    ['no code was sent', async () => 'never.sent@example.in'],
    [
      'the code was sent but not verified',
      async () => {
        await call('vendorSendOtp', { email: 'not.verified@example.in' });
        return 'not.verified@example.in';
      },
    ],
    [
      "the e-mail was verified for a customer's sign-up",
      async () => {
        await call('sendOtp', { email: 'as.customer@example.in' });
        await call('verifyOtp', { email: 'as.customer@example.in', otp: codeSentTo('as.customer@example.in') });
        return 'as.customer@example.in';
      },
    ],
  ])('refuses when %s: Please verify your email before registering', async (_, emailOf) => {
    const before = db().vendors.length;
    expect(await register(fieldsFor(await emailOf()))).toEqual(refusal('Please verify your email before registering'));
    expect(db().vendors).toHaveLength(before);
  });

  it('refuses a password of 7 characters and accepts one of 8', async () => {
    const email = await verifiedEmail();
    expect(await register({ ...fieldsFor(email), password: 'Abc@123' })).toEqual(
      refusal('Password must be at least 8 characters'),
    );
    expect((await register({ ...fieldsFor(email), password: 'Abcd@123' })).body.status).toBe('success');
  });

  it.each(['individual', 'company', 'partnership', 'llc'])('accepts the business type %s', async (businessType) => {
    expect((await registerWith({ businessType })).body.status).toBe('success');
    expect(db().vendors.at(-1)!.businessType).toBe(businessType);
  });

  it.each(['Individual', 'sole-trader'])(
    'refuses the business type %s: Invalid business type',
    async (businessType) => {
      expect(await registerWith({ businessType })).toEqual(refusal('Invalid business type'));
    },
  );

  it.each(['0-1', '2-5', '6-10', '10+'])('accepts the experience %s', async (experience) => {
    expect((await registerWith({ experience })).body.status).toBe('success');
    expect(db().vendors.at(-1)!.experience).toBe(experience);
  });

  it.each(['1-2', '10', 'ten+'])('refuses the experience %s: Invalid experience range', async (experience) => {
    expect(await registerWith({ experience })).toEqual(refusal('Invalid experience range'));
  });

  it.each([
    ['1', 1],
    ['50', 50],
    ['12.5', 12.5],
  ])('accepts a service radius of %s km, kept as a number', async (serviceRadius, km) => {
    expect((await registerWith({ serviceRadius })).body.status).toBe('success');
    expect(db().vendors.at(-1)!.serviceRadius).toBe(km);
  });

  it.each(['0', '0.99', '50.01', '51', '-5', 'ten', 'Infinity'])(
    'refuses a service radius of %s: Service radius must be between 1 and 50 km',
    async (serviceRadius) => {
      expect(await registerWith({ serviceRadius })).toEqual(refusal('Service radius must be between 1 and 50 km'));
    },
  );

  it('keeps the service ids that are numbers, ids sent as text included', async () => {
    expect((await registerWith({ services: '["3", "x", 4]' })).body.status).toBe('success');
    expect(db().vendors.at(-1)!.services).toEqual([3, 4]);
  });

  it('refuses services that are not JSON: Services must be a JSON list of service ids', async () => {
    expect(await registerWith({ services: '[1,' })).toEqual(refusal('Services must be a JSON list of service ids'));
  });

  it.each([
    ['no services field', undefined],
    ['an empty list', '[]'],
    ['a list of no ids', '["x"]'],
    ['an object', '{"id": 1}'],
    ['a number', '5'],
  ])('refuses %s: Please select at least one service', async (_, services) => {
    const fields = fieldsFor(await verifiedEmail());
    if (services === undefined) delete fields.services;
    else fields.services = services;
    expect(await register(fields)).toEqual(refusal('Please select at least one service'));
  });

  it('keeps a profile image of exactly 2 MB under vendors/ and gives the account its URL', async () => {
    const id = nextVendorId();
    expect((await registerWith({ profileImage: fileOf('me.png', 'image/png', 2 * MB) })).body.status).toBe('success');
    const url = db().vendors.at(-1)!.profileImage!;
    const prefix = `${config.uploadsUrl}/vendors/`;
    expect(url.startsWith(prefix)).toBe(true);
    const name = url.slice(prefix.length);
    expect(name).toMatch(new RegExp(`^vendor-${id}-[0-9a-f]{8}\\.png$`));
    expect(db().files[`vendors/${name}`].type).toBe('image/png');
  });

  it('refuses a profile image over 2 MB or not a JPG, PNG, WebP or GIF', async () => {
    expect(await registerWith({ profileImage: fileOf('me.png', 'image/png', 2 * MB + 1) })).toEqual(
      refusal('Profile image must be 2 MB or smaller'),
    );
    expect(await registerWith({ profileImage: fileOf('me.svg', 'image/svg+xml') })).toEqual(
      refusal('Profile image must be a JPG, PNG, WebP or GIF image'),
    );
  });

  it('keeps the documents under documents/, the record naming each by its file name', async () => {
    const id = nextVendorId();
    const answer = await registerWith({
      idProof: fileOf('aadhaar.pdf', 'application/pdf', 5 * MB),
      businessLicense: fileOf('gst.JPG', 'image/jpeg'),
      insurance: fileOf('policy.png', 'image/png'),
    });
    expect(answer.body.status).toBe('success');
    const { documents } = db().vendors.at(-1)!;
    expect(documents).toEqual({
      idProof: expect.stringMatching(new RegExp(`^id-proof-${id}-[0-9a-f]{8}\\.pdf$`)),
      businessLicense: expect.stringMatching(new RegExp(`^licence-${id}-[0-9a-f]{8}\\.jpg$`)),
      insurance: expect.stringMatching(new RegExp(`^insurance-${id}-[0-9a-f]{8}\\.png$`)),
    });
    expect(db().files[`documents/${documents.idProof}`].type).toBe('application/pdf');
    expect(db().files[`documents/${documents.businessLicense}`].type).toBe('image/jpeg');
    expect(db().files[`documents/${documents.insurance}`].type).toBe('image/png');
  });

  it.each(['idProof', 'businessLicense', 'insurance'])(
    'refuses %s over 5 MB or not a PDF, JPG or PNG, naming the field',
    async (field) => {
      expect(await registerWith({ [field]: fileOf('scan.pdf', 'application/pdf', 5 * MB + 1) })).toEqual(
        refusal(`${field} must be 5 MB or smaller`),
      );
      expect(await registerWith({ [field]: fileOf('scan.gif', 'image/gif') })).toEqual(
        refusal(`${field} must be a PDF, JPG or PNG file`),
      );
    },
  );

  it('takes empty file inputs for no files', async () => {
    const empty = () => fileOf('nothing.txt', 'text/plain', 0);
    const answer = await registerWith({
      profileImage: empty(),
      idProof: empty(),
      businessLicense: empty(),
      insurance: empty(),
    });
    expect(answer.body.status).toBe('success');
    expect(db().vendors.at(-1)).toMatchObject({
      profileImage: null,
      documents: { idProof: null, businessLicense: null, insurance: null },
    });
  });
});

describe('/vendor/login.php', () => {
  const login = async (fields: Record<string, unknown>) => {
    const { status, headers, body } = await sendJson('vendorLogin', fields);
    return { status, body, cookie: headers.get('Set-Cookie') };
  };

  it('signs in: Login successful, a new token, the vendor, and the token in the vendor_session cookie', async () => {
    const answer = await login({ email: 'vendor@example.com', password: 'Vendor@123', rememberMe: false });
    expect(answer).toEqual({
      status: 200,
      body: {
        status: 'success',
        message: 'Login successful',
        token: expect.stringMatching(/^[0-9a-f]{64}$/),
        vendor: rajesh(),
      },
      cookie: `vendor_session=${answer.body.token as string}; Path=/`,
    });
    expect(db().sessions.at(-1)).toEqual({
      token: answer.body.token,
      audience: 'vendor',
      account_id: 1,
      expires_at: NOW + DAY,
    });
  });

  it('keeps the session 30 days when rememberMe is true, 24 hours for anything else', async () => {
    await login({ email: 'vendor@example.com', password: 'Vendor@123', rememberMe: true });
    expect(db().sessions.at(-1)!.expires_at).toBe(NOW + 30 * DAY);
    await login({ email: 'vendor@example.com', password: 'Vendor@123', rememberMe: 'true' });
    expect(db().sessions.at(-1)!.expires_at).toBe(NOW + DAY);
  });

  it('finds the account by the e-mail trimmed and lower-cased', async () => {
    const answer = await login({ email: ' Vendor@Example.COM ', password: 'Vendor@123', rememberMe: false });
    expect(answer.body).toMatchObject({ status: 'success', vendor: { id: 1 } });
  });

  it('signs in a vendor still pending verification', async () => {
    const pending = pendingVendor();
    const answer = await login({ email: pending.email, password: pending.password, rememberMe: false });
    expect(answer.body).toMatchObject({ status: 'success', vendor: { id: pending.id, status: 'pending' } });
  });

  it.each([
    ['a wrong password', 'vendor@example.com', 'Vendor@124'],
    ['the password with a space added', 'vendor@example.com', ' Vendor@123'],
    ['an unknown e-mail', 'nobody@example.com', 'Vendor@123'],
    ["a customer's e-mail and password", 'customer@example.com', 'Customer@123'],
  ])('refuses %s: Invalid email or password, opening no session and setting no cookie', async (_, email, password) => {
    const before = db().sessions.length;
    expect(await login({ email, password, rememberMe: false })).toEqual({
      ...refusal('Invalid email or password'),
      cookie: null,
    });
    expect(db().sessions).toHaveLength(before);
  });

  it.each([
    ['no e-mail', { password: 'Vendor@123' }],
    ['a blank e-mail', { email: '  ', password: 'Vendor@123' }],
    ['no password', { email: 'vendor@example.com' }],
    ['an empty password', { email: 'vendor@example.com', password: '' }],
  ])('refuses %s: Email and password are required', async (_, fields) => {
    expect(await login(fields)).toEqual({ ...refusal('Email and password are required'), cookie: null });
  });

  it('refuses a suspended vendor with the right password: Your vendor account is suspended. Please contact support.', async () => {
    db().vendors[0].status = 'suspended';
    const before = db().sessions.length;
    expect(await login({ email: 'vendor@example.com', password: 'Vendor@123', rememberMe: false })).toEqual({
      ...refusal('Your vendor account is suspended. Please contact support.'),
      cookie: null,
    });
    expect(db().sessions).toHaveLength(before);
    expect((await login({ email: 'vendor@example.com', password: 'wrong-pass', rememberMe: false })).body).toEqual({
      status: 'error',
      message: 'Invalid email or password',
    });
  });
});
