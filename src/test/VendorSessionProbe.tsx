import { useVendorSession } from '../lib/vendorSession';

/** What useVendorSession gives a screen: the vendor's name or 'signed out', and its logout as a button. */
export function VendorSessionProbe({ onRender }: { onRender?: (name: string | null) => void }) {
  const { vendor, loggedIn, logout } = useVendorSession();
  onRender?.(vendor?.name ?? null);
  return (
    <>
      <p data-testid="vendor">{loggedIn ? (vendor?.name ?? 'no name') : 'signed out'}</p>
      <button type="button" onClick={logout}>
        Logout
      </button>
    </>
  );
}
