/**
 * The customer dashboard's sample data (SPEC §2.10, §3 sample booking and sample customer profile): no call of
 * §7 lists a customer's bookings or profile, so these are hard-coded. Amounts are rupees.
 */
export type BookingStatus = 'pending' | 'confirmed' | 'in_progress' | 'completed' | 'cancelled';

export interface SampleBooking {
  id: number;
  booking_number: string;
  service_name: string;
  vendor_name: string;
  /** YYYY-MM-DD */
  scheduled_date: string;
  /** HH:MM, 24-hour */
  scheduled_time: string;
  /** Any text may come; an unknown status shows as Pending (SPEC §4). */
  status: string;
  total_amount: number;
  service_address: string;
  category: string;
  vendor_phone: string;
  /** 1-5, given after completion. */
  rating?: number;
}

export interface SampleProfile {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  profile_image: string | null;
  email_verified: boolean;
  phone_verified: boolean;
}

export const SAMPLE_BOOKINGS: readonly SampleBooking[] = [
  {
    id: 1,
    booking_number: 'BK000001',
    service_name: 'AC Service & Repair',
    vendor_name: 'CoolBreeze Technicians',
    scheduled_date: '2026-12-04',
    scheduled_time: '10:00',
    status: 'confirmed',
    total_amount: 599,
    service_address: 'Flat 1204, Tower C, Supertech Capetown, Sector 74, Noida',
    category: 'AC & Appliance Repair',
    vendor_phone: '9810012345',
  },
  {
    id: 2,
    booking_number: 'BK000002',
    service_name: 'Full Home Deep Cleaning',
    vendor_name: 'SparkleHome Services',
    scheduled_date: '2026-11-15',
    scheduled_time: '09:00',
    status: 'completed',
    total_amount: 3499,
    service_address: 'Flat 1204, Tower C, Supertech Capetown, Sector 74, Noida',
    category: 'Cleaning & Pest Control',
    vendor_phone: '9899023456',
    rating: 5,
  },
  {
    id: 3,
    booking_number: 'BK000003',
    service_name: 'Plumbing Repairs',
    vendor_name: 'Sharma Plumbing Works',
    scheduled_date: '2026-12-06',
    scheduled_time: '14:00',
    status: 'pending',
    total_amount: 349,
    service_address: 'Flat 1204, Tower C, Supertech Capetown, Sector 74, Noida',
    category: 'Home Repairs',
    vendor_phone: '9717034567',
  },
  {
    id: 4,
    booking_number: 'BK000004',
    service_name: 'Salon for Women',
    vendor_name: 'Glow Beauty at Home',
    scheduled_date: '2026-11-28',
    scheduled_time: '16:00',
    status: 'in_progress',
    total_amount: 1299,
    service_address: 'House 27, Block B, Sector 50, Noida',
    category: 'Salon, Spa & Massage',
    vendor_phone: '9650045678',
  },
  {
    id: 5,
    booking_number: 'BK000005',
    service_name: 'Cockroach & Ant Control',
    vendor_name: 'PestFree India',
    scheduled_date: '2026-10-20',
    scheduled_time: '11:00',
    status: 'completed',
    total_amount: 899,
    service_address: 'Flat 1204, Tower C, Supertech Capetown, Sector 74, Noida',
    category: 'Cleaning & Pest Control',
    vendor_phone: '9958056789',
    rating: 4,
  },
  {
    id: 6,
    booking_number: 'BK000006',
    service_name: 'Washing Machine Repair',
    vendor_name: 'QuickFix Appliances',
    scheduled_date: '2026-10-02',
    scheduled_time: '12:00',
    status: 'cancelled',
    total_amount: 449,
    service_address: 'Flat 1204, Tower C, Supertech Capetown, Sector 74, Noida',
    category: 'AC & Appliance Repair',
    vendor_phone: '9811067890',
  },
  {
    id: 7,
    booking_number: 'BK000007',
    service_name: 'Full Body Massage',
    vendor_name: 'Ayur Wellness Therapists',
    scheduled_date: '2026-09-14',
    scheduled_time: '17:00',
    status: 'completed',
    total_amount: 1499,
    service_address: 'House 27, Block B, Sector 50, Noida',
    category: 'Personal & Wellness',
    vendor_phone: '9873078901',
    rating: 5,
  },
];

export const SAMPLE_PROFILE: SampleProfile = {
  name: 'Priya Sharma',
  email: 'priya.sharma@example.com',
  phone: '9876543210',
  address: 'Flat 1204, Tower C, Supertech Capetown, Sector 74',
  city: 'Noida',
  state: 'Uttar Pradesh',
  pincode: '201301',
  profile_image: null,
  email_verified: true,
  phone_verified: true,
};

/** Loyalty points of the sample account, shown by the Loyalty Points button. */
export const SAMPLE_LOYALTY_POINTS = 350;
