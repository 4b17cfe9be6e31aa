/** The vendor registration wizard (SPEC §2.11, §4, §5, §7, §8, §9): every text per step, OTP, reload, multipart. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../api/endpoints';
import { db } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { checkOtp, issueOtp } from '../../../../mocks/handlers/otp';
import { setScenario } from '../../../../mocks/scenarios';
import { answerPosition, installGeolocation } from '../../../test/geolocation';
import { renderRoute } from '../../../test/renderRoute';
import { formFields, recordWire } from '../../../test/wire';
import { pngFile, textFile } from '../../../test/files';
import VendorRegisterPage from './VendorRegisterPage';
import * as registerData from './register.data';
import { STEPS, WIZARD_STORAGE_KEY, type WizardDraft } from './wizardModel';

type User = ReturnType<typeof renderRoute>['user'];

// Required fields end their label with an asterisk the screen reader does not read.
const labelled = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}\\*?$`);
const label = (text: string) => screen.getByLabelText(labelled(text));
const findLabel = (text: string) => screen.findByLabelText(labelled(text));
const EMAIL = 'deepak.verma@example.in';
const codeSentTo = (email: string) => db().outbox.find((mail) => mail.to === email)?.code;

const open = (fakeTimers = false) =>
  renderRoute(<VendorRegisterPage />, {
    path: '/registervendor',
    pattern: '/registervendor',
    fakeTimers,
    data: registerData,
  });

const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));
const heading = (step: number, title: string) =>
  screen.findByRole('heading', { level: 2, name: `Step ${step} of 5: ${title}` });

/** A draft as a reload finds it: every answer but password and files, the e-mail already verified on the server. */
function savedDraft(step: WizardDraft['step'], values: Partial<WizardDraft['values']> = {}) {
  issueOtp('vendor', EMAIL);
  checkOtp('vendor', EMAIL, db().otps.find((o) => o.email === EMAIL)!.code);
  const draft: WizardDraft = {
    step,
    otp: { sent: true, verified: true, resendAt: null },
    values: {
      firstName: 'Deepak',
      lastName: 'Verma',
      email: EMAIL,
      phone: '9811122233',
      businessName: 'Verma Electricals',
      businessType: 'company',
      experience: '2-5',
      address: 'Shop 4, Sector 18 Market',
      city: 'Noida',
      state: 'Uttar Pradesh',
      zipCode: '201301',
      serviceRadius: '12',
      selectedServices: [1, 2],
      termsAccepted: false,
      ...values,
    },
  };
  window.sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(draft));
}

afterEach(() => vi.useRealTimers());

describe('step 1: personal details and e-mail verification', () => {
  it('shows every §5 text at once when Next is pressed on an empty step', async () => {
    const { user } = open();
    await heading(1, 'Personal');
    expect(screen.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute('aria-valuenow', '20');
    await next(user);
    for (const text of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Password is required',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
    // Focus follows once the submit has settled, a commit after the messages show.
    await waitFor(() => expect(label('First name')).toHaveFocus());
    expect(screen.queryByRole('heading', { name: /Step 2/ })).toBeNull();
  });

  it('asks for a verified e-mail, 8-character password and matching confirmation', async () => {
    const { user } = open();
    await user.type(label('Email address'), EMAIL);
    await user.type(label('Password'), 'short');
    await user.type(label('Confirm password'), 'other');
    await next(user);
    expect(await screen.findByText('Email must be verified')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('refuses to send a code to an address without @', async () => {
    const wire = recordWire();
    const { user } = open();
    await user.type(label('Email address'), 'deepak.example.in');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(wire.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    wire.stop();
  });

  it('sends the code trimmed and lower-cased, counts 5:00 down as m:ss and offers Resend only at zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const wire = recordWire();
    const { user } = open(true);
    await user.type(label('Email address'), '  Deepak.Verma@Example.IN ');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent to your email successfully!')).toBeInTheDocument();
    await wire.flush();
    expect(wire.last().json).toEqual({ action: 'sendOtp', email: EMAIL });
    expect(wire.last().url.pathname).toBe('/vendor/register.php');
    expect(label('Email address')).toHaveAttribute('readonly');
    expect(screen.getByRole('timer')).toHaveTextContent('Resend OTP in 5:00');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    await act(async () => vi.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent(/Resend OTP in 3:5\d/);
    await act(async () => vi.advanceTimersByTime(239_000));
    expect(screen.queryByRole('timer')).toBeNull();
    const first = codeSentTo(EMAIL);
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(db().outbox.filter((mail) => mail.to === EMAIL)).toHaveLength(2));
    expect(first).toMatch(/^\d{6}$/);
    expect(await screen.findByRole('timer')).toHaveTextContent('Resend OTP in 5:00');
    wire.stop();
  });

  it('says Sending... and Verifying... on disabled buttons while those calls run', async () => {
    const { user } = open();
    await user.type(label('Email address'), EMAIL);
    setScenario({ latencyMs: 400 });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(await screen.findByText('OTP sent to your email successfully!')).toBeInTheDocument();
    await user.type(label('Verification code'), codeSentTo(EMAIL)!);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    expect(await screen.findByText('Email verified successfully!')).toBeInTheDocument();
  });

  it('verifies the code, locks the e-mail and lets Change start over', async () => {
    const wire = recordWire();
    const { user } = open();
    await user.type(label('Email address'), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await findLabel('Verification code'), '123');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByText('Please enter a valid 6-digit OTP')).toBeInTheDocument();
    await user.clear(label('Verification code'));
    await user.type(label('Verification code'), codeSentTo(EMAIL)!);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Email verified successfully!')).toBeInTheDocument();
    await wire.flush();
    expect(wire.last().json).toEqual({ action: 'verifyOtp', email: EMAIL, otp: codeSentTo(EMAIL) });
    expect(label('Email address')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(label('Email address')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    wire.stop();
  });

  it('shows a refused send under the e-mail field, and the network texts of §8', async () => {
    const { user } = open();
    await user.type(label('Email address'), 'vendor@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('This email is already registered as a vendor')).toHaveAttribute(
      'id',
      expect.stringContaining('error'),
    );
    await user.clear(label('Email address'));
    await user.type(label('Email address'), EMAIL);
    setScenario({ name: 'offline', endpoint: 'vendorSendOtp' });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Failed to send OTP. Please try again.')).toBeInTheDocument();
    setScenario({ name: 'normal', endpoint: null });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await findLabel('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    // The server's refusal shows under the code field, which it marks and describes, and focus goes back there.
    const refusal = 'Invalid OTP. Please check the code and try again.';
    const box = screen.getByRole('group', { name: 'Email verification' });
    expect(await within(box).findByText(refusal)).toBeInTheDocument();
    const field = within(box).getByLabelText('Verification code');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(refusal);
    expect(field).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    setScenario({ name: 'offline', endpoint: 'vendorVerifyOtp' });
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Failed to verify OTP. Please try again.')).toBeInTheDocument();
  });
});

describe('where the messages show', () => {
  /** Step 1 filled in, then its e-mail verified: Next is all that is left. */
  async function verifiedStepOne(user: User) {
    await user.type(label('First name'), 'Deepak');
    await user.type(label('Last name'), 'Verma');
    await user.type(label('Phone number'), '9811122233');
    await user.type(label('Password'), 'Wiring@2025');
    await user.type(label('Confirm password'), 'Wiring@2025');
    await user.type(label('Email address'), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText('OTP sent to your email successfully!');
    await user.type(label('Verification code'), codeSentTo(EMAIL)!);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    return screen.findByText('Email verified successfully!');
  }

  it('says the code was sent just above the code box, and puts focus in the code field', async () => {
    const { user } = open();
    await user.type(label('Email address'), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const sent = await screen.findByText('OTP sent to your email successfully!');
    const box = screen.getByRole('group', { name: 'Email verification' });
    // Between the e-mail field and the code box, not at the top of the page.
    expect(label('Email address').compareDocumentPosition(sent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(sent.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(box).getByLabelText('Verification code')).toHaveFocus();
  });

  it('clears "Email verified successfully!" after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = open(true);
    await verifiedStepOne(user);
    await act(async () => vi.advanceTimersByTime(4_900));
    expect(screen.getByText('Email verified successfully!')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Email verified successfully!')).toBeNull();
  });

  it('does not carry "Email verified successfully!" on to step 2, however soon Next is pressed', async () => {
    const { user } = open();
    const verified = await verifiedStepOne(user);
    // Beside the e-mail it is about.
    expect(label('Email address').compareDocumentPosition(verified) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await next(user);
    await heading(2, 'Business');
    expect(screen.queryByText('Email verified successfully!')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('steps 2 to 4', () => {
  it('step 2 needs business name, type and experience; Previous goes back', async () => {
    savedDraft(2, { businessName: '', businessType: '', experience: '' });
    const { user } = open();
    await heading(2, 'Business');
    await next(user);
    expect(await screen.findByText('Business name is required')).toBeInTheDocument();
    expect(screen.getByText('Business type is required')).toBeInTheDocument();
    expect(screen.getByText('Experience is required')).toBeInTheDocument();
    expect(
      within(label('Business type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select business type', 'Individual', 'Company', 'Partnership', 'LLC']);
    expect(
      within(label('Experience'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select experience', '0-1 years', '2-5 years', '6-10 years', '10+ years']);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await heading(1, 'Personal');
  });

  it('step 3 needs address, city, state, ZIP and a radius of 1 to 50 km', async () => {
    savedDraft(3, { address: '', city: '', state: '', zipCode: '', serviceRadius: '60' });
    const { user } = open();
    await heading(3, 'Location');
    await next(user);
    for (const text of [
      'Address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
      'Service radius must be between 1 and 50 km',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('step 3 goes on to step 4 once a radius is typed into its number field', async () => {
    savedDraft(3, { address: 'House 12, Sector 21', city: 'Gurgaon', state: 'Haryana', zipCode: '122016' });
    const { user } = open();
    await heading(3, 'Location');
    await user.clear(label('Service radius (km)'));
    await user.type(label('Service radius (km)'), '15');
    await next(user);
    await heading(4, 'Services');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await findLabel('Service radius (km)')).toHaveValue(15);
  });

  it("'Use my location' fills city, state and postal code, and says so when it cannot", async () => {
    savedDraft(3, { address: '', city: '', state: '', zipCode: '' });
    const position = vi.fn(answerPosition({ lat: 28.4595, lng: 77.0266 }));
    const restore = installGeolocation(position);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect((label('ZIP code') as HTMLInputElement).value).toMatch(/^\d{6}$/));
    // SPEC §7 Maps: high accuracy, 10 s for the browser, a position up to 5 minutes old.
    expect(position).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 300_000,
    });
    expect(label('City')).toHaveValue('Gurgaon');
    expect(label('State')).toHaveValue('Haryana');
    restore();
    const denied = installGeolocation(answerPosition({ code: 1 }));
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(
      await screen.findByText('Could not detect your location. Please enter your address manually.'),
    ).toBeInTheDocument();
    denied();
    const had = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Geolocation is not supported by this browser.')).toBeInTheDocument();
    if (had) Object.defineProperty(navigator, 'geolocation', had);
    else delete (navigator as { geolocation?: unknown }).geolocation;
  });

  it('step 4 needs a service; search narrows the list and chips show what is chosen', async () => {
    savedDraft(4, { selectedServices: [] });
    const { user } = open();
    await heading(4, 'Services');
    await next(user);
    expect(await screen.findByText('At least one service must be selected')).toBeInTheDocument();
    const [first] = (await screen.findAllByRole('checkbox')) as HTMLInputElement[];
    await user.click(first!);
    expect(screen.getByRole('button', { name: `Remove ${first!.labels![0]!.textContent}` })).toBeInTheDocument();
    // Formik validates the change asynchronously: the message goes once it has.
    await waitFor(() => expect(screen.queryByText('At least one service must be selected')).toBeNull());
    await user.type(label('Search services'), 'zzzz-nothing');
    expect(screen.getByText(/No services match/)).toBeInTheDocument();
    await user.clear(label('Search services'));
    await user.click(screen.getByRole('button', { name: /^Remove / }));
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });
});

describe('step 5 and the sign-up', () => {
  it('checks the terms and the uploads, and shows the summary with an Edit link per step', async () => {
    savedDraft(5);
    const { user } = open();
    await heading(5, 'Review');
    expect(screen.getByText('Verma Electricals')).toBeInTheDocument();
    expect(screen.getByText('12 km')).toBeInTheDocument();
    expect(screen.getByText('JPG, PNG or GIF, max 2 MB')).toBeInTheDocument();
    expect(screen.getAllByText('PDF, JPG or PNG, max 5 MB')).toHaveLength(3);
    // Every upload is optional, as the registration call takes them: the screen says so of each.
    for (const upload of ['Profile image', 'ID proof', 'Business license', 'Insurance'])
      expect(label(`${upload} (optional)`)).not.toBeRequired();
    expect(screen.getByRole('link', { name: /Terms & Conditions/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy');
    // The picker's accept list would hide a text file; a drop or an old browser can still hand one over.
    fireEvent.change(label('ID proof (optional)'), { target: { files: [textFile('id.txt')] } });
    expect(screen.getByText('Choose a PDF, JPG or PNG file.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(await screen.findByText('You must accept the terms and conditions')).toBeInTheDocument();
    expect(screen.getByText('Choose a PDF, JPG or PNG file.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit business details' }));
    await heading(2, 'Business');
  });

  it('after a reload the answers are back but the password is asked for again before sending', async () => {
    savedDraft(5);
    const { user } = open();
    await heading(5, 'Review');
    await user.click(label('I accept the terms and conditions'));
    await user.click(screen.getByRole('button', { name: 'Submit Registration' }));
    await heading(1, 'Personal');
    expect(label('First name')).toHaveValue('Deepak');
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    // The step's heading takes focus first; the field to fix takes it from there.
    await waitFor(() => expect(label('Password')).toHaveFocus());
  });

  /** From a saved draft at step 1 to the Review step, with the password, two uploads and the terms. */
  async function reviewFromDraft(user: User) {
    await user.type(await findLabel('Password'), 'Wiring@2025');
    await user.type(label('Confirm password'), 'Wiring@2025');
    for (const [step, title] of [
      [2, 'Business'],
      [3, 'Location'],
      [4, 'Services'],
      [5, 'Review'],
    ] as const) {
      await next(user);
      await heading(step, title);
    }
    await user.upload(label('Profile image (optional)'), pngFile('me.png'));
    await user.upload(label('ID proof (optional)'), pngFile('aadhaar.png'));
    await user.click(label('I accept the terms and conditions'));
  }

  it('sends exactly the §7 multipart fields, then shows the pending text and opens /vendor/login', async () => {
    savedDraft(1);
    const wire = recordWire();
    const { user, router } = open();
    await reviewFromDraft(user);
    const submit = screen.getByRole('button', { name: 'Submit Registration' });
    await user.click(submit);
    const success = await screen.findByText('Registration successful! Your account is pending verification.');
    // Just above the button the visitor pressed, at the bottom of the step, not at the top of the page.
    expect(success.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(label('I accept the terms and conditions').compareDocumentPosition(success)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await wire.flush();
    expect(wire.last().url.pathname).toBe('/vendor/register.php');
    expect(formFields(wire.last().form)).toEqual({
      action: 'registerVendor',
      firstName: 'Deepak',
      lastName: 'Verma',
      email: EMAIL,
      phone: '9811122233',
      password: 'Wiring@2025',
      businessName: 'Verma Electricals',
      businessType: 'company',
      experience: '2-5',
      address: 'Shop 4, Sector 18 Market',
      city: 'Noida',
      state: 'Uttar Pradesh',
      zipCode: '201301',
      serviceRadius: '12',
      services: '[1,2]',
      profileImage: 'file:me.png',
      idProof: 'file:aadhaar.png',
    });
    expect(db().vendors.find((v) => v.email === EMAIL)?.status).toBe('pending');
    expect(window.sessionStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
    expect(await screen.findByTestId('location', {}, { timeout: 4000 })).toHaveTextContent('/vendor/login');
    // The login says once that the account was created and awaits verification (VendorLoginPage.test.tsx).
    expect(router.state.location.state).toEqual({ email: EMAIL, signedUp: true });
    wire.stop();
  });

  it('opens /vendor/login 2 s after the success (§9), not before', async () => {
    savedDraft(1);
    const { user } = open();
    await reviewFromDraft(user);
    // The fake clock also runs with real time (RTL's waits need it): 'just before' is 100 ms before.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(
      await screen.findByText('Registration successful! Your account is pending verification.'),
    ).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1_900));
    expect(screen.queryByTestId('location')).toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByTestId('location')).toHaveTextContent('/vendor/login');
    vi.useRealTimers();
  });

  it('refuses a document or photo of another type or over its limit at the field, and sends none of them', async () => {
    savedDraft(1);
    const wire = recordWire();
    const { user } = open();
    await user.type(await findLabel('Password'), 'Wiring@2025');
    await user.type(label('Confirm password'), 'Wiring@2025');
    for (const [step, title] of [
      [2, 'Business'],
      [3, 'Location'],
      [4, 'Services'],
      [5, 'Review'],
    ] as const) {
      await next(user);
      await heading(step, title);
    }
    const MB = 1024 * 1024;
    // The picker's accept list would hide these; a drop or an old browser hands them over all the same.
    const choose = (field: string, file: File) => fireEvent.change(label(field), { target: { files: [file] } });
    choose('Profile image (optional)', new File(['GIF89a'], 'me.webp', { type: 'image/webp' }));
    choose('ID proof (optional)', new File([new Uint8Array(5 * MB + 1)], 'aadhaar.pdf', { type: 'application/pdf' }));
    choose('Business license (optional)', textFile('licence.docx'));
    choose('Insurance (optional)', pngFile('policy.png'));
    expect(label('Profile image (optional)')).toHaveAccessibleDescription(/^Choose a PNG, JPG or GIF image\./);
    expect(label('ID proof (optional)')).toHaveAccessibleDescription(/^The file is larger than 5 MB\./);
    expect(label('Business license (optional)')).toHaveAccessibleDescription(/^Choose a PDF, JPG or PNG file\./);
    expect(label('Insurance (optional)')).not.toHaveAttribute('aria-invalid');
    await user.click(label('I accept the terms and conditions'));
    await user.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(
      await screen.findByText('Registration successful! Your account is pending verification.'),
    ).toBeInTheDocument();
    await wire.flush();
    const sent = formFields(wire.last().form);
    expect(sent).toMatchObject({
      firstName: 'Deepak',
      businessName: 'Verma Electricals',
      insurance: 'file:policy.png',
    });
    expect(sent).not.toHaveProperty('profileImage');
    expect(sent).not.toHaveProperty('idProof');
    expect(sent).not.toHaveProperty('businessLicense');
    wire.stop();
  });

  it('a refusal shows the server message and keeps every answer; a broken answer shows the §8 fallback', async () => {
    savedDraft(1);
    const { user } = open();
    await user.type(await findLabel('Password'), 'Wiring@2025');
    await user.type(label('Confirm password'), 'Wiring@2025');
    // Each Next waits for the step it opens: a click while the last step's check is still running is no click on
    // the next step's button.
    for (const { step, title } of STEPS.slice(1)) {
      await next(user);
      await heading(step, title);
    }
    await user.click(label('I accept the terms and conditions'));
    server.use(
      http.post(endpointUrl('registerVendor'), () => HttpResponse.json({ status: 'error', message: 'GSTIN missing' }), {
        once: true,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('GSTIN missing');
    expect(label('I accept the terms and conditions')).toBeChecked();
    setScenario({ name: 'server-error', endpoint: 'registerVendor' });
    await user.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit personal details' }));
    expect(await findLabel('Password')).toHaveValue('Wiring@2025');
  });
});
