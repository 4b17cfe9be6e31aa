import { STORAGE_KEYS } from '../../lib/storage';

/**
 * No call keeps the customer's choices on the server, so they live in localStorage (docs/decisions.md) until the
 * customer logs out: they are that person's, not the next one's (`forgetUser('customer')`).
 */
export const SETTINGS_KEY = STORAGE_KEYS.customerSettings;

export const DEFAULT_SETTINGS = {
  bookingUpdates: true,
  smsAlerts: true,
  whatsappReminders: false,
  offers: false,
  showNameToProfessionals: true,
  shareUsageData: false,
};
export type CustomerSettings = typeof DEFAULT_SETTINGS;

/** Stored choices over the defaults; anything unreadable or not a yes/no falls back to the default. */
export function readSettings(): CustomerSettings {
  try {
    const stored = JSON.parse(window.localStorage.getItem(SETTINGS_KEY) ?? '{}') as Record<string, unknown>;
    const settings = { ...DEFAULT_SETTINGS };
    for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof CustomerSettings)[]) {
      if (typeof stored[key] === 'boolean') settings[key] = stored[key];
    }
    return settings;
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

export function saveSettings(settings: CustomerSettings): boolean {
  try {
    window.localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
    return true;
  } catch {
    return false;
  }
}
