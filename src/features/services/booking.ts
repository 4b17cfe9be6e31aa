import * as v from 'valibot';
import type { BookingRequest, CustomerUser, ServiceItem } from '../../api/types';
import type { Coordinates } from '../../lib/location';
import { localIsoDate, SLOT_PASSED_TEXT, slotHasPassed } from '../../lib/timeSlots';

export const BOOKING_TEXTS = {
  required: 'Please fill in all required fields',
  failed: 'Failed to create booking',
  error: 'Error creating booking. Please try again.',
  success: 'Booking created successfully!',
  locationFailed: 'Unable to get your location. Please enter address manually.',
  locationUnsupported: 'Geolocation is not supported by this browser.',
  /** Ours, as are the slot's and the offline line (docs/decisions.md). */
  offline: 'You are offline. Everything you typed is kept: confirm again once you are back online.',
  pastDate: 'Please choose today or a later date',
  slotPassed: SLOT_PASSED_TEXT,
} as const;

/** How long the success text shows before the modal closes and /bookings opens. */
export const BOOKING_REDIRECT_MS = 1000;

export const TIME_SLOTS = Array.from({ length: 10 }, (_, i) => `${String(9 + i).padStart(2, '0')}:00`);

export type PaymentMethod = BookingRequest['payment_method'];

export const PAYMENT_METHODS: readonly { value: PaymentMethod; label: string }[] = [
  { value: 'cash', label: 'Cash on Service' },
  { value: 'online', label: 'Online Payment' },
  { value: 'card', label: 'Card Payment' },
];

/** GST 18%, rounded; no service charge. */
export function bookingSummary(price: number) {
  const gst = Math.round(price * 0.18);
  return { price, gst, serviceCharge: 0, total: price + gst };
}

export const initialBookingValues = (today = localIsoDate()) => ({
  scheduled_date: today,
  scheduled_time: '',
  service_address: '',
  pincode: '',
  special_instructions: '',
  payment_method: 'cash' as PaymentMethod,
});
export type BookingValues = ReturnType<typeof initialBookingValues>;

const required = v.pipe(v.string(), v.trim(), v.nonEmpty(BOOKING_TEXTS.required));

/** Valibot: the modal cannot carry Yup (docs/decisions.md). The alert states the errors, not the fields. */
export const bookingSchema = (today: string, now = Date.now) =>
  v.pipe(
    v.object({
      // ISO dates compare as strings.
      scheduled_date: v.pipe(
        required,
        v.check((date) => date >= today, BOOKING_TEXTS.pastDate),
      ),
      scheduled_time: required,
      service_address: required,
    }),
    v.forward(
      v.partialCheck(
        [['scheduled_date'], ['scheduled_time']],
        ({ scheduled_date, scheduled_time }) => !slotHasPassed(scheduled_date, scheduled_time, now()),
        BOOKING_TEXTS.slotPassed,
      ),
      ['scheduled_time'],
    ),
  );

/** The alert for a refused submit: the missing fields first, else the first other error (the date's, the slot's). */
export const bookingErrorText = (errors: Partial<Record<keyof BookingValues, string>>) =>
  Object.values(errors).includes(BOOKING_TEXTS.required)
    ? BOOKING_TEXTS.required
    : (Object.values(errors)[0] ?? BOOKING_TEXTS.required);

/** total_amount is the service price without GST. */
export function bookingPayload(
  user: CustomerUser,
  service: ServiceItem,
  values: BookingValues,
  coordinates: Coordinates | null,
): BookingRequest {
  const price = Number(service.price);
  return {
    user_id: user.id,
    service_id: service.id,
    category_id: service.category_id ?? null,
    subcategory_id: service.subcategory_id ?? null,
    service_name: service.name,
    service_price: price,
    total_amount: price,
    service_address: values.service_address.trim(),
    service_latitude: coordinates?.latitude ?? null,
    service_longitude: coordinates?.longitude ?? null,
    pincode: values.pincode.trim(),
    scheduled_date: values.scheduled_date,
    scheduled_time: values.scheduled_time,
    special_instructions: values.special_instructions.trim(),
    payment_method: values.payment_method,
  };
}
