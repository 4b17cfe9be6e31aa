/** The customer session while a page stays open: expiry without a reload, late answers after unmount. */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '../api/customer';
import { setScenario } from '../../mocks/scenarios';
import { renderRoute } from '../test/renderRoute';
import { recordWire } from '../test/wire';
import { SESSION_ENDED, useCustomerSession } from './customerSession';
import { readStored } from './storage';
import { answerOf } from '../test/answerOf';
import { OtherTabRemovesDuringCommit } from '../test/otherTabDuringCommit';

const renders = vi.fn();
function SessionProbe() {
  const { user, validating } = useCustomerSession();
  renders(user?.name ?? null);
  return <p data-testid="session">{validating ? 'checking' : (user?.name ?? 'signed out')}</p>;
}

/** A real session of the demo customer that expires `inMs` from now, stored as a login would store it. */
async function storeSession(inMs: number) {
  const answer = await answerOf(login({ email: 'customer@example.com', password: 'Customer@123', rememberMe: false }));
  window.localStorage.setItem('user', JSON.stringify(answer.user));
  window.localStorage.setItem('session_token', answer.session_token!);
  window.localStorage.setItem('session_expires', new Date(Date.now() + inMs).toISOString());
}

beforeEach(() => {
  renders.mockClear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('customer session expiry while the page stays open', () => {
  it('signs out when session_expires passes, without a reload and without a call', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await storeSession(60_000);
    const ended = vi.fn();
    window.addEventListener(SESSION_ENDED, ended);
    const wire = recordWire();
    renderRoute(<SessionProbe />, { fakeTimers: true });
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('Priya Sharma'));
    await wire.flush();
    const sent = wire.requests.length;

    await act(async () => vi.advanceTimersByTime(55_000));
    expect(screen.getByTestId('session')).toHaveTextContent('Priya Sharma');

    await act(async () => vi.advanceTimersByTime(5_000));
    expect(screen.getByTestId('session')).toHaveTextContent('signed out');
    expect(readStored('session_token')).toBeNull();
    expect(readStored('user')).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    await wire.flush();
    expect(wire.requests).toHaveLength(sent);
    wire.stop();
    window.removeEventListener(SESSION_ENDED, ended);
  });

  it('a page shown again after the device slept signs out at once if the expiry passed meanwhile', async () => {
    await storeSession(60_000);
    renderRoute(<SessionProbe />);
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('Priya Sharma'));
    // A sleeping device runs no timers: the clock jumps, the timer has not fired yet.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(screen.getByTestId('session')).toHaveTextContent('signed out');
    expect(readStored('session_token')).toBeNull();
  });

  it('a session without a stored expiry is left to the server', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await storeSession(60_000);
    window.localStorage.removeItem('session_expires');
    renderRoute(<SessionProbe />, { fakeTimers: true });
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('Priya Sharma'));
    await act(async () => vi.advanceTimersByTime(24 * 3600_000));
    expect(screen.getByTestId('session')).toHaveTextContent('Priya Sharma');
  });
});

// session_expires is the boundary itself: the session is live until that millisecond and not one after.
describe('customer session expiry when a page opens', () => {
  async function openAt(offsetFromExpiry: number) {
    await storeSession(60_000);
    const expires = Date.parse(readStored('session_expires')!);
    vi.spyOn(Date, 'now').mockReturnValue(expires + offsetFromExpiry);
    const wire = recordWire();
    renderRoute(<SessionProbe />);
    return wire;
  }

  it('1 ms before session_expires: shows the customer and checks the session with the server', async () => {
    const wire = await openAt(-1);
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('Priya Sharma'));
    await wire.flush();
    expect(wire.requests.map((request) => request.json?.action)).toEqual(['validateSession']);
    wire.stop();
  });

  it('at session_expires: signed out at once, without a call', async () => {
    const wire = await openAt(0);
    expect(screen.getByTestId('session')).toHaveTextContent('signed out');
    expect(readStored('session_token')).toBeNull();
    await wire.flush();
    expect(wire.requests).toHaveLength(0);
    wire.stop();
  });
});

describe('another tab', () => {
  it('a logout there between the first render and the listeners still signs this tab out', async () => {
    await storeSession(24 * 60 * 60 * 1000);
    renderRoute(
      <>
        <SessionProbe />
        <OtherTabRemovesDuringCommit keys={['user', 'session_token', 'session_expires']} />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed out'));
    expect(renders).toHaveBeenLastCalledWith(null);
  });
});

describe('the session check', () => {
  it('an answer that arrives after the screen is gone reaches no one', async () => {
    await storeSession(3600_000);
    setScenario({ latencyMs: 300 });
    const wire = recordWire();
    const { unmount } = renderRoute(<SessionProbe />);
    expect(screen.getByTestId('session')).toHaveTextContent('checking');
    await waitFor(() => expect(wire.requests).toHaveLength(1));
    const before = renders.mock.calls.length;
    unmount();
    await wire.flush();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(renders.mock.calls.length).toBe(before);
    wire.stop();
  });
});
