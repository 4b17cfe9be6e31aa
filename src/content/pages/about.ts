import { BRAND } from '../brand';
import { POLICY } from './policy';
import type { TitledText } from './types';

/** /about (SPEC §2.8): mission, why choose us, values, team, feature tiles and its claims. */
export const ABOUT = {
  title: `About ${BRAND.name}`,
  description: `${BRAND.name} was founded in ${POLICY.founded} to make booking trusted home services in India simple: verified professionals, transparent prices and support 7 days a week.`,
  lead: `Founded in ${POLICY.founded}, ${BRAND.name} brings verified home-service professionals to your doorstep, at fair prices you see before you book.`,
  mission: [
    'Finding a reliable electrician, plumber or cleaner should not depend on luck or a neighbour’s phone book. Our mission is to make every home service in India as easy to book as a cab, and as dependable as a visit from a trusted family friend.',
    'We also want skilled professionals to earn a steady, respectable living: they get regular jobs, fair pay on time, training and insurance, and the dignity of being their own boss.',
  ],
  whyChooseUs: [
    {
      title: 'Verified providers',
      text: 'Every professional passes identity, address and skill checks before their first job.',
    },
    {
      title: 'Quality guarantee',
      text: 'Not happy with the work? We send a professional back for a free return visit to put it right.',
    },
    {
      title: 'Transparent pricing',
      text: 'Prices are shown before you book. No hidden charges, no haggling at the door.',
    },
    {
      title: 'Support 7 days a week',
      text: `Our team is available ${POLICY.supportHours}, every day of the week, with 24/7 emergency support.`,
    },
  ] satisfies TitledText[],
  values: [
    {
      title: 'Quality',
      text: 'We train, review and re-check our professionals so that every visit meets the same high standard.',
    },
    {
      title: 'Trust',
      text: 'Verified people, fair prices and honest answers: we earn your trust one booking at a time.',
    },
    {
      title: 'Innovation',
      text: 'Smart scheduling, live booking updates and simple apps make home care effortless for customers and professionals.',
    },
  ] satisfies TitledText[],
  team: [
    { name: 'Aditi Verma', role: 'Co-founder & CEO', initials: 'AV' },
    { name: 'Rahul Khanna', role: 'Co-founder & CTO', initials: 'RK' },
    { name: 'Sneha Pillai', role: 'Head of Operations', initials: 'SP' },
    { name: 'Imran Qureshi', role: 'Head of Partner Success', initials: 'IQ' },
  ],
  features: [
    { title: 'Easy booking', text: 'Book in under a minute and choose a slot that suits you.' },
    { title: 'Background-checked experts', text: 'Professionals you can let into your home with confidence.' },
    { title: 'Secure payments', text: 'Pay online or with cash after the job, with an invoice every time.' },
    { title: 'Service warranty', text: `Repairs are covered for ${POLICY.warranty}, depending on the service.` },
  ] satisfies TitledText[],
  providerPitch: 'Are you a skilled professional? Join thousands of partners who grow their business with us.',
};
