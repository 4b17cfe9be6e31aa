/**
 * The generic parts of every service details page (SPEC §2.7): the four highlights, the defaults shown when a
 * service lacks inclusions, exclusions or FAQs, and the three sample reviews.
 */
import type { CatalogueFaq } from './types';

export interface Highlight {
  title: string;
  text: string;
  icon: 'clock' | 'shield' | 'tools' | 'smile';
}

export const HIGHLIGHTS: readonly Highlight[] = [
  { title: 'Prompt Service', text: 'On time, or we tell you before the slot starts.', icon: 'clock' },
  { title: 'Verified Experts', text: 'ID-checked, background-verified and trained professionals.', icon: 'shield' },
  { title: 'Professional Equipment', text: 'Branded tools and materials brought to your door.', icon: 'tools' },
  { title: 'Satisfaction Guarantee', text: '100% money back', icon: 'smile' },
];

export const DEFAULT_INCLUSIONS: readonly string[] = [
  'A verified professional at your chosen time',
  'All standard tools and consumables for the job',
  'Clean-up of the work area afterwards',
];

export const DEFAULT_EXCLUSIONS: readonly string[] = [
  'Spare parts and materials beyond the standard kit',
  'Work not listed in the service description',
];

export const DEFAULT_FAQS: readonly CatalogueFaq[] = [
  {
    question: 'How do I reschedule or cancel a booking?',
    answer: 'Rescheduling is free at least 24 hours before the appointment; contact support to change the slot.',
  },
  {
    question: 'Are the professionals verified?',
    answer: 'Yes. Every professional passes an ID check, a background check and our skills training.',
  },
  {
    question: 'What if I am not happy with the service?',
    answer: 'Raise a concern within 24 hours of completion and we will redo the work or refund you.',
  },
];

export interface SampleReview {
  name: string;
  city: string;
  rating: number;
  date: string;
  text: string;
}

export const SAMPLE_REVIEWS: readonly SampleReview[] = [
  {
    name: 'Ananya Iyer',
    city: 'Gurgaon',
    rating: 5,
    date: '2 weeks ago',
    text: 'Arrived on time, explained everything before starting and left the place spotless. Booking again next month.',
  },
  {
    name: 'Rohit Malhotra',
    city: 'Noida',
    rating: 4,
    date: '1 month ago',
    text: 'Good, careful work at a fair price. The professional called 30 minutes before reaching, which helped.',
  },
  {
    name: 'Farah Khan',
    city: 'Delhi',
    rating: 5,
    date: '2 months ago',
    text: 'Polite, masked and well equipped. The app showed exactly what was included, so there were no surprises.',
  },
];
