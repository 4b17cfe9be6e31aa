/** Customer registration (SPEC §2.5, §3, §4, §5, §8): two steps, e-mail OTP, multipart sign-up. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../api/endpoints';
import { registerUser } from '../../api/customer';
import { registerUserForm } from '../../api/formData';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { holdCalls } from '../../test/heldCalls';
import { renderRoute } from '../../test/renderRoute';
import { formFields, recordWire } from '../../test/wire';
import RegisterPage from './RegisterPage';
import * as registerData from './RegisterPage.data';

type User = ReturnType<typeof renderRoute>['user'];

const EMAIL = 'kavya.nair@example.in';
const codeSentTo = (email: string) => db().outbox.find((mail) => mail.to === email)?.code;

function openRegister(fakeTimers = false) {
  return renderRoute(<RegisterPage />, { path: '/register', pattern: '/register', fakeTimers, data: registerData });
}

async function fillStepOne(
  user: User,
  overrides: Partial<Record<'name' | 'email' | 'phone' | 'password' | 'confirm', string>> = {},
) {
  const values = {
    name: 'Kavya Nair',
    email: EMAIL,
    phone: '9876543210',
    password: 'Secure@123',
    confirm: 'Secure@123',
    ...overrides,
  };
  if (values.name) await user.type(screen.getByLabelText('Full name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email address'), values.email);
  if (values.phone) await user.type(screen.getByLabelText('Phone number'), values.phone);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm password'), values.confirm);
}

/** The message under the code field: inside the code box, marking the field invalid and describing it. */
function expectCodeMessage(text: string) {
  const box = screen.getByRole('group', { name: 'Email verification' });
  const field = within(box).getByLabelText('Verification code');
  const message = within(box).getByText(text);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
  expect(field).toHaveAccessibleDescription(new RegExp(`^${text.replace(/[.]/g, '\\.')} `));
}

async function sendCode(user: User) {
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByLabelText('Verification code');
}

/**
 * Fills step 1, sends and verifies the code the mock e-mailed, and moves the clock past the second before step 2
 * (that second is pinned by 'verifies the right code, then moves to step 2 one second later').
 */
async function reachStepTwo(user: User) {
  await fillStepOne(user);
  await sendCode(user);
  await user.type(screen.getByLabelText('Verification code'), codeSentTo(EMAIL)!);
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Email verified successfully!')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1_000));
  } finally {
    vi.useRealTimers();
  }
  await screen.findByRole('group', { name: 'Location' });
}

async function fillStepTwo(user: User) {
  await user.type(screen.getByLabelText('Address'), 'Flat 12B, Sector 56');
  await user.type(screen.getByLabelText('City'), 'Gurgaon');
  await user.type(screen.getByLabelText('State'), 'Haryana');
  await user.type(screen.getByLabelText('Pincode'), '122011');
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('step 1: Basic Info', () => {
  it('starts at 50% on Basic Info', () => {
    openRegister();
    const progress = screen.getByRole('progressbar', { name: 'Registration progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(progress).toHaveTextContent('50%');
    expect(screen.getByRole('group', { name: 'Basic Info' })).toBeInTheDocument();
    expect(screen.getByText('Basic Info', { selector: 'li' })).toHaveAttribute('aria-current', 'step');
  });

  it('shows every step-1 message at once and sends nothing', async () => {
    const wire = recordWire();
    const { user } = openRegister();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 10-digit Indian phone number')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(wire.requests).toHaveLength(0);
    wire.stop();
  });

  it('checks e-mail, phone, password strength and the confirmation', async () => {
    const { user } = openRegister();
    await fillStepOne(user, { email: 'kavya@', phone: '5123456789', password: 'secure12', confirm: 'secure13' });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 10-digit Indian phone number')).toBeInTheDocument();
    expect(
      screen.getByText('Password must be at least 8 characters with uppercase, lowercase, and numbers'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.queryByText('Full name is required')).toBeNull();
  });

  it('keeps the phone to 10 digits', async () => {
    const { user } = openRegister();
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAttribute('maxlength', '10');
    await user.type(phone, '98a76-5432109');
    expect(phone).toHaveValue('9876543210');
  });

  it('ticks the password checklist as the password is typed', async () => {
    const { user } = openRegister();
    const checklist = screen.getByRole('list', { name: 'Password requirements' });
    const item = (label: string) => within(checklist).getByText(label).closest('li')!;
    expect(item('At least 8 characters')).toHaveTextContent('(missing)');
    await user.type(screen.getByLabelText('Password'), 'Abc');
    expect(item('One uppercase letter')).toHaveTextContent('(done)');
    expect(item('One lowercase letter')).toHaveTextContent('(done)');
    expect(item('One number')).toHaveTextContent('(missing)');
    await user.type(screen.getByLabelText('Password'), 'defgh1');
    expect(item('At least 8 characters')).toHaveTextContent('(done)');
    expect(item('One number')).toHaveTextContent('(done)');
  });
});

describe('e-mail verification', () => {
  it('sends the OTP to the trimmed, lower-cased e-mail and locks the field', async () => {
    const wire = recordWire();
    const { user } = openRegister();
    await fillStepOne(user, { email: '  Kavya.Nair@Example.IN ' });
    await sendCode(user);
    expect(screen.getByRole('status')).toHaveTextContent('OTP sent successfully to your email!');
    await wire.flush();
    expect(wire.last().json).toEqual({ action: 'sendOtp', email: EMAIL });
    expect(wire.last().contentType).toContain('application/json');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('readonly');
    expect(codeSentTo(EMAIL)).toMatch(/^\d{6}$/);
    wire.stop();
  });

  it('says the code was sent beside the code box, and puts focus in the code field', async () => {
    const { user } = openRegister();
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const sent = await screen.findByText('OTP sent successfully to your email!');
    // In the step, just above the code box (the Send button the visitor pressed was there), not atop the card.
    expect(within(screen.getByRole('group', { name: 'Basic Info' })).getByRole('status')).toBe(sent);
    const box = screen.getByRole('group', { name: 'Email verification' });
    expect(sent.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(box).getByLabelText('Verification code')).toHaveFocus();
  });

  it('lets a code be resent after 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = openRegister(true);
    await fillStepOne(user);
    await sendCode(user);
    const first = codeSentTo(EMAIL);
    expect(screen.getByRole('button', { name: /^Resend OTP in 30s$/ })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('button', { name: /^Resend OTP in 2\ds$/ })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(21_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('OTP resent successfully!')).toBeInTheDocument();
    expect(db().outbox.filter((mail) => mail.to === EMAIL)).toHaveLength(2);
    expect(db().outbox[0].code).not.toBe(undefined);
    expect(first).toMatch(/^\d{6}$/);
    expect(screen.getByRole('button', { name: /^Resend OTP in 30s$/ })).toBeDisabled();
  });

  it('clears its messages after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = openRegister(true);
    await fillStepOne(user);
    await sendCode(user);
    expect(screen.getByText('OTP sent successfully to your email!')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(4_900));
    expect(screen.getByText('OTP sent successfully to your email!')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByText('OTP sent successfully to your email!')).toBeNull();
  });

  it("shows the server's reason when it refuses to send (e-mail already registered)", async () => {
    const { user } = openRegister();
    await fillStepOne(user, { email: 'customer@example.com' });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This email is already registered. Please log in.');
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });

  it.each([
    ['server-error', 'Failed to send OTP'],
    ['bad-json', 'Failed to send OTP'],
    ['offline', 'Network error. Please try again.'],
  ] as const)('send OTP, %s: "%s"', async (name, text) => {
    setScenario({ name, endpoint: 'sendOtp' });
    const { user } = openRegister();
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${text}$`));
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });

  it('takes digits only, at most six, and verifies exactly six', async () => {
    const wire = recordWire();
    const { user } = openRegister();
    await fillStepOne(user);
    await sendCode(user);
    const otp = screen.getByLabelText('Verification code');
    expect(otp).toHaveAttribute('maxlength', '6');
    await user.type(otp, '1a2b3-4 5');
    expect(otp).toHaveValue('12345');
    const before = wire.requests.length;
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByText('Please enter a valid 6-digit OTP')).toBeInTheDocument();
    expect(wire.requests).toHaveLength(before);
    await user.type(otp, '67890');
    expect(otp).toHaveValue('123456');
    wire.stop();
  });

  it('says "Invalid OTP" under the code field for a wrong code, focuses the field and stays on step 1', async () => {
    const { user } = openRegister();
    await fillStepOne(user);
    await sendCode(user);
    const right = codeSentTo(EMAIL)!;
    const wrong = right === '000000' ? '111111' : '000000';
    await user.type(screen.getByLabelText('Verification code'), wrong);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(/^Invalid OTP$/)).toBeInTheDocument();
    expectCodeMessage('Invalid OTP');
    // Beside the field the phone shows, not in an alert at the top of the card.
    expect(screen.queryByRole('alert')).toBeNull();
    // Back in the field with the refused digits selected: the message is read out, a new code replaces them.
    const field = screen.getByLabelText('Verification code') as HTMLInputElement;
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 6]);
    expect(screen.getByRole('group', { name: 'Basic Info' })).toBeInTheDocument();
    // The next Verify starts without it; the right code goes through.
    await user.keyboard(right);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Email verified successfully!')).toBeInTheDocument();
    expect(screen.queryByText('Invalid OTP')).toBeNull();
  });

  it('says "Network error. Please try again." when verification gets no answer', async () => {
    const { user } = openRegister();
    await fillStepOne(user);
    await sendCode(user);
    setScenario({ name: 'offline', endpoint: 'verifyOtp' });
    await user.type(screen.getByLabelText('Verification code'), codeSentTo(EMAIL)!);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
  });

  it.each(['server-error', 'bad-json'] as const)(
    'verification, %s: "Network error. Please try again."',
    async (name) => {
      const { user } = openRegister();
      await fillStepOne(user);
      await sendCode(user);
      setScenario({ name, endpoint: 'verifyOtp' });
      await user.type(screen.getByLabelText('Verification code'), codeSentTo(EMAIL)!);
      await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(/^Network error\. Please try again\.$/);
      expect(screen.getByRole('group', { name: 'Basic Info' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled());
    },
  );

  it('keeps the e-mail while its code is being checked', async () => {
    const { user } = openRegister();
    await fillStepOne(user);
    await sendCode(user);
    expect(screen.getByRole('button', { name: 'Change email address' })).toBeEnabled();
    const release = holdCalls('verifyOtp');
    await user.type(screen.getByLabelText('Verification code'), codeSentTo(EMAIL)!);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('button', { name: 'Verifying…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change email address' })).toBeDisabled();
    release();
    expect(await screen.findByText('Email verified successfully!')).toBeInTheDocument();
  });

  it("shows the server's reason for an expired code", async () => {
    const { user } = openRegister();
    await fillStepOne(user);
    await sendCode(user);
    // Ten minutes pass on the server.
    db().otps.find((otp) => otp.email === EMAIL)!.expires_at = Date.now() - 1;
    await user.type(screen.getByLabelText('Verification code'), codeSentTo(EMAIL)!);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP has expired. Please request a new one.')).toBeInTheDocument();
    expectCodeMessage('OTP has expired. Please request a new one.');
  });

  it('falls back to "Failed to send OTP" and "Invalid OTP" when a refusal carries no message', async () => {
    // A PHP backend may refuse with a bare status; the mock always explains itself, so these answers are scripted.
    server.use(http.post(endpointUrl('sendOtp'), () => HttpResponse.json({ status: 'error' }), { once: true }));
    const { user } = openRegister();
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to send OTP$/);
    await sendCode(user);
    server.use(http.post(endpointUrl('verifyOtp'), () => HttpResponse.json({ status: 'error' }), { once: true }));
    await user.type(screen.getByLabelText('Verification code'), codeSentTo(EMAIL)!);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(/^Invalid OTP$/)).toBeInTheDocument();
    expectCodeMessage('Invalid OTP');
  });

  it('verifies the right code, then moves to step 2 one second later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const wire = recordWire();
    const { user } = openRegister(true);
    await fillStepOne(user);
    await sendCode(user);
    const code = codeSentTo(EMAIL)!;
    await user.type(screen.getByLabelText('Verification code'), code);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Email verified successfully!')).toBeInTheDocument();
    await wire.flush();
    expect(wire.last().json).toEqual({ action: 'verifyOtp', email: EMAIL, otp: code });
    await act(async () => vi.advanceTimersByTime(900));
    expect(screen.getByRole('group', { name: 'Basic Info' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByRole('group', { name: 'Location' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('group', { name: 'Location' }).querySelector('legend')).toHaveFocus();
    // The message belonged to step 1's code box: step 2 starts without it.
    expect(screen.queryByText('Email verified successfully!')).toBeNull();
    wire.stop();
  });
});

describe('step 2: Location, and signing up', () => {
  it('requires address, city, state and pincode; pincode is at most 6 digits', async () => {
    const wire = recordWire();
    const { user } = openRegister();
    await reachStepTwo(user);
    const before = wire.requests.length;
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('State is required')).toBeInTheDocument();
    expect(screen.getByText('Pincode is required')).toBeInTheDocument();
    expect(wire.requests).toHaveLength(before);
    const pincode = screen.getByLabelText('Pincode');
    expect(pincode).toHaveAttribute('maxlength', '6');
    await user.type(pincode, '1220');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter a valid 6-digit pincode')).toBeInTheDocument();
    wire.stop();
  });

  it('goes back to step 1 with everything kept', async () => {
    const { user } = openRegister();
    await reachStepTwo(user);
    await user.type(screen.getByLabelText('City'), 'Gurgaon');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('group', { name: 'Basic Info' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByLabelText('Full name')).toHaveValue('Kavya Nair');
    expect(screen.getByLabelText('Email address')).toHaveValue(EMAIL);
    expect(screen.getByLabelText('Phone number')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Password')).toHaveValue('Secure@123');
    expect(screen.getByText('✓ Verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('City')).toHaveValue('Gurgaon');
  });

  it('signs up with a multipart body (name, profile_image, no confirmPassword) and goes to login 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const wire = recordWire();
    const { user, router } = openRegister(true);
    const photo = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'kavya.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/Profile photo/), photo);
    await fillStepOne(user);
    await sendCode(user);
    await user.type(screen.getByLabelText('Verification code'), codeSentTo(EMAIL)!);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByText('Email verified successfully!');
    await act(async () => vi.advanceTimersByTime(1_000));
    await fillStepTwo(user);
    await user.type(screen.getByLabelText(/Landmark/), 'Near Sector 56 metro');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const success = await screen.findByText('Registration successful! Redirecting to login...');
    // Beside Create account, where the visitor is, not at the top of the card.
    expect(within(screen.getByRole('group', { name: 'Location' })).getByRole('status')).toBe(success);
    await wire.flush();
    const request = wire.last();
    expect(request.contentType).toContain('multipart/form-data');
    expect(formFields(request.form)).toEqual({
      action: 'registerUser',
      name: 'Kavya Nair',
      email: EMAIL,
      phone: '9876543210',
      password: 'Secure@123',
      address: 'Flat 12B, Sector 56',
      city: 'Gurgaon',
      state: 'Haryana',
      pincode: '122011',
      landmark: 'Near Sector 56 metro',
      profile_image: 'file:kavya.png',
    });
    expect(db().customers.find((c) => c.email === EMAIL)).toMatchObject({ name: 'Kavya Nair', city: 'Gurgaon' });

    await act(async () => vi.advanceTimersByTime(1_900));
    expect(screen.queryByTestId('location')).toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    // The login says once that the account was created (LoginPage.test.tsx), and fills in the e-mail.
    expect(router.state.location.state).toEqual({ email: EMAIL, signedUp: true });
    wire.stop();
  });

  it('refuses a photo of another type or over 2 MB at the field: not kept, not sent, the typed values stay', async () => {
    const wire = recordWire();
    // The picker's accept list would hide such files; a drop or an old browser hands them over all the same.
    const user = userEvent.setup({ applyAccept: false });
    openRegister();
    await fillStepOne(user);
    const photo = screen.getByLabelText(/Profile photo/);
    await user.upload(photo, new File(['%PDF-1.7'], 'aadhaar.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a PNG, JPG or GIF image.');
    expect(photo).toHaveAttribute('aria-invalid', 'true');
    await user.upload(photo, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'kavya.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 2 MB.');
    expect(photo).toHaveAccessibleDescription(/The file is larger than 2 MB\./);
    expect(screen.getByLabelText('Full name')).toHaveValue('Kavya Nair');
    expect(screen.getByLabelText('Phone number')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Password')).toHaveValue('Secure@123');

    await sendCode(user);
    await user.type(screen.getByLabelText('Verification code'), codeSentTo(EMAIL)!);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByRole('group', { name: 'Location' }, { timeout: 3000 });
    await fillStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Registration successful! Redirecting to login...');
    await wire.flush();
    expect(wire.last().url.pathname).toBe('/api/user/register.php');
    expect(formFields(wire.last().form)).not.toHaveProperty('profile_image');
    expect(formFields(wire.last().form)).toMatchObject({ name: 'Kavya Nair', phone: '9876543210' });
    wire.stop();
  });

  it('leaves the optional photo and landmark out when not given', async () => {
    const wire = recordWire();
    const { user } = openRegister();
    await reachStepTwo(user);
    await fillStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Registration successful! Redirecting to login...');
    await wire.flush();
    const fields = formFields(wire.last().form);
    expect(fields).not.toHaveProperty('profile_image');
    expect(fields).not.toHaveProperty('confirmPassword');
    expect(fields.landmark).toBe('');
    wire.stop();
  });

  it('says "Registration failed" when the server refuses (the e-mail was taken meanwhile)', async () => {
    const { user } = openRegister();
    await reachStepTwo(user);
    await fillStepTwo(user);
    // Someone finishes signing up with the same, verified e-mail first.
    await registerUser(
      registerUserForm({
        name: 'Other',
        email: EMAIL,
        phone: '9123456789',
        password: 'Other@1234',
        address: 'x',
        city: 'y',
        state: 'z',
        pincode: '110001',
        landmark: '',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Registration failed$/);
    expect(screen.getByLabelText('City')).toHaveValue('Gurgaon');
  });

  it.each([
    ['server-error', 'Registration failed'],
    ['bad-json', 'Registration failed'],
    ['offline', 'Network error. Please try again.'],
  ] as const)('sign-up, %s: "%s"', async (name, text) => {
    const { user } = openRegister();
    await reachStepTwo(user);
    await fillStepTwo(user);
    setScenario({ name, endpoint: 'registerUser' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${text}$`));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled());
  });
});
