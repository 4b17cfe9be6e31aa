import { SUPPORT } from '../support';
import { POLICY } from './policy';

/** Contact cards, contact form options and the Help Center's other cards (SPEC §2.9, texts of §8). */
export const CONTACT_CARDS = [
  {
    id: 'phone',
    title: 'Call us',
    text: `${POLICY.supportHours}, every day`,
    linkLabel: SUPPORT.phone,
    href: SUPPORT.phoneHref,
  },
  {
    id: 'mail',
    title: 'E-mail us',
    text: `We reply within ${POLICY.contactReplyHours} hours`,
    linkLabel: SUPPORT.email,
    href: `mailto:${SUPPORT.email}`,
  },
  {
    id: 'pin',
    title: 'Visit us',
    text: 'Monday to Saturday, 10 AM to 6 PM',
    linkLabel: SUPPORT.address,
    href: null,
  },
] as const;

export const CONTACT = {
  title: 'Contact Us',
  description: `Questions about a booking, a payment or a refund? Call, write or send us a message; we reply within ${POLICY.contactReplyHours} hours.`,
  lead: 'We are here to help with bookings, payments, refunds and anything else about our services.',
  /** SPEC §8: the text shown after Send. */
  sent: 'Thank you for contacting us! We will get back to you within 24 hours.',
};

/** The six categories of SPEC §2.9, in its order. */
export const CONTACT_CATEGORIES = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'booking', label: 'Booking Support' },
  { value: 'payment', label: 'Payment Issue' },
  { value: 'service', label: 'Service Quality' },
  { value: 'refund', label: 'Refund Request' },
  { value: 'complaint', label: 'Complaint' },
] as const;

/**
 * The Help Center's other help cards; none of these channels exists yet, so each button says so. Live chat's
 * text is SPEC §8's; the other three follow it (docs/decisions.md).
 */
export const COMING_SOON_CARDS = [
  {
    id: 'chat',
    title: 'Live Chat',
    text: 'Chat with a support agent in real time.',
    button: 'Start Chat',
    alert: 'Live chat feature will be available soon!',
  },
  {
    id: 'guide',
    title: 'User Guide',
    text: 'Step-by-step help for booking, paying and managing your account.',
    button: 'Read Guide',
    alert: 'User guide will be available soon!',
  },
  {
    id: 'video',
    title: 'Video Tutorials',
    text: 'Short videos that show how to book and reschedule.',
    button: 'Watch Videos',
    alert: 'Video tutorials will be available soon!',
  },
  {
    id: 'forum',
    title: 'Community Forum',
    text: 'Ask other customers and share home-care tips.',
    button: 'Visit Forum',
    alert: 'Community forum will be available soon!',
  },
] as const;

export const HELP = {
  title: 'Help Center',
  description: `Answers about bookings, payments and services, support ${POLICY.supportHours} every day and 24/7 emergency help.`,
  lead: 'Find answers, reach our team or get urgent help with a service.',
  emergency: {
    title: 'Emergency support, 24/7',
    text: 'A gas smell, sparking wires, a burst pipe or a professional who has not left your home? Call our emergency line at any hour, day or night.',
    points: [
      'For a gas leak, turn off the cylinder or main valve, open windows and do not use switches.',
      'For an electrical emergency, switch off the main supply if it is safe to reach.',
      'In a medical emergency or a threat to your safety, call 112 first.',
    ],
  },
};
