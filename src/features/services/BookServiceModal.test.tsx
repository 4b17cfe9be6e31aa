/** Booking from the services page (SPEC §3 booking payload, §4, §5, §7 Maps, §8, §9): what the customer sees and what the server gets. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { endpointUrl } from '../../api/endpoints';
import { login } from '../../api/customer';
import { renderRoute } from '../../test/renderRoute';
import { recordWire } from '../../test/wire';
import { bookingSummary } from './booking';
import { localIsoDate } from '../../lib/timeSlots';
import ServicesPage from './ServicesPage';
import * as servicesData from './ServicesPage.data';
import { answerPosition, installGeolocation, type FakePosition } from '../../test/geolocation';
import { answerOf } from '../../test/answerOf';

const TEXTS = {
  required: 'Please fill in all required fields',
  failed: 'Failed to create booking',
  error: 'Error creating booking. Please try again.',
  offline: 'You are offline. Everything you typed is kept: confirm again once you are back online.',
  success: 'Booking created successfully!',
  locationFailed: 'Unable to get your location. Please enter address manually.',
  locationUnsupported: 'Geolocation is not supported by this browser.',
};

/** 2 BHK Deep Cleaning: ₹3,529, GST 635.22 → ₹635; 300 minutes. */
const service = () => db().services.find((s) => s.name === '2 BHK Deep Cleaning')!;
const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN').format(n)}`;

/**
 * The customer's clock: a morning, before the first slot, unless a test moves it. Only Date is faked: the mock
 * backend's and Testing Library's timers run as usual.
 */
const DAY = '2030-06-15';
const at = (time: string, date = DAY) => new Date(`${date}T${time}`);
const HOURLY = ['09', '10', '11', '12', '13', '14', '15', '16', '17', '18'].map((h) => `${h}:00`);

let token = '';
/**
 * Logs the demo customer in. Their profile holds an address, which the modal offers; most tests start from a
 * profile without one (an empty address field, detection on opening), as a backend that sends no address gives.
 */
async function logIn({ savedAddress = false } = {}) {
  if (!savedAddress) db().customers.find((c) => c.email === 'customer@example.com')!.address = '';
  const answer = await answerOf(login({ email: 'customer@example.com', password: 'Customer@123', rememberMe: false }));
  token = answer.session_token!;
  window.localStorage.setItem('user', JSON.stringify(answer.user));
  window.localStorage.setItem('session_token', token);
  window.localStorage.setItem('session_expires', answer.expires_at!);
  return answer.user!;
}

/** The device answers every position request at once with `result`. */
function fakeGeolocation(result: FakePosition) {
  const getCurrentPosition = vi.fn(answerPosition(result));
  installGeolocation(getCurrentPosition);
  return getCurrentPosition;
}

/** Logs in, opens /services on the service's subcategory and presses its Book Now. */
async function openBooking(login: Parameters<typeof logIn>[0] = {}) {
  await logIn(login);
  const view = renderRoute(<ServicesPage />, {
    path: `/services?subcategory_id=${service().subcategory_id}`,
    pattern: '/services',
    data: servicesData,
  });
  const card = await screen.findByRole('article', { name: service().name });
  const book = within(card).getByRole('button', { name: /^Book Now/ });
  await waitFor(() => expect(book).toBeEnabled()); // the stored session has been checked
  await view.user.click(book);
  const dialog = await screen.findByRole('dialog', { name: 'Book Service' });
  // Location detection has finished (found, or explained).
  await waitFor(() => expect(within(dialog).queryByText('Detecting your location…')).toBeNull());
  return { ...view, dialog: within(dialog) };
}

type Dialog = Awaited<ReturnType<typeof openBooking>>['dialog'];
type User = Awaited<ReturnType<typeof openBooking>>['user'];

async function fillRequired(user: User, dialog: Dialog) {
  await user.type(dialog.getByLabelText(/Service address/), '42, Block C, Lajpat Nagar, New Delhi');
  await user.type(dialog.getByLabelText(/Pincode/), '110024');
  await user.selectOptions(dialog.getByLabelText(/Time slot/), '11:00');
}

const valueOf = (field: HTMLElement) => (field as HTMLInputElement).value;

const submit = (user: User, dialog: Dialog) => user.click(dialog.getByRole('button', { name: 'Confirm Booking' }));

beforeEach(() => {
  vi.useFakeTimers({ now: at('08:00'), toFake: ['Date'] });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (navigator as { geolocation?: unknown }).geolocation;
});

describe('the Book Service modal', () => {
  it('opens with the date set to today, hourly slots 09:00–18:00, cash as default and the 18% GST summary', async () => {
    const { dialog } = await openBooking();
    const date = dialog.getByLabelText(/Service date/);
    expect(date).toHaveValue(localIsoDate());
    expect(date).toHaveAttribute('min', localIsoDate());
    expect(date).toBeRequired();
    const slots = within(dialog.getByLabelText(/Time slot/))
      .getAllByRole('option')
      .slice(1);
    expect(slots.map((o) => (o as HTMLOptionElement).value)).toEqual(
      ['09', '10', '11', '12', '13', '14', '15', '16', '17', '18'].map((h) => `${h}:00`),
    );
    expect(dialog.getByLabelText(/Time slot/)).toHaveValue('');
    expect(dialog.getByLabelText(/Service address/)).toBeRequired();
    expect(dialog.getByLabelText(/Pincode/)).toBeRequired();
    expect(dialog.getByLabelText(/Pincode/)).toHaveAttribute('maxLength', '6');
    expect(dialog.getByLabelText(/Special instructions/)).toHaveAttribute('rows', '3');
    const payment = within(dialog.getByRole('group', { name: 'Payment method' }));
    expect(payment.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['cash', 'online', 'card']);
    expect(payment.getByLabelText('Cash on Service')).toBeChecked();
    expect(payment.getByLabelText('Online Payment')).not.toBeChecked();
    expect(payment.getByLabelText('Card Payment')).not.toBeChecked();

    const summary = within(dialog.getByRole('region', { name: 'Booking summary' }));
    expect(summary.getByText('Service price').nextElementSibling).toHaveTextContent(rupees(3529));
    expect(summary.getByText('GST (18%)').nextElementSibling).toHaveTextContent(rupees(635));
    expect(summary.getByText('Service charge').nextElementSibling).toHaveTextContent('₹0');
    expect(summary.getByTestId('booking-total')).toHaveTextContent(rupees(3529 + 635));
  });

  it('keeps the pincode to six digits', async () => {
    const { user, dialog } = await openBooking();
    await user.type(dialog.getByLabelText(/Pincode/), '11a00-24999');
    expect(dialog.getByLabelText(/Pincode/)).toHaveValue('110024');
  });

  it('Cancel closes it without a call', async () => {
    const { user, dialog } = await openBooking();
    const wire = recordWire();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(wire.requests).toHaveLength(0);
    wire.stop();
  });
});

describe('GST (SPEC §9)', () => {
  it.each([
    [3529, 635, 4164],
    [999, 180, 1179],
    [449, 81, 530],
    [100, 18, 118],
    [0, 0, 0],
  ])('₹%i: GST ₹%i, total ₹%i, service charge 0', (price, gst, total) => {
    expect(bookingSummary(price)).toEqual({ price, gst, serviceCharge: 0, total });
  });
});

describe('location (SPEC §7 Maps, §8)', () => {
  it('fills the address and pincode from the first geocoding result, asking for a precise, fresh-enough position', async () => {
    const position = fakeGeolocation({ lat: 28.5355, lng: 77.391 });
    const wire = recordWire();
    const { dialog } = await openBooking();
    await waitFor(() => expect(valueOf(dialog.getByLabelText(/Service address/))).toContain('Noida'));
    expect(valueOf(dialog.getByLabelText(/Pincode/))).toMatch(/^\d{6}$/);
    expect(position).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 300_000,
    });
    const geocode = wire.requests.find((r) => r.url.searchParams.has('latlng'))!;
    expect(geocode.url.searchParams.get('latlng')).toBe('28.5355,77.391');
    expect(dialog.queryByRole('alert')).toBeNull();
    wire.stop();
  });

  it('says "Unable to get your location. Please enter address manually." when the position is refused', async () => {
    fakeGeolocation({ code: 1 });
    const { dialog } = await openBooking();
    expect(dialog.getByRole('status')).toHaveTextContent(TEXTS.locationFailed);
    expect(dialog.getByLabelText(/Service address/)).toHaveValue('');
  });

  it('says the same when reverse geocoding fails', async () => {
    fakeGeolocation({ lat: 28.5355, lng: 77.391 });
    setScenario({ name: 'server-error', endpoint: 'reverseGeocode' });
    const { dialog } = await openBooking();
    expect(dialog.getByRole('status')).toHaveTextContent(TEXTS.locationFailed);
  });

  it('says "Geolocation is not supported by this browser." without geolocation, and "Use my current location" tries again', async () => {
    const { user, dialog } = await openBooking();
    expect(dialog.getByRole('status')).toHaveTextContent(TEXTS.locationUnsupported);
    fakeGeolocation({ lat: 28.4595, lng: 77.0266 });
    await user.click(dialog.getByRole('button', { name: 'Use my current location' }));
    await waitFor(() => expect(valueOf(dialog.getByLabelText(/Service address/))).toContain('Gurgaon'));
    expect(dialog.queryByRole('alert')).toBeNull();
  });

  it('"Use my current location" replaces address and pincode with the position\'s, so they match the coordinates sent', async () => {
    const { user, dialog } = await openBooking();
    await user.type(dialog.getByLabelText(/Service address/), 'Flat 7, Green Park');
    await user.type(dialog.getByLabelText(/Pincode/), '110016');
    fakeGeolocation({ lat: 28.4595, lng: 77.0266 });
    await user.click(dialog.getByRole('button', { name: 'Use my current location' }));
    await waitFor(() => expect(valueOf(dialog.getByLabelText(/Service address/))).toContain('Gurgaon'));
    expect(valueOf(dialog.getByLabelText(/Pincode/))).toMatch(/^\d{6}$/);
    expect(dialog.getByLabelText(/Pincode/)).not.toHaveValue('110016');
  });

  it('keeps what the customer typed while the opening detection was still running', async () => {
    let release: (() => void) | undefined;
    const getCurrentPosition = vi.fn((ok: PositionCallback) => {
      release = () =>
        ok({
          coords: { latitude: 28.4595, longitude: 77.0266, accuracy: 10 },
          timestamp: Date.now(),
        } as GeolocationPosition);
    });
    installGeolocation(getCurrentPosition);
    await logIn();
    const view = renderRoute(<ServicesPage />, {
      path: `/services?subcategory_id=${service().subcategory_id}`,
      pattern: '/services',
      data: servicesData,
    });
    const book = within(await screen.findByRole('article', { name: service().name })).getByRole('button', {
      name: /^Book Now/,
    });
    await waitFor(() => expect(book).toBeEnabled());
    await view.user.click(book);
    const dialog = within(await screen.findByRole('dialog', { name: 'Book Service' }));
    await waitFor(() => expect(getCurrentPosition).toHaveBeenCalled());
    await view.user.type(dialog.getByLabelText(/Service address/), 'Flat 7, Green Park');
    release!();
    await waitFor(() => expect(valueOf(dialog.getByLabelText(/Pincode/))).toMatch(/^\d{6}$/));
    expect(dialog.getByLabelText(/Service address/)).toHaveValue('Flat 7, Green Park');
  });
});

describe('booking (SPEC §3, §5, §8)', () => {
  it('"Please fill in all required fields" without address, date or time; nothing is sent and nothing typed is lost', async () => {
    const wire = recordWire();
    const { user, dialog } = await openBooking();
    const before = wire.requests.length;
    await user.type(dialog.getByLabelText(/Special instructions/), 'Please bring a ladder');
    await user.type(dialog.getByLabelText(/Pincode/), '110024');
    await user.click(dialog.getByLabelText('Card Payment'));
    await submit(user, dialog);
    // Formik validates asynchronously: the form is locked until the answer, then says what is missing.
    await waitFor(() => expect(dialog.getAllByRole('alert').map((a) => a.textContent)).toContain(TEXTS.required));
    expect(dialog.getByLabelText(/Service address/)).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText(/Service address/)).toHaveAccessibleDescription(new RegExp(TEXTS.required));
    // The first field to fix in the form's order (the shared rule): the slot comes before the address.
    await waitFor(() => expect(dialog.getByLabelText(/Time slot/)).toHaveFocus());
    expect(dialog.getByLabelText(/Time slot/)).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText(/Service date/)).not.toHaveAttribute('aria-invalid');
    expect(dialog.getByLabelText(/Special instructions/)).toHaveValue('Please bring a ladder');
    expect(dialog.getByLabelText(/Pincode/)).toHaveValue('110024');
    expect(dialog.getByLabelText('Card Payment')).toBeChecked();

    // An emptied date is missing too; an address of spaces is no address.
    await user.clear(dialog.getByLabelText(/Service date/));
    await user.type(dialog.getByLabelText(/Service address/), '   ');
    await user.selectOptions(dialog.getByLabelText(/Time slot/), '09:00');
    await submit(user, dialog);
    await waitFor(() => expect(dialog.getAllByRole('alert').map((a) => a.textContent)).toContain(TEXTS.required));
    expect(dialog.getByLabelText(/Service date/)).toHaveAttribute('aria-invalid', 'true');
    expect(wire.requests.slice(before).filter((r) => r.url.pathname.endsWith('/bookings/create.php'))).toHaveLength(0);
    wire.stop();
  });

  it('sends the §3 payload with the bearer token, says "Booking created successfully!", then goes to /bookings', async () => {
    fakeGeolocation({ lat: 28.5355, lng: 77.391 });
    const wire = recordWire();
    const { user, dialog } = await openBooking();
    const user_ = JSON.parse(window.localStorage.getItem('user')!) as { id: number };
    await waitFor(() => expect(dialog.getByLabelText(/Service address/)).not.toHaveValue(''));
    const address = (dialog.getByLabelText(/Service address/) as HTMLTextAreaElement).value;
    const pincode = (dialog.getByLabelText(/Pincode/) as HTMLInputElement).value;
    await user.selectOptions(dialog.getByLabelText(/Time slot/), '14:00');
    await user.type(dialog.getByLabelText(/Special instructions/), '  Gate code 4512  ');
    await user.click(dialog.getByLabelText('Online Payment'));
    const bookingsBefore = db().bookings.length;
    await submit(user, dialog);

    expect(await dialog.findByRole('status')).toHaveTextContent(TEXTS.success);
    await wire.flush();
    const call = wire.requests.find((r) => r.url.pathname.endsWith('/bookings/create.php'))!;
    expect(call.method).toBe('POST');
    expect(call.contentType).toContain('application/json');
    expect(call.headers.get('Authorization')).toBe(`Bearer ${token}`);
    const svc = service();
    expect(call.json).toEqual({
      user_id: user_.id,
      service_id: svc.id,
      category_id: svc.category_id,
      subcategory_id: svc.subcategory_id,
      service_name: '2 BHK Deep Cleaning',
      service_price: 3529,
      total_amount: 3529, // no GST (SPEC §9)
      service_address: address,
      service_latitude: 28.5355,
      service_longitude: 77.391,
      pincode,
      scheduled_date: localIsoDate(),
      scheduled_time: '14:00',
      special_instructions: 'Gate code 4512',
      payment_method: 'online',
    });
    expect(db().bookings).toHaveLength(bookingsBefore + 1);
    expect(db().bookings.at(-1)).toMatchObject({
      user_id: user_.id,
      service_id: svc.id,
      status: 'pending',
      total_amount: 3529,
    });

    expect(await screen.findByTestId('location', {}, { timeout: 3000 })).toHaveTextContent(/^\/bookings$/);
    expect(screen.queryByRole('dialog')).toBeNull();
    wire.stop();
  });

  it('shows the success for 1 s before the modal closes and /bookings opens', async () => {
    const { user, dialog } = await openBooking();
    await fillRequired(user, dialog);
    // The fake clock also runs with real time (RTL's waits need it): 'just before' is 100 ms before.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await submit(user, dialog);
    expect(await dialog.findByText(TEXTS.success)).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(900));
    expect(screen.queryByTestId('location')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Book Service' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/bookings$/);
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.useRealTimers();
  });

  it('sends null coordinates when no position was found', async () => {
    const wire = recordWire();
    const { user, dialog } = await openBooking();
    await fillRequired(user, dialog);
    await submit(user, dialog);
    expect(await dialog.findByText(TEXTS.success)).toBeInTheDocument();
    await wire.flush();
    const call = wire.requests.find((r) => r.url.pathname.endsWith('/bookings/create.php'))!;
    expect(call.json).toMatchObject({
      service_latitude: null,
      service_longitude: null,
      payment_method: 'cash',
      special_instructions: '',
    });
    wire.stop();
  });

  it('shows the server message of a refused booking (an expired session)', async () => {
    const { user, dialog } = await openBooking();
    await fillRequired(user, dialog);
    db().sessions = []; // the server forgot the session meanwhile
    await submit(user, dialog);
    expect(await dialog.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Book Service' })).toBeInTheDocument();
    expect(dialog.getByLabelText(/Service address/)).toHaveValue('42, Block C, Lajpat Nagar, New Delhi');
  });

  it('locks the form while the booking is in flight ("Booking..."), and frees it together with the answer', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(endpointUrl('createBooking'), async () => {
        await answered;
        return HttpResponse.json({ status: 'error', message: 'The selected slot is no longer available' });
      }),
    );
    const { user, dialog } = await openBooking();
    await fillRequired(user, dialog);
    await submit(user, dialog);
    const sending = await dialog.findByRole('button', { name: /Booking\.\.\./ });
    expect(sending).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(dialog.getByLabelText(/Service address/)).toBeDisabled();
    answer();
    expect(await dialog.findByText('The selected slot is no longer available')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(dialog.getByLabelText(/Service address/)).toHaveValue('42, Block C, Lajpat Nagar, New Delhi');
  });

  it('refuses a date before today in the form (§5): the date is flagged, nothing is sent, nothing typed is lost', async () => {
    const wire = recordWire();
    const { user, dialog } = await openBooking();
    await fillRequired(user, dialog);
    await user.clear(dialog.getByLabelText(/Service date/));
    await user.type(dialog.getByLabelText(/Service date/), '2020-01-01');
    await submit(user, dialog);
    await waitFor(() =>
      expect(dialog.getAllByRole('alert').map((a) => a.textContent)).toContain('Please choose today or a later date'),
    );
    expect(dialog.getByLabelText(/Service date/)).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText(/Service date/)).toHaveAccessibleDescription(/Please choose today or a later date/);
    await waitFor(() => expect(dialog.getByLabelText(/Service date/)).toHaveFocus());
    expect(dialog.getByLabelText(/Service address/)).toHaveValue('42, Block C, Lajpat Nagar, New Delhi');
    await wire.flush();
    expect(wire.requests.filter((r) => r.url.pathname.endsWith('/bookings/create.php'))).toHaveLength(0);
    wire.stop();
  });

  it('shows the message of a refusal that came with a non-OK status (a real PHP backend may answer 401/409 so)', async () => {
    server.use(
      http.post(endpointUrl('createBooking'), () =>
        HttpResponse.json(
          { status: 'error', message: 'This slot was just taken. Please pick another.' },
          { status: 409 },
        ),
      ),
    );
    const { user, dialog } = await openBooking();
    await fillRequired(user, dialog);
    await submit(user, dialog);
    expect(await dialog.findByText('This slot was just taken. Please pick another.')).toBeInTheDocument();
    expect(dialog.queryByText(TEXTS.error)).toBeNull();
  });

  it('says "Failed to create booking" when a refusal carries no message', async () => {
    server.use(http.post(endpointUrl('createBooking'), () => HttpResponse.json({ status: 'error' })));
    const { user, dialog } = await openBooking();
    await fillRequired(user, dialog);
    await submit(user, dialog);
    expect(await dialog.findByText(TEXTS.failed)).toBeInTheDocument();
  });

  it.each([['offline'], ['server-error'], ['bad-json']] as const)(
    'says "Error creating booking. Please try again." when the call fails (%s)',
    async (scenario) => {
      const { user, dialog } = await openBooking();
      await fillRequired(user, dialog);
      setScenario({ name: scenario, endpoint: 'createBooking' });
      await submit(user, dialog);
      expect(await dialog.findByText(TEXTS.error)).toBeInTheDocument();
      expect(dialog.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
      expect(screen.queryByTestId('location')).toBeNull();
    },
  );

  it('says the device is offline under that text when the browser has no connection, and keeps every field', async () => {
    const { user, dialog } = await openBooking();
    await fillRequired(user, dialog);
    await user.type(dialog.getByLabelText(/Special instructions/), 'Ring twice');
    setScenario({ name: 'offline', endpoint: 'createBooking' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await submit(user, dialog);
    const alert = await dialog.findByRole('alert');
    expect(within(alert).getByText(TEXTS.error)).toBe(alert);
    expect(within(alert).getByText(TEXTS.offline)).toBeVisible();
    expect(dialog.getByLabelText(/Special instructions/)).toHaveValue('Ring twice');
    expect(dialog.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
  });

  it('says only that text when the call fails while the browser reports a connection', async () => {
    const { user, dialog } = await openBooking();
    await fillRequired(user, dialog);
    setScenario({ name: 'offline', endpoint: 'createBooking' });
    await submit(user, dialog);
    expect((await dialog.findByRole('alert')).textContent).toBe(TEXTS.error);
  });
});

describe("time slots against the customer's clock (docs/decisions.md)", () => {
  /** The slots one can choose (a chosen slot that has passed stays shown, but cannot be chosen). */
  const slotsOffered = (dialog: Dialog) =>
    within(dialog.getByLabelText(/Time slot/))
      .getAllByRole('option')
      .filter((option) => !(option as HTMLOptionElement).disabled)
      .map((option) => (option as HTMLOptionElement).value)
      .filter(Boolean);
  const setDate = async (user: User, dialog: Dialog, date: string) => {
    await user.clear(dialog.getByLabelText(/Service date/));
    await user.type(dialog.getByLabelText(/Service date/), date);
  };

  it('at 12:30 today offers 13:00 to 18:00 only; tomorrow offers every slot, and the list follows the date', async () => {
    vi.setSystemTime(at('12:30'));
    const { user, dialog } = await openBooking();
    expect(dialog.getByLabelText(/Service date/)).toHaveValue(DAY);
    expect(slotsOffered(dialog)).toEqual(['13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
    await setDate(user, dialog, '2030-06-16');
    expect(slotsOffered(dialog)).toEqual(HOURLY);
    await user.selectOptions(dialog.getByLabelText(/Time slot/), '10:00');
    // Back to today: 10:00 has passed, so it is no longer offered; the choice shows as passed and is refused.
    await setDate(user, dialog, DAY);
    expect(slotsOffered(dialog)).toEqual(['13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
    expect(dialog.getByLabelText(/Time slot/)).toHaveDisplayValue('10:00 (passed)');
    await user.type(dialog.getByLabelText(/Service address/), '42, Block C, Lajpat Nagar, New Delhi');
    await submit(user, dialog);
    await waitFor(() =>
      expect(dialog.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'The chosen time has already passed. Please pick a later slot.',
      ),
    );
  });

  it('after the last slot says so and "Choose tomorrow" moves the date on, with every slot', async () => {
    vi.setSystemTime(at('18:30'));
    const { user, dialog } = await openBooking();
    const time = dialog.getByLabelText(/Time slot/);
    expect(slotsOffered(dialog)).toEqual([]);
    expect(time).toHaveAccessibleDescription(/Today's time slots have all passed\./);
    await user.click(dialog.getByRole('button', { name: 'Choose tomorrow' }));
    expect(dialog.getByLabelText(/Service date/)).toHaveValue('2030-06-16');
    expect(slotsOffered(dialog)).toEqual(HOURLY);
    expect(time).toHaveFocus();
    expect(dialog.queryByText(/Today's time slots have all passed/)).toBeNull();
  });

  it('refuses a slot that passed while the form was open: the slot text, nothing sent', async () => {
    vi.setSystemTime(at('12:59'));
    const wire = recordWire();
    const { user, dialog } = await openBooking();
    await user.type(dialog.getByLabelText(/Service address/), '42, Block C, Lajpat Nagar, New Delhi');
    await user.selectOptions(dialog.getByLabelText(/Time slot/), '13:00');
    vi.setSystemTime(at('13:01'));
    await submit(user, dialog);
    await waitFor(() =>
      expect(dialog.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'The chosen time has already passed. Please pick a later slot.',
      ),
    );
    expect(dialog.getByLabelText(/Time slot/)).toHaveDisplayValue('13:00 (passed)');
    await waitFor(() => expect(dialog.getByLabelText(/Time slot/)).toHaveFocus());
    expect(slotsOffered(dialog)[0]).toBe('14:00');
    await wire.flush();
    expect(wire.requests.filter((r) => r.url.pathname.endsWith('/bookings/create.php'))).toHaveLength(0);
    wire.stop();
  });
});

describe('the duration', () => {
  it('reads as the package card says it ("5 hrs"), not in minutes', async () => {
    const { dialog } = await openBooking();
    const card = screen.getByRole('article', { name: service().name, hidden: true });
    expect(within(card).getByText('5 hrs')).toBeInTheDocument();
    expect(dialog.getByText('5 hrs')).toBeInTheDocument();
    expect(dialog.queryByText(/300 mins/)).toBeNull();
  });
});

describe("the customer's saved address", () => {
  const SAVED = '42, Block C, Lajpat Nagar, Near Central Market, New Delhi';

  it('is filled in on opening, without asking the browser for a position', async () => {
    const position = fakeGeolocation({ lat: 28.5355, lng: 77.391 });
    const { dialog } = await openBooking({ savedAddress: true });
    expect(dialog.getByLabelText(/Service address/)).toHaveValue(SAVED);
    expect(dialog.getByLabelText(/Pincode/)).toHaveValue('110024');
    expect(position).not.toHaveBeenCalled();
    expect(dialog.queryByRole('status')).toBeNull();
  });

  it('"Use my current location" still fills the position\'s; "Use my saved address" brings it back, sent without coordinates', async () => {
    fakeGeolocation({ lat: 28.5355, lng: 77.391 });
    const wire = recordWire();
    const { user, dialog } = await openBooking({ savedAddress: true });
    await user.click(dialog.getByRole('button', { name: 'Use my current location' }));
    await waitFor(() => expect(valueOf(dialog.getByLabelText(/Service address/))).toContain('Noida'));
    await user.click(dialog.getByRole('button', { name: 'Use my saved address' }));
    expect(dialog.getByLabelText(/Service address/)).toHaveValue(SAVED);
    expect(dialog.getByLabelText(/Pincode/)).toHaveValue('110024');
    await user.selectOptions(dialog.getByLabelText(/Time slot/), '14:00');
    await submit(user, dialog);
    expect(await dialog.findByText(TEXTS.success)).toBeInTheDocument();
    await wire.flush();
    const call = wire.requests.find((r) => r.url.pathname.endsWith('/bookings/create.php'))!;
    expect(call.json).toMatchObject({
      service_address: SAVED,
      pincode: '110024',
      service_latitude: null,
      service_longitude: null,
    });
    wire.stop();
  });

  it('is not offered to a customer whose profile has none: the position is looked for on opening', async () => {
    const position = fakeGeolocation({ lat: 28.5355, lng: 77.391 });
    const { dialog } = await openBooking();
    expect(position).toHaveBeenCalledTimes(1);
    expect(dialog.queryByRole('button', { name: 'Use my saved address' })).toBeNull();
  });
});
