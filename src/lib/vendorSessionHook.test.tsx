/** useVendorSession while the refresh is under way: late answers after unmount or logout change nothing. */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db';
import { DAY_MS, openSession } from '../../mocks/handlers/kit';
import { setScenario } from '../../mocks/scenarios';
import { renderRoute } from '../test/renderRoute';
import { recordWire } from '../test/wire';
import { VendorSessionProbe } from '../test/VendorSessionProbe';
import { forgetVendorRefresh, saveVendorLogin } from './vendorSession';
import { readStored } from './storage';
import { OtherTabRemovesDuringCommit } from '../test/otherTabDuringCommit';

const renders = vi.fn();

function signInWithStaleCache() {
  const vendor = db().vendors.find((v) => v.email === 'vendor@example.com')!;
  saveVendorLogin(openSession('vendor', vendor.id, DAY_MS).token, { name: 'Old Name' }, false);
  return `${vendor.firstName} ${vendor.lastName}`;
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 400)));

beforeEach(() => {
  forgetVendorRefresh();
  renders.mockClear();
  setScenario({ latencyMs: 300 });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('useVendorSession', () => {
  it('a logout in another tab between the first render and its listener still signs this tab out', async () => {
    signInWithStaleCache();
    window.sessionStorage.setItem('vendorRegistrationDraft', JSON.stringify({ step: 2 }));
    renderRoute(
      <>
        <VendorSessionProbe onRender={renders} />
        <OtherTabRemovesDuringCommit keys={['vendorToken', 'vendorData']} />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('vendor')).toHaveTextContent('signed out'));
    // What this tab kept for the vendor goes with the session, as when the event is heard.
    expect(window.sessionStorage.getItem('vendorRegistrationDraft')).toBeNull();
  });

  it('shows the cache at once, then the refreshed vendor', async () => {
    const name = signInWithStaleCache();
    renderRoute(<VendorSessionProbe onRender={renders} />);
    expect(screen.getByTestId('vendor')).toHaveTextContent('Old Name');
    await waitFor(() => expect(screen.getByTestId('vendor')).toHaveTextContent(name));
  });

  it('a refresh that answers after the screen is gone reaches no one', async () => {
    signInWithStaleCache();
    const wire = recordWire();
    const { unmount } = renderRoute(<VendorSessionProbe onRender={renders} />);
    await waitFor(() => expect(wire.requests).toHaveLength(1));
    const before = renders.mock.calls.length;
    unmount();
    await settle();
    expect(renders.mock.calls.length).toBe(before);
    wire.stop();
  });

  it('a refresh that answers after a logout does not sign the vendor back in', async () => {
    signInWithStaleCache();
    const wire = recordWire();
    const { user } = renderRoute(<VendorSessionProbe onRender={renders} />);
    await waitFor(() => expect(wire.requests).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await settle();
    expect(readStored('vendorToken')).toBeNull();
    expect(readStored('vendorData')).toBeNull();
    wire.stop();
  });
});
