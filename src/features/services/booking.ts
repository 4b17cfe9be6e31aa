/**
 * The booking of the services page (SPEC §3 booking payload, §4, §5, §8, §9): its texts, its constants and the
 * payload it sends. Pure, so the page, the modal and the tests share one definition.
 */
import * as v from 'valibot';
import type { BookingRequest, CustomerUser, ServiceItem } from '../../api/types';
import { localIsoDate, SLOT_PASSED_TEXT, slotHasPassed } from '../../lib/timeSlots';

/** SPEC §8 customer booking alerts and booking geolocation texts, verbatim. */
export const BOOKING_TEXTS = {
  required: 'Please fill in all required fields',
  failed: 'Failed to create booking',
  error: 'Error creating booking. Please try again.',
  success: 'Booking created successfully!',
  locationFailed: 'Unable to get your location. Please enter address manually.',
  locationUnsupported: 'Geolocation is not supported by this browser.',
  /** Not a §8 text: §5 says the date may not be before today and gives no wording (docs/decisions.md). */
  pastDate: 'Please choose today or a later date',
  /** Not a §8 text either: a slot of today that has started is gone (src/lib/timeSlots.ts, docs/decisions.md). */
  slotPassed: SLOT_PASSED_TEXT,
} as const;

/** After a booking the success text shows this long before the modal closes and /bookings opens (docs/decisions.md). */
export const BOOKING_REDIRECT_MS = 1000;

/** SPEC §9: hourly 09:00 to 18:00. */
export const TIME_SLOTS = Array.from({ length: 10 }, (_, i) => `${String(9 + i).padStart(2, '0')}:00`);

export type PaymentMethod = BookingRequest['payment_method'];

/** SPEC §9: cash (default), online, card, with their labels. */
export const PAYMENT_METHODS: readonly { value: PaymentMethod; label: string }[] = [
  { value: 'cash', label: 'Cash on Service' },
  { value: 'online', label: 'Online Payment' },
  { value: 'card', label: 'Card Payment' },
];

/** SPEC §9: GST 18% (rounded) in the summary, service charge 0; the total shown is price plus GST. */
const GST_RATE = 0.18;
const SERVICE_CHARGE = 0;

export interface BookingSummary {
  price: number;
  gst: number;
  serviceCharge: number;
  total: number;
}

export function bookingSummary(price: number): BookingSummary {
  const gst = Math.round(price * GST_RATE);
  return { price, gst, serviceCharge: SERVICE_CHARGE, total: price + gst + SERVICE_CHARGE };
}

/** SPEC §9: pincode 6 characters. The field takes digits only (docs/decisions.md). */
export const PINCODE_LENGTH = 6;

/** Where the booking forms have always taken today from; the rule itself lives with the slots. */
export { localIsoDate };

export interface BookingValues {
  scheduled_date: string;
  scheduled_time: string;
  service_address: string;
  pincode: string;
  special_instructions: string;
  payment_method: PaymentMethod;
}

/** SPEC §4: the modal opens with the date set to today and cash as the payment method. */
export const initialBookingValues = (today = localIsoDate()): BookingValues => ({
  scheduled_date: today,
  scheduled_time: '',
  service_address: '',
  pincode: '',
  special_instructions: '',
  payment_method: 'cash',
});

const required = v.pipe(v.string(), v.trim(), v.nonEmpty(BOOKING_TEXTS.required));

/**
 * SPEC §5, in Valibot (the modal cannot carry Yup: docs/decisions.md): each missing required field carries §8's one
 * text, a date before `today` the date text, a slot of today that has passed by `now()` the slot text. The fields
 * do not repeat it under themselves: the alert says it once and describes each of them.
 */
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

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** SPEC §3 booking payload, field for field; total_amount is the service price without GST (§9). */
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
