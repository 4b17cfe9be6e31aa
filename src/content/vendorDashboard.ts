/** The vendor dashboard's sample data (SPEC §1 static content, §2.11, §3): one plumbing and AC business in Delhi NCR. */
export type VendorBookingStatus = 'confirmed' | 'in-progress' | 'pending' | 'completed' | 'cancelled';

export interface VendorBooking {
  id: number;
  service: string;
  customer: string;
  /** YYYY-MM-DD */
  date: string;
  time: string;
  amount: number;
  status: VendorBookingStatus;
  address: string;
}

export interface VendorService {
  id: number;
  name: string;
  category: string;
  priceRange: string;
  status: 'active' | 'paused';
  bookings: number;
  rating: number;
  lastBooked: string;
}

export interface VendorReview {
  id: number;
  customer: string;
  service: string;
  rating: number;
  date: string;
  comment: string;
}

export const VENDOR_OVERVIEW = {
  totalEarnings: 184750,
  totalBookings: 156,
  activeBookings: 8,
  averageRating: 4.7,
  reviewCount: 128,
  completedJobs: 142,
  cancellationRate: 3.2,
  thisMonth: { earnings: 32400, bookings: 27, newCustomers: 11, hoursWorked: 96 },
} as const;

export const VENDOR_BOOKINGS: VendorBooking[] = [
  {
    id: 1042,
    service: 'AC Service & Repair',
    customer: 'Ananya Gupta',
    date: '2024-11-28',
    time: '10:00 AM',
    amount: 1499,
    status: 'confirmed',
    address: 'B-14, Sector 62, Noida',
  },
  {
    id: 1041,
    service: 'Tap & Mixer Repair',
    customer: 'Rohit Malhotra',
    date: '2024-11-27',
    time: '02:00 PM',
    amount: 349,
    status: 'in-progress',
    address: 'DLF Phase 3, Gurgaon',
  },
  {
    id: 1040,
    service: 'Bathroom Fitting Installation',
    customer: 'Kavita Reddy',
    date: '2024-11-27',
    time: '11:00 AM',
    amount: 899,
    status: 'pending',
    address: 'Mayur Vihar Phase 1, Delhi',
  },
  {
    id: 1039,
    service: 'AC Gas Refill',
    customer: 'Vikram Singh',
    date: '2024-11-25',
    time: '04:00 PM',
    amount: 2499,
    status: 'completed',
    address: 'Sector 15, Faridabad',
  },
  {
    id: 1038,
    service: 'Drain Unblocking',
    customer: 'Neha Kapoor',
    date: '2024-11-24',
    time: '09:00 AM',
    amount: 599,
    status: 'completed',
    address: 'Indirapuram, Ghaziabad',
  },
  {
    id: 1037,
    service: 'Water Tank Installation',
    customer: 'Arjun Mehta',
    date: '2024-11-22',
    time: '12:00 PM',
    amount: 1299,
    status: 'cancelled',
    address: 'Saket, Delhi',
  },
  {
    id: 1036,
    service: 'AC Service & Repair',
    customer: 'Pooja Iyer',
    date: '2024-11-20',
    time: '03:00 PM',
    amount: 1499,
    status: 'completed',
    address: 'Sector 50, Noida',
  },
  {
    id: 1035,
    service: 'Tap & Mixer Repair',
    customer: 'Sandeep Joshi',
    date: '2024-11-18',
    time: '10:00 AM',
    amount: 349,
    status: 'pending',
    address: 'Sohna Road, Gurgaon',
  },
];

export const VENDOR_SERVICES: VendorService[] = [
  {
    id: 1,
    name: 'AC Service & Repair',
    category: 'AC & Appliance Repair',
    priceRange: '₹499 – ₹1,499',
    status: 'active',
    bookings: 58,
    rating: 4.8,
    lastBooked: '2024-11-28',
  },
  {
    id: 2,
    name: 'AC Gas Refill',
    category: 'AC & Appliance Repair',
    priceRange: '₹1,999 – ₹2,999',
    status: 'active',
    bookings: 31,
    rating: 4.7,
    lastBooked: '2024-11-25',
  },
  {
    id: 3,
    name: 'Tap & Mixer Repair',
    category: 'Plumbing',
    priceRange: '₹199 – ₹449',
    status: 'active',
    bookings: 34,
    rating: 4.6,
    lastBooked: '2024-11-27',
  },
  {
    id: 4,
    name: 'Drain Unblocking',
    category: 'Plumbing',
    priceRange: '₹399 – ₹799',
    status: 'active',
    bookings: 21,
    rating: 4.5,
    lastBooked: '2024-11-24',
  },
  {
    id: 5,
    name: 'Water Tank Installation',
    category: 'Plumbing',
    priceRange: '₹999 – ₹1,999',
    status: 'paused',
    bookings: 12,
    rating: 4.4,
    lastBooked: '2024-10-30',
  },
];

export const VENDOR_REVIEWS: VendorReview[] = [
  {
    id: 1,
    customer: 'Vikram Singh',
    service: 'AC Gas Refill',
    rating: 5,
    date: '2024-11-25',
    comment: 'Came on time, explained the leak and fixed it. Cooling is perfect now.',
  },
  {
    id: 2,
    customer: 'Neha Kapoor',
    service: 'Drain Unblocking',
    rating: 4,
    date: '2024-11-24',
    comment: 'Quick and clean work. Would have liked a call before arriving.',
  },
  {
    id: 3,
    customer: 'Pooja Iyer',
    service: 'AC Service & Repair',
    rating: 5,
    date: '2024-11-20',
    comment: 'Very polite technician, covered the furniture and cleaned up after.',
  },
  {
    id: 4,
    customer: 'Farhan Qureshi',
    service: 'Tap & Mixer Repair',
    rating: 3,
    date: '2024-11-12',
    comment: 'Fixed the tap but had to come back the next day for a missing part.',
  },
];

/** Reviews by stars, five to one (128 in all). */
export const VENDOR_RATING_BREAKDOWN: { stars: 5 | 4 | 3 | 2 | 1; count: number }[] = [
  { stars: 5, count: 96 },
  { stars: 4, count: 22 },
  { stars: 3, count: 6 },
  { stars: 2, count: 3 },
  { stars: 1, count: 1 },
];

export type AnalyticsPeriod = '30d' | '3m' | '6m' | '1y';
export const ANALYTICS_PERIODS: { id: AnalyticsPeriod; label: string }[] = [
  { id: '30d', label: 'Last 30 days' },
  { id: '3m', label: 'Last 3 months' },
  { id: '6m', label: 'Last 6 months' },
  { id: '1y', label: 'Last year' },
];

export const VENDOR_ANALYTICS: Record<
  AnalyticsPeriod,
  {
    earnings: number;
    bookings: number;
    services: { name: string; bookings: number; earnings: number; rating: number }[];
    metrics: { responseRate: number; completionRate: number; satisfaction: number; repeatCustomers: number };
  }
> = {
  '30d': {
    earnings: 32400,
    bookings: 27,
    services: [
      { name: 'AC Service & Repair', bookings: 11, earnings: 15200, rating: 4.8 },
      { name: 'AC Gas Refill', bookings: 4, earnings: 9800, rating: 4.7 },
      { name: 'Tap & Mixer Repair', bookings: 8, earnings: 2800, rating: 4.6 },
      { name: 'Drain Unblocking', bookings: 4, earnings: 4600, rating: 4.5 },
    ],
    metrics: { responseRate: 96, completionRate: 93, satisfaction: 94, repeatCustomers: 28 },
  },
  '3m': {
    earnings: 91800,
    bookings: 74,
    services: [
      { name: 'AC Service & Repair', bookings: 29, earnings: 41200, rating: 4.8 },
      { name: 'AC Gas Refill', bookings: 12, earnings: 28900, rating: 4.7 },
      { name: 'Tap & Mixer Repair', bookings: 21, earnings: 7400, rating: 4.6 },
      { name: 'Drain Unblocking', bookings: 12, earnings: 14300, rating: 4.5 },
    ],
    metrics: { responseRate: 95, completionRate: 92, satisfaction: 93, repeatCustomers: 31 },
  },
  '6m': {
    earnings: 142600,
    bookings: 118,
    services: [
      { name: 'AC Service & Repair', bookings: 47, earnings: 66400, rating: 4.8 },
      { name: 'AC Gas Refill', bookings: 24, earnings: 45100, rating: 4.7 },
      { name: 'Tap & Mixer Repair', bookings: 29, earnings: 10300, rating: 4.6 },
      { name: 'Drain Unblocking', bookings: 18, earnings: 20800, rating: 4.5 },
    ],
    metrics: { responseRate: 94, completionRate: 92, satisfaction: 93, repeatCustomers: 33 },
  },
  '1y': {
    earnings: 184750,
    bookings: 156,
    services: [
      { name: 'AC Service & Repair', bookings: 58, earnings: 81900, rating: 4.8 },
      { name: 'AC Gas Refill', bookings: 31, earnings: 62300, rating: 4.7 },
      { name: 'Tap & Mixer Repair', bookings: 34, earnings: 11900, rating: 4.6 },
      { name: 'Drain Unblocking', bookings: 21, earnings: 17450, rating: 4.5 },
      { name: 'Water Tank Installation', bookings: 12, earnings: 11200, rating: 4.4 },
    ],
    metrics: { responseRate: 94, completionRate: 91, satisfaction: 92, repeatCustomers: 35 },
  },
};

export const TOP_HOURS = [
  { slot: '10:00 AM – 12:00 PM', share: 34 },
  { slot: '04:00 PM – 06:00 PM', share: 27 },
  { slot: '12:00 PM – 02:00 PM', share: 21 },
  { slot: '06:00 PM – 08:00 PM', share: 18 },
];

export const QUICK_ACTIONS = ['Add New Service', 'Update Availability', 'View Earnings', 'Customer Reviews'] as const;
export const REPORT_BUTTONS = ['Download Monthly Report', 'Earnings PDF', 'Performance Summary'] as const;
