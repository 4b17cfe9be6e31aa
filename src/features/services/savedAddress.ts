/**
 * The address the customer gave at registration. The login answer is not shaped beyond id, name and e-mail: a real
 * backend may send less than the mock's whole profile, so every part is read with care.
 */
import type { CustomerUser } from '../../api/types';
import { digitsOnly } from '../../lib/digitsOnly';
import { INPUT_LIMITS } from '../../lib/inputLimits';

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function savedAddressOf(user: CustomerUser | null | undefined) {
  const profile = (user ?? {}) as Record<string, unknown>;
  const street = textOf(profile.address);
  if (!street) return null;
  let address = street;
  // A part the line already names ('Delhi' after 'New Delhi') is not said twice.
  for (const part of [profile.landmark, profile.city, profile.state].map(textOf)) {
    if (part && !address.toLowerCase().includes(part.toLowerCase())) address += `, ${part}`;
  }
  const pincode = typeof profile.pincode === 'number' ? String(profile.pincode) : textOf(profile.pincode);
  return { address: address.slice(0, INPUT_LIMITS.address), pincode: digitsOnly(pincode, INPUT_LIMITS.pincode) };
}
