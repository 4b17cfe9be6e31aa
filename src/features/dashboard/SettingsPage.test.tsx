import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';
import { SETTINGS_KEY } from './settingsStore';
import SettingsPage from './SettingsPage';

afterEach(() => window.localStorage.clear());

describe('/settings', () => {
  it('keeps the notification and privacy switches in this browser', async () => {
    const first = renderRoute(<SettingsPage />, { path: '/settings', pattern: '/settings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText(/kept in this browser only/)).toBeInTheDocument();
    const offers = screen.getByRole('checkbox', { name: 'Offers and discount codes' });
    expect(offers).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeDisabled();
    await first.user.click(offers);
    await first.user.click(screen.getByRole('checkbox', { name: 'Booking updates by e-mail' }));
    await first.user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Settings saved in this browser.');
    expect(JSON.parse(window.localStorage.getItem(SETTINGS_KEY)!)).toMatchObject({
      offers: true,
      bookingUpdates: false,
    });
    first.unmount();

    renderRoute(<SettingsPage />, { path: '/settings', pattern: '/settings' });
    expect(screen.getByRole('checkbox', { name: 'Offers and discount codes' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Booking updates by e-mail' })).not.toBeChecked();
  });

  it('ignores stored values that are not yes/no', () => {
    window.localStorage.setItem(SETTINGS_KEY, '{"offers":"yes","smsAlerts":false}');
    renderRoute(<SettingsPage />, { path: '/settings', pattern: '/settings' });
    expect(screen.getByRole('checkbox', { name: 'Offers and discount codes' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /SMS alerts/ })).not.toBeChecked();
  });
});
