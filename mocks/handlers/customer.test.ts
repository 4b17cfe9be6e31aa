/**
 * The customer's calls of SPEC §7 as the mock backend answers them (customer.ts): login.php (login, test,
 * validateSession, logout), register.php (sendOtp, verifyOtp, registerUser) and bookings/create.php. Each is driven
 * over the wire as the app sends it, and pinned by what a client sees (HTTP status, every field of the JSON) and
 * by what it changes in the mock data (sessions, OTPs, accounts, bookings). Business refusals are HTTP 200 with
 * status 'error' (docs/decisions.md).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sqlDateTime } from '../../fixtures/dates';
import { config } from '../../src/api/config';
import type { EndpointName } from '../../src/api/endpoints';
import { sendForm, sendJson } from '../../src/test/mockCall';
import { db } from '../db';
import { publicUser } from './customer';
import { DAY_MS, openSession } from './kit';

// Local time: the booking's "today" is the customer's calendar day.
const NOW = new Date('2030-06-15T10:00:00').getTime();
// The spec's numbers written out, not the mock's constants: a changed lifetime must fail here.
const DAY = 24 * 60 * 60_000;
const TEN_MINUTES = 10 * 60_000;
const MB = 1024 * 1024;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  // The seeded demo sessions ended long before this clock: each test opens the sessions it means.
  db().sessions = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** What a client sees of a JSON call: the HTTP status and the body. */
async function call(name: EndpointName, fields: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const { status, body } = await sendJson(name, fields, headers);
  return { status, body };
}
const refusal = (message: string) => ({ status: 200, body: { status: 'error', message } });

/** The demo customer as every call sends them: each column but the password. */
const priya = () => {
  const row = db().customers.find((c) => c.id === 1)!;
  return {
    id: 1,
    name: 'Priya Sharma',
    email: 'customer@example.com',
    phone: '9876543210',
    address: '42, Block C, Lajpat Nagar',
    city: row.city,
    state: row.state,
    pincode: '110024',
    landmark: 'Near Central Market',
    profile_image: null,
    email_verified: 1,
    created_at: row.created_at,
  };
};

const codeSentTo = (email: string) => db().outbox.find((mail) => mail.to === email)!.code;
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
/** The codes the next OTP sends draw (db.ts draws one random 32-bit number per code). */
function nextCodes(...codes: number[]) {
  const draw = vi.spyOn(crypto, 'getRandomValues');
  for (const code of codes) {
    draw.mockImplementationOnce((array) => {
      (array as unknown as Uint32Array)[0] = code;
      return array;
    });
  }
}

describe('publicUser', () => {
  it('is every column of the customer but the password, and leaves the row as it was', () => {
    const row = db().customers[0];
    expect(publicUser(row)).toEqual(priya());
    expect(row.password).toBe('Customer@123');
  });
});

describe('login.php {action: login}', () => {
  const login = (fields: Record<string, unknown>) => call('login', fields);

  it('signs in: Login successful, the user without password, a new token and its expiry 24 hours on', async () => {
    const before = db().sessions.length;
    const answer = await login({ email: 'customer@example.com', password: 'Customer@123', rememberMe: false });
    expect(answer).toEqual({
      status: 200,
      body: {
        status: 'success',
        message: 'Login successful',
        user: priya(),
        session_token: expect.stringMatching(/^[0-9a-f]{64}$/),
        expires_at: new Date(NOW + DAY).toISOString(),
      },
    });
    expect(db().sessions).toHaveLength(before + 1);
    expect(db().sessions.at(-1)).toEqual({
      token: answer.body.session_token,
      audience: 'customer',
      account_id: 1,
      expires_at: NOW + DAY,
    });
  });

  it('keeps the session 30 days when rememberMe is true', async () => {
    const answer = await login({ email: 'customer@example.com', password: 'Customer@123', rememberMe: true });
    expect(answer.body.expires_at).toBe(new Date(NOW + 30 * DAY).toISOString());
    expect(db().sessions.at(-1)!.expires_at).toBe(NOW + 30 * DAY);
  });

  it.each([['true'], [1], [undefined]])(
    'keeps it 24 hours when rememberMe is %j, not the boolean true',
    async (flag) => {
      const answer = await login({ email: 'customer@example.com', password: 'Customer@123', rememberMe: flag });
      expect(answer.body.expires_at).toBe(new Date(NOW + DAY).toISOString());
    },
  );

  it('finds the account by the e-mail trimmed and lower-cased', async () => {
    const answer = await login({ email: '  Customer@Example.COM ', password: 'Customer@123', rememberMe: false });
    expect(answer.body).toMatchObject({ status: 'success', user: { id: 1 } });
  });

  it.each([
    ['a wrong password', 'customer@example.com', 'Customer@124'],
    ['the password in another case', 'customer@example.com', 'customer@123'],
    ['the password with a space added', 'customer@example.com', 'Customer@123 '],
    ['a password of spaces', 'customer@example.com', '   '],
    ['an unknown e-mail', 'nobody@example.com', 'Customer@123'],
    ["a vendor's e-mail and password", 'vendor@example.com', 'Vendor@123'],
  ])('refuses %s: Invalid email or password, and opens no session', async (_, email, password) => {
    const before = db().sessions.length;
    expect(await login({ email, password, rememberMe: false })).toEqual(refusal('Invalid email or password'));
    expect(db().sessions).toHaveLength(before);
  });

  it.each([
    ['no e-mail', { password: 'Customer@123' }],
    ['a blank e-mail', { email: '   ', password: 'Customer@123' }],
    ['a null e-mail', { email: null, password: 'Customer@123' }],
    ['no password', { email: 'customer@example.com' }],
    ['an empty password', { email: 'customer@example.com', password: '' }],
    ['neither', {}],
  ])('refuses %s: Email and password are required', async (_, fields) => {
    const before = db().sessions.length;
    expect(await login(fields)).toEqual(refusal('Email and password are required'));
    expect(db().sessions).toHaveLength(before);
  });
});

describe('login.php {action: test}', () => {
  it('answers HTTP 200 Server is reachable', async () => {
    expect(await call('testConnection')).toEqual({
      status: 200,
      body: { status: 'success', message: 'Server is reachable' },
    });
  });
});

describe('login.php {action: validateSession}', () => {
  const validate = (session_token: unknown) => call('validateSession', { session_token });

  it('answers Session is valid with the user of a live customer session', async () => {
    const { token } = openSession('customer', 1, DAY_MS);
    expect(await validate(token)).toEqual({
      status: 200,
      body: { status: 'success', message: 'Session is valid', user: priya() },
    });
  });

  it("answers with the session's own customer", async () => {
    const { token } = openSession('customer', 2, DAY_MS);
    const answer = await validate(token);
    expect(answer.body.user).toEqual(publicUser(db().customers.find((c) => c.id === 2)!));
    expect(answer.body.user).toMatchObject({ id: 2 });
  });

  it('reads the token trimmed', async () => {
    const { token } = openSession('customer', 1, DAY_MS);
    expect((await validate(` ${token} `)).body.status).toBe('success');
  });

  it('keeps a session to its last millisecond: refused at its end', async () => {
    const { token } = openSession('customer', 1, DAY_MS);
    vi.setSystemTime(NOW + DAY - 1);
    expect((await validate(token)).body.status).toBe('success');
    vi.setSystemTime(NOW + DAY);
    expect(await validate(token)).toEqual(refusal('Invalid or expired session'));
  });

  it.each([
    ['no token', () => undefined],
    ['an empty token', () => ''],
    ['an unknown token', () => 'f'.repeat(64)],
    ["a vendor's token", () => openSession('vendor', 1, DAY_MS).token],
    ["an admin's token", () => openSession('admin', 1, DAY_MS).token],
    ['the token of a customer no longer on file', () => openSession('customer', 9_999, DAY_MS).token],
  ])('refuses %s: Invalid or expired session', async (_, token) => {
    expect(await validate(token())).toEqual(refusal('Invalid or expired session'));
  });
});

describe('login.php {action: logout}', () => {
  it('ends that session only: Logged out successfully, and the token no longer validates', async () => {
    const ending = openSession('customer', 1, DAY_MS);
    const other = openSession('customer', 1, DAY_MS);
    expect(await call('logout', { session_token: ending.token })).toEqual({
      status: 200,
      body: { status: 'success', message: 'Logged out successfully' },
    });
    expect(db().sessions).not.toContainEqual(ending);
    expect(db().sessions).toContainEqual(other);
    expect((await call('validateSession', { session_token: ending.token })).body.status).toBe('error');
  });

  it('answers the same to an unknown or missing token, and ends nothing', async () => {
    const sessions = [...db().sessions];
    for (const fields of [{ session_token: 'f'.repeat(64) }, {}]) {
      expect(await call('logout', fields)).toEqual({
        status: 200,
        body: { status: 'success', message: 'Logged out successfully' },
      });
    }
    expect(db().sessions).toEqual(sessions);
  });
});

describe('register.php {action: sendOtp}', () => {
  it('mails a 6-digit code valid 10 minutes to the e-mail, trimmed and lower-cased: OTP sent to your email', async () => {
    expect(await call('sendOtp', { email: '  New.User@Example.IN ' })).toEqual({
      status: 200,
      body: { status: 'success', message: 'OTP sent to your email' },
    });
    const code = codeSentTo('new.user@example.in');
    expect(code).toMatch(/^\d{6}$/);
    expect(db().outbox).toEqual([{ audience: 'customer', to: 'new.user@example.in', code, sent_at: NOW }]);
    expect(db().otps).toEqual([
      { audience: 'customer', email: 'new.user@example.in', code, expires_at: NOW + TEN_MINUTES, verified: false },
    ]);
  });

  it("accepts a vendor's e-mail: customer and vendor accounts are separate", async () => {
    expect((await call('sendOtp', { email: 'vendor@example.com' })).body.status).toBe('success');
  });

  it.each([
    ['no e-mail', {}],
    ['an empty e-mail', { email: '' }],
    ['no dot in the domain', { email: 'new.user@example' }],
    ['a space inside', { email: 'new user@example.in' }],
    ['no @', { email: 'new.user.example.in' }],
  ])('refuses %s: Please provide a valid email address, and mails nothing', async (_, fields) => {
    expect(await call('sendOtp', fields)).toEqual(refusal('Please provide a valid email address'));
    expect(db().outbox).toEqual([]);
    expect(db().otps).toEqual([]);
  });

  it("refuses a customer's e-mail, in any case: already registered, and mails nothing", async () => {
    expect(await call('sendOtp', { email: 'CUSTOMER@example.com' })).toEqual(
      refusal('This email is already registered. Please log in.'),
    );
    expect(db().outbox).toEqual([]);
  });

  it('replaces the code on a resend: the first code no longer verifies, the new one does', async () => {
    nextCodes(123456, 654321);
    await call('sendOtp', { email: 'resend@example.in' });
    await call('sendOtp', { email: 'resend@example.in' });
    expect(db().outbox.map((mail) => mail.code)).toEqual(['654321', '123456']);
    expect(db().otps).toHaveLength(1);
    expect(await call('verifyOtp', { email: 'resend@example.in', otp: '123456' })).toEqual(refusal('Invalid OTP'));
    expect((await call('verifyOtp', { email: 'resend@example.in', otp: '654321' })).body.status).toBe('success');
  });
});

describe('register.php {action: verifyOtp}', () => {
  const email = 'verify.me@example.in';
  beforeEach(() => call('sendOtp', { email }));

  it('accepts the code sent: Email verified successfully, and the e-mail counts as verified', async () => {
    expect(await call('verifyOtp', { email, otp: codeSentTo(email) })).toEqual({
      status: 200,
      body: { status: 'success', message: 'Email verified successfully' },
    });
    expect(db().otps[0].verified).toBe(true);
  });

  it('reads the e-mail trimmed and lower-cased and the code trimmed', async () => {
    const answer = await call('verifyOtp', { email: ' Verify.Me@EXAMPLE.in ', otp: ` ${codeSentTo(email)} ` });
    expect(answer.body.status).toBe('success');
  });

  it.each([
    ['another code', () => otherThan(codeSentTo(email))],
    ['no code', () => undefined],
    ['an empty code', () => ''],
  ])('refuses %s: Invalid OTP, and verifies nothing', async (_, otp) => {
    expect(await call('verifyOtp', { email, otp: otp() })).toEqual(refusal('Invalid OTP'));
    expect(db().otps[0].verified).toBe(false);
  });

  it('refuses an e-mail no code was sent to: No OTP was requested for this email', async () => {
    expect(await call('verifyOtp', { email: 'other@example.in', otp: codeSentTo(email) })).toEqual(
      refusal('No OTP was requested for this email'),
    );
    expect(await call('verifyOtp', { otp: codeSentTo(email) })).toEqual(refusal('No OTP was requested for this email'));
  });

  it("refuses a code sent for a vendor's sign-up: No OTP was requested for this email", async () => {
    const vendorEmail = 'vendor.only@example.in';
    await sendJson('vendorSendOtp', { email: vendorEmail });
    expect(await call('verifyOtp', { email: vendorEmail, otp: codeSentTo(vendorEmail) })).toEqual(
      refusal('No OTP was requested for this email'),
    );
  });

  it('accepts the code at exactly 10 minutes; one millisecond later it has expired', async () => {
    const late = 'late@example.in';
    await call('sendOtp', { email: late });
    vi.setSystemTime(NOW + TEN_MINUTES);
    expect((await call('verifyOtp', { email, otp: codeSentTo(email) })).body.status).toBe('success');
    vi.setSystemTime(NOW + TEN_MINUTES + 1);
    expect(await call('verifyOtp', { email: late, otp: codeSentTo(late) })).toEqual(
      refusal('OTP has expired. Please request a new one.'),
    );
  });
});

describe('register.php {action: registerUser}', () => {
  let serial = 0;
  /** A new e-mail whose code was sent and verified, as the registration page does before step 2. */
  async function verifiedEmail() {
    const email = `sign.up${++serial}@example.in`;
    await call('sendOtp', { email });
    await call('verifyOtp', { email, otp: codeSentTo(email) });
    return email;
  }
  const fieldsFor = (email: string): Record<string, string | Blob> => ({
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
  const register = async (fields: Record<string, string | Blob>) => {
    const { status, body } = await sendForm('registerUser', fields);
    return { status, body };
  };
  const nextCustomerId = () => Math.max(...db().customers.map((c) => c.id)) + 1;
  const png = (size: number) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });

  it('creates the account: Registration successful with its id, every field trimmed but the password', async () => {
    const email = await verifiedEmail();
    const id = nextCustomerId();
    expect(
      await register({
        name: '  Ishaan Gupta ',
        email: ` ${email.toUpperCase()} `,
        phone: ' 9123456780 ',
        password: ' Strong@123 ',
        address: ' 7 MG Road ',
        city: ' Gurgaon ',
        state: ' Haryana ',
        pincode: ' 122002 ',
        landmark: ' Near Metro ',
      }),
    ).toEqual({ status: 200, body: { status: 'success', message: 'Registration successful', user_id: id } });
    expect(db().customers.at(-1)).toEqual({
      id,
      name: 'Ishaan Gupta',
      email,
      phone: '9123456780',
      password: ' Strong@123 ',
      address: '7 MG Road',
      city: 'Gurgaon',
      state: 'Haryana',
      pincode: '122002',
      landmark: 'Near Metro',
      profile_image: null,
      email_verified: 1,
      created_at: sqlDateTime(new Date(NOW)),
    });
  });

  it('uses the verified code up, and the new account signs in with its password', async () => {
    const email = await verifiedEmail();
    await register(fieldsFor(email));
    expect(db().otps.filter((o) => o.email === email)).toEqual([]);
    expect(await call('verifyOtp', { email, otp: codeSentTo(email) })).toEqual(
      refusal('No OTP was requested for this email'),
    );
    const login = await call('login', { email, password: 'Strong@123', rememberMe: false });
    expect(login.body).toMatchObject({ status: 'success', user: { email, name: 'Ishaan Gupta' } });
  });

  it('needs no landmark', async () => {
    const { landmark: _landmark, ...withoutLandmark } = fieldsFor(await verifiedEmail());
    void _landmark;
    expect((await register(withoutLandmark)).body.status).toBe('success');
    expect(db().customers.at(-1)!.landmark).toBe('');
  });

  it.each(['name', 'email', 'phone', 'password', 'address', 'city', 'state', 'pincode'])(
    'refuses a blank or absent %s: Missing required field: <name>',
    async (field) => {
      const fields = fieldsFor('blank.field@example.in');
      expect(await register({ ...fields, [field]: '   ' })).toEqual(refusal(`Missing required field: ${field}`));
      const { [field]: _dropped, ...rest } = fields;
      void _dropped;
      expect(await register(rest)).toEqual(refusal(`Missing required field: ${field}`));
    },
  );

  it('names the first missing field in the form order, and takes a file for no text', async () => {
    expect(await register({ pincode: '122002' })).toEqual(refusal('Missing required field: name'));
    expect(await register({ ...fieldsFor('file.name@example.in'), name: png(10) })).toEqual(
      refusal('Missing required field: name'),
    );
  });

  it("refuses a customer's e-mail, in any case, before any code is asked for: already registered", async () => {
    expect(await register(fieldsFor('Customer@Example.com'))).toEqual(
      refusal('This email is already registered. Please log in.'),
    );
  });

  it.each([
    ['no code was sent', async () => 'never.sent@example.in'],
    [
      'the code was sent but not verified',
      async () => {
        await call('sendOtp', { email: 'not.verified@example.in' });
        return 'not.verified@example.in';
      },
    ],
    [
      "the e-mail was verified for a vendor's sign-up",
      async () => {
        await sendJson('vendorSendOtp', { email: 'as.vendor@example.in' });
        await sendJson('vendorVerifyOtp', { email: 'as.vendor@example.in', otp: codeSentTo('as.vendor@example.in') });
        return 'as.vendor@example.in';
      },
    ],
  ])('refuses when %s: Please verify your email with the OTP before registering', async (_, emailOf) => {
    const before = db().customers.length;
    expect(await register(fieldsFor(await emailOf()))).toEqual(
      refusal('Please verify your email with the OTP before registering'),
    );
    expect(db().customers).toHaveLength(before);
  });

  it.each(['5123456789', '912345678', '91234567801', 'x9123456789', '91234-56789', '+919123456780'])(
    'refuses the phone %s: Please provide a valid 10-digit phone number',
    async (phone) => {
      expect(await register({ ...fieldsFor(await verifiedEmail()), phone })).toEqual(
        refusal('Please provide a valid 10-digit phone number'),
      );
    },
  );

  it.each(['6000000000', '9999999999'])('accepts the phone %s (10 digits, 6 to 9 first)', async (phone) => {
    expect((await register({ ...fieldsFor(await verifiedEmail()), phone })).body.status).toBe('success');
  });

  it('refuses a password of 7 characters and accepts one of 8', async () => {
    const email = await verifiedEmail();
    expect(await register({ ...fieldsFor(email), password: 'Abc@123' })).toEqual(
      refusal('Password must be at least 8 characters'),
    );
    expect((await register({ ...fieldsFor(email), password: 'Abcd@123' })).body.status).toBe('success');
  });

  it.each(['12345', '1234567', '12345a', 'a123456'])(
    'refuses the pincode %s: Please provide a valid 6-digit pincode',
    async (pincode) => {
      expect(await register({ ...fieldsFor(await verifiedEmail()), pincode })).toEqual(
        refusal('Please provide a valid 6-digit pincode'),
      );
    },
  );

  it('keeps a profile image of exactly 2 MB and gives the account its URL', async () => {
    const email = await verifiedEmail();
    const id = nextCustomerId();
    expect((await register({ ...fieldsFor(email), profile_image: png(2 * MB) })).body.status).toBe('success');
    const url = db().customers.at(-1)!.profile_image!;
    const prefix = `${config.uploadsUrl}/users/`;
    expect(url.startsWith(prefix)).toBe(true);
    const name = url.slice(prefix.length);
    expect(name).toMatch(new RegExp(`^user-${id}-[0-9a-f]{8}\\.png$`));
    expect(db().files[`users/${name}`].type).toBe('image/png');
  });

  it('refuses a profile image over 2 MB', async () => {
    expect(await register({ ...fieldsFor(await verifiedEmail()), profile_image: png(2 * MB + 1) })).toEqual(
      refusal('Profile image must be 2 MB or smaller'),
    );
  });

  it('refuses a profile image that is not a JPG, PNG, WebP or GIF', async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'me.svg', { type: 'image/svg+xml' });
    expect(await register({ ...fieldsFor(await verifiedEmail()), profile_image: svg })).toEqual(
      refusal('Profile image must be a JPG, PNG, WebP or GIF image'),
    );
  });

  it('takes an empty file input for no image', async () => {
    const empty = new File([], 'nothing.txt', { type: 'text/plain' });
    expect((await register({ ...fieldsFor(await verifiedEmail()), profile_image: empty })).body.status).toBe('success');
    expect(db().customers.at(-1)!.profile_image).toBeNull();
  });
});

describe('bookings/create.php', () => {
  const service = () => db().services.find((s) => s.status === 'active')!;
  const book = (token: string | null, fields: Record<string, unknown>, scheme = 'Bearer') =>
    call('createBooking', fields, token === null ? {} : { Authorization: `${scheme} ${token}` });
  const minimal = (over: Record<string, unknown> = {}) => ({
    service_id: service().id,
    service_address: '42, Block C, Lajpat Nagar',
    scheduled_date: '2030-06-20',
    scheduled_time: '11:00',
    ...over,
  });
  let token: string;
  beforeEach(() => {
    token = openSession('customer', 1, DAY_MS).token;
    db().bookings = [];
  });

  it('books for the signed-in customer: Booking created successfully, its id and number, the row as sent', async () => {
    const s = service();
    expect(
      await book(token, {
        user_id: 7,
        service_id: String(s.id),
        category_id: s.category_id + 100,
        subcategory_id: s.subcategory_id + 100,
        service_name: 'Deep Clean (2 BHK)',
        service_price: s.base_price + 1,
        total_amount: s.base_price + 2,
        service_address: '  42, Block C, Lajpat Nagar ',
        service_latitude: '28.57',
        service_longitude: 77.24,
        pincode: '110024',
        scheduled_date: '2030-06-20',
        scheduled_time: '11:00',
        special_instructions: 'Ring twice',
        payment_method: 'online',
      }),
    ).toEqual({
      status: 200,
      body: { status: 'success', message: 'Booking created successfully', booking_id: 1, booking_number: 'BK000001' },
    });
    expect(db().bookings).toEqual([
      {
        id: 1,
        booking_number: 'BK000001',
        user_id: 1,
        service_id: s.id,
        category_id: s.category_id + 100,
        subcategory_id: s.subcategory_id + 100,
        service_name: 'Deep Clean (2 BHK)',
        service_price: s.base_price + 1,
        total_amount: s.base_price + 2,
        service_address: '42, Block C, Lajpat Nagar',
        service_latitude: 28.57,
        service_longitude: 77.24,
        pincode: '110024',
        scheduled_date: '2030-06-20',
        scheduled_time: '11:00',
        special_instructions: 'Ring twice',
        payment_method: 'online',
        status: 'pending',
        created_at: sqlDateTime(new Date(NOW)),
      },
    ]);
  });

  it('fills what the payload leaves out from the service: ids, name, price; cash, no place, no notes', async () => {
    const s = service();
    await book(token, minimal());
    expect(db().bookings[0]).toMatchObject({
      category_id: s.category_id,
      subcategory_id: s.subcategory_id,
      service_name: s.name,
      service_price: s.base_price,
      total_amount: s.base_price,
      service_latitude: null,
      service_longitude: null,
      pincode: '',
      special_instructions: '',
      payment_method: 'cash',
    });
  });

  it('takes null ids and coordinates as not given', async () => {
    const s = service();
    const nulls = { category_id: null, subcategory_id: null, service_latitude: null, service_longitude: null };
    await book(token, minimal(nulls));
    expect(db().bookings[0]).toMatchObject({
      category_id: s.category_id,
      subcategory_id: s.subcategory_id,
      service_latitude: null,
      service_longitude: null,
    });
  });

  it("takes '' as not given, like null", async () => {
    const s = service();
    await book(token, minimal({ category_id: '', service_price: '', service_latitude: '' }));
    expect(db().bookings[0]).toMatchObject({
      category_id: s.category_id,
      service_price: s.base_price,
      service_latitude: null,
    });
  });

  it.each([
    [{ service_price: 'free' }, 'service_price'],
    [{ total_amount: '499 rupees', service_longitude: 'east' }, 'total_amount, service_longitude'],
    [
      { category_id: { id: 1 }, subcategory_id: [2], service_latitude: '  ' },
      'category_id, subcategory_id, service_latitude',
    ],
    [{ service_price: true }, 'service_price'],
  ])('refuses %j, stores nothing: Invalid numbers: %s', async (over, names) => {
    expect(await book(token, minimal(over))).toEqual(refusal(`Invalid numbers: ${names}`));
    expect(db().bookings).toEqual([]);
  });

  it('numbers bookings on from the highest id, six digits after BK', async () => {
    await book(token, minimal());
    const second = await book(token, minimal());
    expect(second.body).toMatchObject({ booking_id: 2, booking_number: 'BK000002' });
    db().bookings.push({ ...db().bookings[0], id: 1_234_566 });
    expect((await book(token, minimal())).body).toMatchObject({ booking_id: 1_234_567, booking_number: 'BK1234567' });
  });

  describe('needs a live customer session as the bearer', () => {
    it.each([
      ['no Authorization header', () => book(null, minimal())],
      ['an unknown token', () => book('f'.repeat(64), minimal())],
      ['another scheme', () => book(token, minimal(), 'Basic')],
      ['the scheme in lower case', () => book(token, minimal(), 'bearer')],
      ['the token alone', () => call('createBooking', minimal(), { Authorization: token })],
      ["a vendor's token", () => book(openSession('vendor', 1, DAY_MS).token, minimal())],
      [
        'the token of a logged-out session',
        async () => {
          await call('logout', { session_token: token });
          return book(token, minimal());
        },
      ],
    ])('refuses %s: Your session has expired. Please log in again.', async (_, send) => {
      expect(await send()).toEqual(refusal('Your session has expired. Please log in again.'));
      expect(db().bookings).toEqual([]);
    });

    it('accepts the token to its last millisecond and refuses it at its end', async () => {
      vi.setSystemTime(NOW + DAY - 1);
      expect((await book(token, minimal())).body.status).toBe('success');
      vi.setSystemTime(NOW + DAY);
      expect(await book(token, minimal())).toEqual(refusal('Your session has expired. Please log in again.'));
      expect(db().bookings).toHaveLength(1);
    });
  });

  it.each([
    ['an unknown service', () => ({ service_id: 99_999 })],
    ['no service', () => ({ service_id: undefined })],
    [
      'an inactive service',
      () => {
        service().status = 'inactive';
        return { service_id: db().services.find((s) => s.status === 'inactive')!.id };
      },
    ],
  ])('refuses %s: The selected service is not available', async (_, over) => {
    expect(await book(token, minimal(over()))).toEqual(refusal('The selected service is not available'));
    expect(db().bookings).toEqual([]);
  });

  it.each([
    [
      { service_address: '  ', scheduled_date: '', scheduled_time: null },
      'service_address, scheduled_date, scheduled_time',
    ],
    [{ service_address: '   ' }, 'service_address'],
    [{ scheduled_date: null }, 'scheduled_date'],
    [{ scheduled_time: undefined }, 'scheduled_time'],
  ])('refuses blank fields %j: Missing required fields: %s', async (over, names) => {
    expect(await book(token, minimal(over))).toEqual(refusal(`Missing required fields: ${names}`));
  });

  it.each(['20-06-2030', '2030-6-20', '2030/06/20', '2030-06-20T10:00', 'x2030-06-20'])(
    'refuses the date %s: Scheduled date must be in YYYY-MM-DD format',
    async (scheduled_date) => {
      expect(await book(token, minimal({ scheduled_date }))).toEqual(
        refusal('Scheduled date must be in YYYY-MM-DD format'),
      );
    },
  );

  it('accepts today and refuses yesterday: Scheduled date cannot be in the past', async () => {
    expect((await book(token, minimal({ scheduled_date: '2030-06-15' }))).body.status).toBe('success');
    expect(await book(token, minimal({ scheduled_date: '2030-06-14' }))).toEqual(
      refusal('Scheduled date cannot be in the past'),
    );
  });

  it.each(['09:00', '12:00'])(
    "at 12:30 refuses today's %s, stores nothing: The chosen time has already passed. Please pick a later slot.",
    async (scheduled_time) => {
      vi.setSystemTime(new Date('2030-06-15T12:30:00'));
      expect(await book(token, minimal({ scheduled_date: '2030-06-15', scheduled_time }))).toEqual(
        refusal('The chosen time has already passed. Please pick a later slot.'),
      );
      expect(db().bookings).toEqual([]);
    },
  );

  it("at 12:30 books today's 13:00 and tomorrow's 09:00; a slot is bookable through the minute it starts", async () => {
    vi.setSystemTime(new Date('2030-06-15T12:30:00'));
    expect((await book(token, minimal({ scheduled_date: '2030-06-15', scheduled_time: '13:00' }))).body.status).toBe(
      'success',
    );
    expect((await book(token, minimal({ scheduled_date: '2030-06-16', scheduled_time: '09:00' }))).body.status).toBe(
      'success',
    );
    vi.setSystemTime(new Date('2030-06-15T13:00:59'));
    expect((await book(token, minimal({ scheduled_date: '2030-06-15', scheduled_time: '13:00' }))).body.status).toBe(
      'success',
    );
    vi.setSystemTime(new Date('2030-06-15T13:01:00'));
    expect((await book(token, minimal({ scheduled_date: '2030-06-15', scheduled_time: '13:00' }))).body.message).toBe(
      'The chosen time has already passed. Please pick a later slot.',
    );
    expect(db().bookings).toHaveLength(3);
  });

  it('accepts the ten hourly slots 09:00 to 18:00', async () => {
    const slots = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00'];
    for (const scheduled_time of slots) {
      expect((await book(token, minimal({ scheduled_time }))).body.status, scheduled_time).toBe('success');
    }
    expect(db().bookings.map((b) => b.scheduled_time)).toEqual(slots);
  });

  it.each(['08:00', '19:00', '9:00', '12:30', '12'])(
    'refuses the slot %s: Please choose a time slot between 09:00 and 18:00',
    async (scheduled_time) => {
      expect(await book(token, minimal({ scheduled_time }))).toEqual(
        refusal('Please choose a time slot between 09:00 and 18:00'),
      );
    },
  );

  it.each(['cash', 'online', 'card'])('accepts the payment method %s', async (payment_method) => {
    expect((await book(token, minimal({ payment_method }))).body.status).toBe('success');
    expect(db().bookings[0].payment_method).toBe(payment_method);
  });

  it.each(['upi', 'Cash', ''])('refuses the payment method %j: Unsupported payment method', async (payment_method) => {
    expect(await book(token, minimal({ payment_method }))).toEqual(refusal('Unsupported payment method'));
    expect(db().bookings).toEqual([]);
  });
});
