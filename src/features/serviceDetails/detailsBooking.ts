/** Service details' booking: no server call, so it is checked here, logged and confirmed. Prices in dollars. */
import * as Yup from 'yup';
import type { CustomerUser } from '../../api/types';
import { thousands } from '../../lib/digitGroups';
import { isEmail } from '../../lib/email';
import { SLOT_PASSED_TEXT, slotHasPassed } from '../../lib/timeSlots';

/** pastDate and slotPassed are ours (docs/decisions.md). */
export const DETAILS_TEXTS = {
  name: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid 10-digit phone number',
  address: 'Address is required',
  city: 'City is required',
  zipCode: 'ZIP code is required',
  date: 'Date is required',
  pastDate: 'Please choose today or a later date',
  time: 'Time is required',
  slotPassed: SLOT_PASSED_TEXT,
} as const;

export const SERVICE_FEE = 5;

/** Values are 24-hour so they sort and compare. */
export const DETAILS_TIME_SLOTS = Array.from({ length: 9 }, (_, i) => {
  const value = `${String(9 + i).padStart(2, '0')}:00`;
  return { value, label: formatTime(value) };
});

export type Prefill = Pick<CustomerUser, 'name' | 'email'>;

export const emptyDetailsBooking = (prefill: Prefill | null = null) => ({
  name: prefill?.name ?? '',
  email: prefill?.email ?? '',
  phone: '',
  address: '',
  city: '',
  zipCode: '',
  date: '',
  time: '',
  instructions: '',
});
export type DetailsBookingValues = ReturnType<typeof emptyDetailsBooking>;

const filled = (message: string) => Yup.string().trim().required(message);

/** `today` is the local YYYY-MM-DD; a slot of today passes by `now()`. */
export const detailsBookingSchema = (today: string, now = Date.now) =>
  Yup.object({
    name: filled(DETAILS_TEXTS.name),
    email: filled(DETAILS_TEXTS.emailRequired).test(
      'email',
      DETAILS_TEXTS.emailInvalid,
      (email) => !email || isEmail(email),
    ),
    phone: filled(DETAILS_TEXTS.phoneRequired).matches(/^\d{10}$/, DETAILS_TEXTS.phoneInvalid),
    address: filled(DETAILS_TEXTS.address),
    city: filled(DETAILS_TEXTS.city),
    zipCode: filled(DETAILS_TEXTS.zipCode),
    // ISO dates compare as strings.
    date: Yup.string()
      .required(DETAILS_TEXTS.date)
      .test('from-today', DETAILS_TEXTS.pastDate, (date) => !date || date >= today),
    time: Yup.string()
      .required(DETAILS_TEXTS.time)
      .test(
        'open',
        DETAILS_TEXTS.slotPassed,
        (time, { parent }: { parent: Partial<DetailsBookingValues> }) =>
          !time || !parent.date || parent.date < today || !slotHasPassed(parent.date, time, now()),
      ),
  });

export const detailsTotal = (basePrice: number): number => basePrice + SERVICE_FEE;

export function detailsSummary(service: { id: number; name: string; basePrice: number }, values: DetailsBookingValues) {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.trim()]),
  ) as unknown as DetailsBookingValues;
  return {
    serviceId: service.id,
    serviceName: service.name,
    ...trimmed,
    basePrice: service.basePrice,
    serviceFee: SERVICE_FEE,
    total: detailsTotal(service.basePrice),
  };
}
export type DetailsBookingSummary = ReturnType<typeof detailsSummary>;

/** A price in whole dollars ('$1,299'); prices are never negative. */
export const formatDollars = (amount: number): string => `$${thousands(Math.round(amount))}`;

/** '2026-12-04' → 'Fri, 4 Dec 2026' (the date as written, never shifted by time zones). */
export function formatDay(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Date(y, m - 1, d).toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** '14:00' → '2:00 PM'; anything else is shown as it came. */
export function formatTime(value: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  if (!match) return value;
  const hour = Number(match[1]);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${match[2]} ${hour >= 12 ? 'PM' : 'AM'}`;
}
