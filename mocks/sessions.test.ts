/**
 * How long the mock backend keeps a session (SPEC §2.4 'Keep me logged in (30 days)', docs/decisions.md): 24
 * hours, 30 days with Remember me, admin sessions 24 hours. Each is proven on both sides of its last millisecond.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as customer from '../src/api/customer';
import { endpointUrl } from '../src/api/endpoints';
import * as vendor from '../src/api/vendor';
import { answerOf } from '../src/test/answerOf';

// The spec's numbers written out, not SESSION_TTL_MS: a changed lifetime must fail here.
const DAY = 24 * 60 * 60_000;

afterEach(() => vi.useRealTimers());

/** Signs in, then asks whether the session is still live `lifetime - 1` ms later and again at `lifetime`. */
async function liveUntil(lifetime: number, signIn: () => Promise<string>, isLive: (token: string) => Promise<boolean>) {
  vi.useFakeTimers();
  const token = await signIn();
  vi.advanceTimersByTime(lifetime - 1);
  const justBefore = await isLive(token);
  vi.advanceTimersByTime(1);
  return { justBefore, atTheEnd: await isLive(token) };
}

describe.each([
  ['without Remember me', false, DAY],
  ['with Remember me', true, 30 * DAY],
])('sessions %s', (_, rememberMe, lifetime) => {
  it(`a customer session lives ${lifetime / DAY} day(s), not a millisecond more`, async () => {
    const outcome = await liveUntil(
      lifetime,
      async () =>
        (await answerOf(customer.login({ email: 'customer@example.com', password: 'Customer@123', rememberMe })))
          .session_token!,
      async (token) => (await answerOf(customer.validateSession(token))).status === 'success',
    );
    expect(outcome).toEqual({ justBefore: true, atTheEnd: false });
  });

  it(`login.php's expires_at says the same ${lifetime / DAY} day(s)`, async () => {
    vi.useFakeTimers();
    const answer = await answerOf(
      customer.login({ email: 'customer@example.com', password: 'Customer@123', rememberMe }),
    );
    expect(Date.parse(answer.expires_at!) - Date.now()).toBe(lifetime);
  });

  it(`a vendor session lives ${lifetime / DAY} day(s), not a millisecond more`, async () => {
    const outcome = await liveUntil(
      lifetime,
      async () =>
        (await answerOf(vendor.vendorLogin({ email: 'vendor@example.com', password: 'Vendor@123', rememberMe })))
          .token!,
      async (token) => (await answerOf(vendor.getVendorData(token))).status === 'success',
    );
    expect(outcome).toEqual({ justBefore: true, atTheEnd: false });
  });
});

it('an admin session lives 24 hours, not a millisecond more', async () => {
  const outcome = await liveUntil(
    DAY,
    async () => {
      const response = await fetch(new URL(endpointUrl('adminLogin'), window.location.href), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'Admin@123' }),
      });
      return ((await response.json()) as { token: string }).token;
    },
    async (token) => {
      const url = new URL(endpointUrl('viewCategory'), window.location.href);
      url.searchParams.set('id', '1');
      return (await fetch(url, { headers: { Authorization: `Bearer ${token}` } })).status !== 401;
    },
  );
  expect(outcome).toEqual({ justBefore: true, atTheEnd: false });
});
