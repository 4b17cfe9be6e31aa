/**
 * The lower part of the home page (SPEC §2.3): sample service cards, how it works, provider call, FAQ, banner.
 * Separate from home.ts because that part of the page loads later (see features/home/HomeMore.tsx).
 */
import { IMG, type FaqEntry, type SampleServiceCard, type Step } from './home';

const card = (
  id: number,
  name: string,
  category: string,
  price: string,
  originalPrice: string,
  rating: number,
  reviewCount: number,
  discount: string,
  image: string,
  imageAlt: string,
): SampleServiceCard => ({
  id,
  name,
  category,
  price,
  originalPrice,
  rating,
  reviewCount,
  discount,
  imageUrl: `${IMG}/${image}.svg`,
  imageAlt,
});

export const POPULAR_SERVICES: SampleServiceCard[] = [
  card(
    7,
    'Full Home Deep Cleaning',
    'Cleaning & Pest Control',
    '₹2,499',
    '₹3,199',
    4.8,
    2150,
    '22% off',
    'cleaning',
    'A cleaner scrubbing a living room floor',
  ),
  card(
    19,
    'AC Service & Repair',
    'AC & Appliance Repair',
    '₹499',
    '₹699',
    4.7,
    3420,
    '29% off',
    'ac',
    'A technician servicing a split air conditioner',
  ),
  card(
    1,
    'Salon for Women',
    'Salon, Spa & Massage',
    '₹799',
    '₹999',
    4.9,
    1875,
    '20% off',
    'salon',
    'A beautician with a hair dryer and comb',
  ),
  card(
    12,
    'Plumbing Repairs',
    'Home Repairs',
    '₹199',
    '₹249',
    4.6,
    1290,
    '20% off',
    'plumbing',
    'A plumber fixing a kitchen tap',
  ),
  card(
    13,
    'Electrician Visit',
    'Home Repairs',
    '₹149',
    '₹199',
    4.7,
    980,
    '25% off',
    'electrical',
    'An electrician checking a switchboard',
  ),
  card(
    10,
    'Cockroach & Ant Control',
    'Cleaning & Pest Control',
    '₹899',
    '₹1,199',
    4.6,
    760,
    '25% off',
    'pest',
    'Pest control spray for a kitchen',
  ),
  card(
    25,
    'Full Home Painting',
    'Painting & Renovation',
    '₹7,999',
    '₹9,999',
    4.8,
    410,
    '20% off',
    'painting',
    'A painter rolling paint onto a wall',
  ),
  card(
    38,
    'Full Body Massage',
    'Personal & Wellness',
    '₹1,299',
    '₹1,599',
    4.8,
    1120,
    '19% off',
    'massage',
    'A massage table with towels and oil',
  ),
];

export const MOST_BOOKED_SERVICES: SampleServiceCard[] = [
  card(
    8,
    'Bathroom Deep Cleaning',
    'Cleaning & Pest Control',
    '₹449',
    '₹599',
    4.8,
    5230,
    '25% off',
    'bathroom',
    'A spotless bathroom with tiles and a mirror',
  ),
  card(
    20,
    'Washing Machine Repair',
    'AC & Appliance Repair',
    '₹299',
    '₹399',
    4.6,
    1840,
    '25% off',
    'washing-machine',
    'A front-loading washing machine',
  ),
  card(
    2,
    "Men's Haircut & Grooming",
    'Salon, Spa & Massage',
    '₹349',
    '₹449',
    4.7,
    2960,
    '22% off',
    'grooming',
    'A barber trimming hair with scissors',
  ),
  card(
    28,
    'Packers & Movers',
    'Shifting & Moving',
    '₹3,999',
    '₹4,999',
    4.5,
    640,
    '20% off',
    'moving',
    'Packed cartons loaded on a moving truck',
  ),
];

export const HOW_IT_WORKS: Step[] = [
  { title: 'Select a service', text: 'Pick from more than 40 services and see the price up front.' },
  { title: 'Schedule', text: 'Choose a date and a time slot that works for you.' },
  { title: 'Expert service', text: 'A verified professional arrives on time with the right tools.' },
  { title: 'Rate and review', text: 'Tell us how it went and help others choose well.' },
];

export const BECOME_PROVIDER = {
  title: 'Become a Service Provider',
  text: 'Are you a skilled professional? Join thousands of partners who grow their business with HomeEase: steady bookings, weekly payouts and flexible hours.',
  cta: 'Register as a provider',
  to: '/vendor/register',
} as const;

export const HOME_FAQ: FaqEntry[] = [
  {
    question: 'How do I book a service?',
    answer:
      'Choose a service, pick a date and time slot, add your address and confirm. You will get a confirmation right away.',
  },
  {
    question: 'Can I reschedule my booking?',
    answer: 'Yes. Rescheduling is free when you do it at least 24 hours before your appointment.',
  },
  {
    question: 'Are the professionals verified?',
    answer: 'Every professional passes an identity and background check and is trained before taking bookings.',
  },
  {
    question: 'Which payment methods can I use?',
    answer: 'Pay cash on service, or online by card, UPI, net banking or wallet.',
  },
  {
    question: 'What if I am not happy with the service?',
    answer: 'Raise a complaint within 48 hours of the service and we will send a professional again or refund you.',
  },
];

export const HOME_BANNER = {
  title: 'Your home, our promise',
  text: 'Safe, reliable and on time: book trusted professionals in over 20 cities across India.',
  cta: 'Book a service',
  to: '/services',
  image: `${IMG}/banner.svg`,
} as const;
