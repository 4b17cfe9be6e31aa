/**
 * Customer sessions that end (issue 9): an expiry that has passed signs out without a call; a session check the
 * server refuses (failed status, 401, 403) signs out and says so; a booking refused because the session ended
 * shows the server's message, signs out, and Book Now then asks for a login that comes back here.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { endpointUrl } from '../../api/endpoints';
import { login } from '../../api/customer';
import { SESSION_ENDED_TEXT } from '../site/SessionEndedAlert';
import { readStored } from '../../lib/storage';
import { localIsoDate, nextDay } from '../../lib/timeSlots';
import { renderRoute } from '../../test/renderRoute';
import { recordWire } from '../../test/wire';
import ServicesPage from './ServicesPage';
import * as servicesData from './ServicesPage.data';
import { answerOf } from '../../test/answerOf';

const SERVICE = () => db().services.find((s) => s.name === '2 BHK Deep Cleaning')!;
const PATH = () => `/services?subcategory_id=${SERVICE().subcategory_id}`;

async function logIn(expires?: string) {
  const answer = await answerOf(login({ email: 'customer@example.com', password: 'Customer@123', rememberMe: false }));
  window.localStorage.setItem('user', JSON.stringify(answer.user));
  window.localStorage.setItem('session_token', answer.session_token!);
  window.localStorage.setItem('session_expires', expires ?? answer.expires_at!);
}

/** The services page inside the customer layout (the header shows the notice). */
async function openServices() {
  const view = renderRoute(<ServicesPage />, { path: PATH(), pattern: '/services', layout: true, data: servicesData });
  const card = await screen.findByRole('article', { name: SERVICE().name });
  return { ...view, card: within(card) };
}

/** Book Now on the card asks for a login, whose Login Now comes back to this page with its query. */
async function bookNowAsksToLogIn(view: Awaited<ReturnType<typeof openServices>>) {
  const book = view.card.getByRole('button', { name: /^Book Now/ });
  await waitFor(() => expect(book).toBeEnabled());
  await view.user.click(book);
  const dialog = await screen.findByRole('dialog', { name: 'Login Required' }, { timeout: 5000 });
  await view.user.click(within(dialog).getByRole('button', { name: 'Login Now' }));
  expect((await screen.findByTestId('location')).textContent).toBe(`/login?next=${encodeURIComponent(PATH())}`);
}

const notice = () => screen.findByText(SESSION_ENDED_TEXT);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a stored session that has expired', () => {
  it('counts as signed out without any call, is cleared, and says so', async () => {
    await logIn(new Date(Date.now() - 60_000).toISOString());
    const wire = recordWire();
    const view = await openServices();
    expect(await notice()).toBeInTheDocument();
    expect(readStored('session_token')).toBeNull();
    expect(readStored('user')).toBeNull();
    expect(screen.getByRole('link', { name: 'Login / Sign Up' })).toBeInTheDocument();
    await wire.flush();
    expect(wire.requests.filter((r) => r.json?.action === 'validateSession')).toEqual([]);
    wire.stop();
    await bookNowAsksToLogIn(view);
  });

  it('reads the PHP date form of the expiry too', async () => {
    await logIn('2020-01-01 10:00:00');
    await openServices();
    expect(await notice()).toBeInTheDocument();
    expect(readStored('session_token')).toBeNull();
  });
});

describe('a session check the server refuses', () => {
  const refusals: [string, () => Response][] = [
    ['a failed status', () => HttpResponse.json({ status: 'error', message: 'Invalid or expired session' })],
    ['HTTP 401', () => HttpResponse.json({ status: 'error', message: 'Unauthorized' }, { status: 401 })],
    ['HTTP 403', () => new HttpResponse('<h1>403 Forbidden</h1>', { status: 403 })],
  ];
  it.each(refusals)(
    '(%s) signs out and tells the customer, politely, with a login that comes back here',
    async (_name, answer) => {
      await logIn();
      server.use(http.post(endpointUrl('validateSession'), answer));
      const view = await openServices();
      const text = await notice();
      expect(text.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
      expect(readStored('session_token')).toBeNull();
      expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        `/login?next=${encodeURIComponent(PATH())}`,
      );
      await view.user.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByText(SESSION_ENDED_TEXT)).toBeNull();
      await bookNowAsksToLogIn(view);
    },
  );

  it('keeps the customer signed in on a server error page (no usable answer)', async () => {
    await logIn();
    server.use(http.post(endpointUrl('validateSession'), () => new HttpResponse('<h1>500</h1>', { status: 500 })));
    await openServices();
    expect(await screen.findByRole('button', { name: /Account menu/ }, { timeout: 3000 })).toBeInTheDocument();
    expect(readStored('session_token')).not.toBeNull();
    expect(screen.queryByText(SESSION_ENDED_TEXT)).toBeNull();
  });
});

/** Whether the DOM ever showed `answer` in the Book Service dialog while its Cancel was disabled. */
function watchAnswerWithLockedForm(answer: string) {
  let seen = false;
  const check = () => {
    const dialog = screen.queryByRole('dialog', { name: 'Book Service' });
    if (!dialog || !dialog.textContent?.includes(answer)) return;
    const cancel = within(dialog).queryByRole('button', { name: 'Cancel' });
    if (cancel && (cancel as HTMLButtonElement).disabled) seen = true;
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  onTestFinished(() => observer.disconnect());
  return () => {
    check();
    observer.disconnect();
    return seen;
  };
}

describe('a booking refused because the session ended', () => {
  async function refusedBooking(refuse: () => void) {
    await logIn();
    const view = await openServices();
    const book = view.card.getByRole('button', { name: /^Book Now/ });
    await waitFor(() => expect(book).toBeEnabled());
    await view.user.click(book);
    const dialog = within(await screen.findByRole('dialog', { name: 'Book Service' }, { timeout: 5000 }));
    // In place of the saved address the modal fills in; tomorrow, so the slot is still to come whenever this runs.
    await view.user.clear(dialog.getByLabelText(/Service address/));
    await view.user.type(dialog.getByLabelText(/Service address/), '42, Block C, Lajpat Nagar, New Delhi');
    await view.user.clear(dialog.getByLabelText(/Service date/));
    await view.user.type(dialog.getByLabelText(/Service date/), nextDay(localIsoDate()));
    await view.user.selectOptions(dialog.getByLabelText(/Time slot/), '11:00');
    refuse();
    await view.user.click(dialog.getByRole('button', { name: 'Confirm Booking' }));
    return { view, dialog };
  }

  it("(the mock's answer) shows the server's message, signs out, and Book Now then asks to log in", async () => {
    const shownWhileLocked = watchAnswerWithLockedForm('Your session has expired. Please log in again.');
    const { view, dialog } = await refusedBooking(() => {
      db().sessions = []; // the server forgot the session meanwhile
    });
    expect(await dialog.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    // The sign-out redraws the page before the router has said the booking is over: the answer must not show
    // on a form that is still locked (Cancel disabled), or a quick Cancel is lost.
    expect(shownWhileLocked()).toBe(false);
    await waitFor(() => expect(readStored('session_token')).toBeNull());
    expect(dialog.getByLabelText(/Service address/)).toHaveValue('42, Block C, Lajpat Nagar, New Delhi');
    await view.user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Book Service' })).toBeNull());
    expect(await notice()).toBeInTheDocument();
    await bookNowAsksToLogIn(view);
  });

  it('(HTTP 401 with a JSON message) does the same', async () => {
    const { view, dialog } = await refusedBooking(() =>
      server.use(
        http.post(endpointUrl('createBooking'), () =>
          HttpResponse.json({ status: 'error', message: 'Session token is invalid' }, { status: 401 }),
        ),
      ),
    );
    expect(await dialog.findByText('Session token is invalid')).toBeInTheDocument();
    await waitFor(() => expect(readStored('session_token')).toBeNull());
    await view.user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await bookNowAsksToLogIn(view);
  });

  it('another refusal keeps the customer signed in', async () => {
    const { dialog } = await refusedBooking(() =>
      server.use(
        http.post(endpointUrl('createBooking'), () =>
          HttpResponse.json({ status: 'error', message: 'The selected service is not available' }),
        ),
      ),
    );
    expect(await dialog.findByText('The selected service is not available')).toBeInTheDocument();
    expect(readStored('session_token')).not.toBeNull();
  });
});
