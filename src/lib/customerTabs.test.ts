/**
 * Customer logins and logouts in other tabs (customerTabs.ts): the browser tells this tab with a `storage` event
 * naming the changed key (null for a `clear()`). This tab hears a login or a logout through the auth events, drops
 * what it kept of the previous customer when the session itself changed, and ignores every other key.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerUser } from '../api/types';
import { onAuthChange } from './authEvents';
import { followCustomerTabs } from './customerTabs';

const PRIYA: CustomerUser = { id: 3, name: 'Priya Sharma', email: 'customer@example.com', profile_image: null };
const ASHA: CustomerUser = { id: 99, name: 'Asha Verma', email: 'asha@example.com', profile_image: null };

/** What another tab left in the shared localStorage, then the event this tab gets about `key`. */
function otherTab(key: string | null, stored: { user?: CustomerUser; session_token?: string } = {}) {
  if (stored.user) window.localStorage.setItem('user', JSON.stringify(stored.user));
  if (stored.session_token) window.localStorage.setItem('session_token', stored.session_token);
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: window.localStorage }));
}

/** The booking this tab made, kept in its own sessionStorage. */
const keptByThisTab = () => window.sessionStorage.getItem('recentBooking');

let heard: (CustomerUser | null)[];
let stopHearing: () => void;
let stopFollowing: () => void;
beforeEach(() => {
  heard = [];
  stopHearing = onAuthChange((user) => heard.push(user));
  stopFollowing = followCustomerTabs();
  window.sessionStorage.setItem('recentBooking', '{"booking_number":"BK1"}');
});
afterEach(() => {
  stopFollowing();
  stopHearing();
});

describe('a change in another tab', () => {
  it('a login there is a login here, with the stored customer; this tab forgets the previous one’s booking', () => {
    otherTab('session_token', { user: ASHA, session_token: 'tok-other-tab' });
    expect(heard).toEqual([ASHA]);
    expect(keptByThisTab()).toBeNull();
  });

  it('a logout there is a logout here, and this tab forgets the booking', () => {
    otherTab('session_token');
    expect(heard).toEqual([null]);
    expect(keptByThisTab()).toBeNull();
  });

  it('storage cleared there (no key) is followed as a session change', () => {
    otherTab(null);
    expect(heard).toEqual([null]);
    expect(keptByThisTab()).toBeNull();

    window.sessionStorage.setItem('recentBooking', '{"booking_number":"BK2"}');
    otherTab(null, { user: PRIYA, session_token: 'tok-after-clear' });
    expect(heard).toEqual([null, PRIYA]);
    expect(keptByThisTab()).toBeNull();
  });

  it('the same session’s customer updated there (only the user key) reaches this tab, which keeps its booking', () => {
    otherTab('session_token', { user: PRIYA, session_token: 'tok-same' });
    window.sessionStorage.setItem('recentBooking', '{"booking_number":"BK2"}');
    otherTab('user', { user: { ...PRIYA, name: 'Priya S.' } });
    expect(heard).toEqual([PRIYA, { ...PRIYA, name: 'Priya S.' }]);
    expect(keptByThisTab()).toBe('{"booking_number":"BK2"}');
  });

  it.each(['userLocation', 'session_expires', 'customerSettings', 'vendorToken', 'adminSession'])(
    'a change of %s is not a customer login or logout: ignored',
    (key) => {
      otherTab(key, { user: PRIYA, session_token: 'tok-unrelated' });
      expect(heard).toEqual([]);
      expect(keptByThisTab()).toBe('{"booking_number":"BK1"}');
    },
  );

  it('once stopped, this tab follows nothing more', () => {
    stopFollowing();
    otherTab('session_token', { user: ASHA, session_token: 'tok-after-stop' });
    otherTab(null);
    expect(heard).toEqual([]);
    expect(keptByThisTab()).toBe('{"booking_number":"BK1"}');
  });
});
