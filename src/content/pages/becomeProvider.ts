import { BRAND } from '../brand';
import type { TitledText } from './types';

/** /become-provider: the pitch to professionals, leading to vendor registration (/registervendor). */
export const BECOME_PROVIDER = {
  title: 'Become a Service Provider',
  description: `Join ${BRAND.name} as a service professional: regular jobs near you, flexible hours, weekly payouts and commission from 12 to 25 percent.`,
  lead: 'Grow your business with regular jobs near you. You choose your hours; we bring the customers.',
  benefits: [
    {
      title: 'Earn more',
      text: 'Get a steady flow of bookings in your area and keep 75 to 88 percent of every job (commission 12 to 25 percent by category).',
    },
    {
      title: 'Flexible work',
      text: 'Choose the services you offer, your working days and how far you travel, from 1 to 50 km.',
    },
    {
      title: 'Weekly payouts',
      text: 'Earnings reach your bank account every week, with a clear statement of every job.',
    },
    { title: '24/7 support', text: 'Our partner team helps with customers, payments and emergencies at any hour.' },
  ] satisfies TitledText[],
  requirements: [
    'You are 18 or over and can work legally in India.',
    'A government photo ID (Aadhaar, PAN, driving licence or voter ID) and address proof.',
    'At least one year of experience in your trade, or a recognised training certificate.',
    'A smartphone with internet access to receive bookings.',
    'Your own basic tools; business licence and insurance documents if you run a company.',
  ],
  steps: [
    { title: 'Personal details', text: 'Your name, e-mail (verified with a one-time code), phone and password.' },
    { title: 'Business details', text: 'Business name and type and your years of experience.' },
    { title: 'Location', text: 'Your address and the radius you are willing to travel.' },
    { title: 'Services', text: 'Choose the services you are skilled in from our catalogue.' },
    { title: 'Review and documents', text: 'Upload ID proof and documents, check the summary and accept the terms.' },
  ] satisfies TitledText[],
  afterwards:
    'New accounts start as pending verification. Our team checks your documents, usually within three working days, and then you can start accepting jobs.',
};
