/**
 * contractReport, which `npm run check:contract` prints for every §7 answer of the mock: one line per problem,
 * named by the call's path, what breaks a screen apart from what only a field no screen reads gets wrong.
 */
import { expect, it } from 'vitest';
import { contractReport } from './schemas';

it('says what breaks a screen, one line each, by the call’s path and the field', () => {
  const user = { id: 1, name: 'Asha Verma', email: 'asha@example.com' };
  expect(contractReport('login', { status: 'success', user, session_token: 5 })).toEqual({
    failures: ['login.php session_token: expected string, got 5'],
    notes: [],
  });
});

it('keeps what only a field no screen reads gets wrong, or misses, as notes', () => {
  expect(contractReport('createBooking', { status: 'success', booking_id: 'B-1' })).toEqual({
    failures: [],
    notes: [
      'bookings/create.php booking_id: expected number, got "B-1"',
      'bookings/create.php booking_number: expected this field (no screen reads it), got nothing',
    ],
  });
});

it('has nothing to say about a call whose answer is not read', () => {
  expect(contractReport('logout', 'anything at all')).toEqual({ failures: [], notes: [] });
});
