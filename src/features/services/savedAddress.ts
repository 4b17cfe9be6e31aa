/**
 * The address a signed-in customer gave at registration, as the booking modal offers it. The session's user is the
 * login answer's, which the spec does not shape beyond id, name and e-mail: the mock backend sends the whole
 * profile (address, landmark, city, state, pincode), a real one may send less, so every part is read with care
 * and a user without a street address has none to offer.
 */
import type { CustomerUser } from '../../api/types';
import { digitsOnly } from '../../lib/digitsOnly';
import { INPUT_LIMITS } from '../../lib/inputLimits';
import { PINCODE_LENGTH } from './booking';

export interface SavedAddress {
  /** One line for the service address field: street, landmark, city, state. */
  address: string;
  /** Digits only, at most six; '' when the profile has none. */
  pincode: string;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function savedAddressOf(user: CustomerUser | null | undefined): SavedAddress | null {
  const profile = (user ?? {}) as Record<string, unknown>;
  const street = textOf(profile.address);
  if (!street) return null;
  let address = street;
  // A part the line already names ('Delhi' after 'New Delhi') is not said twice.
  for (const part of [profile.landmark, profile.city, profile.state].map(textOf)) {
    if (part && !address.toLowerCase().includes(part.toLowerCase())) address += `, ${part}`;
  }
  const pincode = typeof profile.pincode === 'number' ? String(profile.pincode) : textOf(profile.pincode);
  return { address: address.slice(0, INPUT_LIMITS.address), pincode: digitsOnly(pincode, PINCODE_LENGTH) };
}
