/** One booking as the /services form sends it (SPEC §7 bookings/create.php), for tests and stories to start from. */
import type { BookingRequest } from '../api/types';

export const sampleBooking = (changes: Partial<BookingRequest> = {}): BookingRequest => ({
  user_id: 1,
  service_id: 3,
  category_id: 1,
  subcategory_id: 2,
  service_name: 'Classic Bathroom Cleaning',
  service_price: 499,
  total_amount: 499,
  service_address: 'Flat 402, Tower B, Sector 18, Noida',
  service_latitude: null,
  service_longitude: null,
  pincode: '201301',
  scheduled_date: '2026-12-01',
  scheduled_time: '10:00',
  special_instructions: '',
  payment_method: 'cash',
  ...changes,
});
