import { BRAND } from '../brand';
import { SUPPORT } from '../support';
import { POLICY } from './policy';
import type { PolicyDocument } from './types';

/** Privacy Policy: what the product keeps about customers and why (its browser storage and location use). */
export const PRIVACY: PolicyDocument = {
  title: 'Privacy Policy',
  description: `How ${BRAND.name} collects, uses, shares and protects your personal data, and the choices you have.`,
  intro: `${BRAND.name} respects your privacy. This policy explains what personal data we collect when you use our website and apps, why we need it, whom we share it with and how you can control it, in line with India's Digital Personal Data Protection Act, 2023.`,
  sections: [
    {
      id: 'collect',
      heading: 'Information we collect',
      paragraphs: ['We collect only what we need to arrange and improve your services:'],
      points: [
        'Account details: name, e-mail address, phone number, password (stored only as a secure hash) and an optional profile photo.',
        'Address details: service address, city, state, pincode and landmark.',
        'Booking details: services booked, dates, time slots, special instructions, payment method and amounts.',
        'Feedback: ratings, reviews and messages you send to our support team.',
        'Technical data: device and browser type, pages visited and error logs that help us fix problems.',
      ],
    },
    {
      id: 'location',
      heading: 'Location',
      paragraphs: [
        'When you allow it, your browser shares your approximate position so we can show your city and fill in your service address. We use it only at that moment; you can always type an address instead, and you can withdraw the permission in your browser settings.',
      ],
    },
    {
      id: 'use',
      heading: 'How we use your information',
      points: [
        'to create and secure your account and verify your e-mail address with a one-time code;',
        'to confirm bookings and share the job details with the professional who will visit;',
        'to process payments, refunds and invoices;',
        'to answer your questions and resolve complaints;',
        'to send booking updates and, only if you agree, offers you can unsubscribe from at any time.',
      ],
      paragraphs: [],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      paragraphs: [
        'The professional assigned to your booking sees your name, phone number, service address and job details, only for that job. Payment partners receive what they need to process a payment. We never sell your personal data.',
        'We disclose data to authorities only when the law requires it.',
      ],
    },
    {
      id: 'storage',
      heading: 'Cookies and browser storage',
      paragraphs: [
        'We keep your sign-in session, your chosen city and your preferences in your browser so you stay signed in and see services near you. Signing out removes the session; clearing your browser data removes the rest.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [
        'We keep account data while your account is open and booking records for as long as tax and accounting laws require (usually eight years). Support messages are deleted two years after the issue is closed.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      paragraphs: [
        'Data travels over encrypted connections, passwords are hashed, and only staff who need data for their work can access it. Professionals are bound by confidentiality terms.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      paragraphs: [
        `You can ask to see, correct or delete your personal data, withdraw consent for marketing, or nominate someone to act for you. Write to ${SUPPORT.email}; we answer within 30 days.`,
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        `Our services are for adults. Accounts may be created only by people aged ${POLICY.minimumAge} or over, and we do not knowingly collect data about children.`,
      ],
    },
    {
      id: 'contact',
      heading: 'Contact and grievances',
      paragraphs: [
        `Our Grievance Officer can be reached at ${SUPPORT.email}, by phone on ${SUPPORT.phone} (${POLICY.supportHours}, every day) or by post at ${SUPPORT.address}. We will update this policy when our practices change and show the date of the latest revision at the top.`,
      ],
    },
  ],
};
