/** The separate vendor landing page (SPEC §2.11): stats, benefits, category filter, six service cards, testimonials. */

export const VENDOR_STATS = [
  { value: '12,000+', label: 'Active professionals' },
  { value: '₹75,000', label: 'Top monthly earnings' },
  { value: '4.8 ★', label: 'Average partner rating' },
  { value: '40+', label: 'Cities across India' },
] as const;

// Icon names as literals (`as const`): the screens that draw them check each against the icon table.
export const VENDOR_BENEFITS = [
  {
    icon: 'rupee',
    title: 'Earn more',
    text: 'Keep 75–88% of every booking: commissions run from 12% to 25% depending on the service.',
  },
  {
    icon: 'calendar',
    title: 'Flexible work',
    text: 'Choose your own hours, your service radius and the jobs you accept. No fixed shifts.',
  },
  {
    icon: 'people',
    title: 'Steady customers',
    text: 'Bookings from verified customers in your area, with addresses and time slots confirmed up front.',
  },
  {
    icon: 'phone',
    title: '24/7 support',
    text: 'A partner helpline in Hindi and English, and weekly payouts straight to your bank account.',
  },
] as const;

export type VendorCategoryId = 'all' | 'cleaning' | 'plumbing' | 'repairs' | 'appliance' | 'salon-women' | 'painting';

export const VENDOR_CATEGORY_FILTER: { id: VendorCategoryId; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'cleaning', label: 'Cleaning' },
  { id: 'plumbing', label: 'Plumbing' },
  { id: 'repairs', label: 'Repairs' },
  { id: 'appliance', label: 'Appliance' },
  { id: 'salon-women', label: 'Salon for Women' },
  { id: 'painting', label: 'Painting' },
];

export interface VendorServiceCard {
  id: number;
  name: string;
  category: Exclude<VendorCategoryId, 'all'>;
  image: string;
  /** Platform commission, percent (§9: 12 to 25). */
  commission: number;
  /** Average monthly earning of a full-time partner, rupees. */
  avgEarning: number;
  description: string;
}

export const VENDOR_SERVICE_CARDS: VendorServiceCard[] = [
  {
    id: 1,
    name: 'Home Deep Cleaning',
    category: 'cleaning',
    image: '/images/home/cleaning.svg',
    commission: 18,
    avgEarning: 38000,
    description: 'Full-home, kitchen and bathroom deep cleaning with your own or our supplied equipment.',
  },
  {
    id: 2,
    name: 'Plumbing Services',
    category: 'plumbing',
    image: '/images/home/plumbing.svg',
    commission: 15,
    avgEarning: 42000,
    description: 'Leak repairs, tap and mixer fitting, drain unblocking and water tank installation.',
  },
  {
    id: 3,
    name: 'Electrical & Carpentry Repairs',
    category: 'repairs',
    image: '/images/home/electrical.svg',
    commission: 12,
    avgEarning: 45000,
    description: 'Switchboards, fans, lights, door locks and furniture repairs for homes and shops.',
  },
  {
    id: 4,
    name: 'AC & Appliance Repair',
    category: 'appliance',
    image: '/images/home/ac.svg',
    commission: 20,
    avgEarning: 55000,
    description: 'AC servicing and gas refills, washing machine, refrigerator and RO purifier repairs.',
  },
  {
    id: 5,
    name: 'Salon at Home for Women',
    category: 'salon-women',
    image: '/images/home/salon.svg',
    commission: 25,
    avgEarning: 48000,
    description: 'Waxing, facials, manicure, pedicure and bridal make-up at the customer’s home.',
  },
  {
    id: 6,
    name: 'Home Painting',
    category: 'painting',
    image: '/images/home/painting.svg',
    commission: 22,
    avgEarning: 60000,
    description: 'Interior and exterior painting, texture walls and waterproofing, priced per square foot.',
  },
];

export const VENDOR_TESTIMONIALS = [
  {
    name: 'Ramesh Yadav',
    trade: 'AC technician, Gurgaon',
    quote: 'I used to wait at a shop for walk-ins. Now I get four or five AC jobs a day in summer, all near my home.',
  },
  {
    name: 'Sunita Sharma',
    trade: 'Beautician, Noida',
    quote: 'I choose my own hours around my children’s school. My income has doubled in eight months.',
  },
  {
    name: 'Mohammed Irfan',
    trade: 'Plumber, Faridabad',
    quote: 'Payments come every week without chasing anyone, and the customers are already verified.',
  },
] as const;

/** The three marketing points beside the vendor login (SPEC §2.11). */
export const VENDOR_LOGIN_POINTS = [
  { icon: 'rupee', title: 'Earn More', text: 'Weekly payouts and fair commissions of 12–25%.' },
  { icon: 'calendar', title: 'Flexible Work', text: 'Work the hours and the area you choose.' },
  { icon: 'phone', title: '24/7 Support', text: 'A partner helpline whenever you need it.' },
] as const;
