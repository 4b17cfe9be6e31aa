import { BRAND } from '../brand';
import { POLICY } from './policy';
import type { FaqTopic } from './types';

/**
 * The FAQ of the Help Center and /faq: the four tabs of SPEC §2.9. The FAQ's own cancellation window (up to 2
 * hours before) and payment methods (cards, net banking, wallets) differ from the terms as §9 records.
 */
export const FAQ_TOPICS: FaqTopic[] = [
  {
    id: 'general',
    label: 'General',
    items: [
      {
        question: `What is ${BRAND.name}?`,
        answer: `${BRAND.name} is an online marketplace for home services in India. You choose a service, pick a slot, and a verified professional comes to your home for cleaning, repairs, appliance service, beauty, wellness, painting, moving and more.`,
      },
      {
        question: 'Which cities do you serve?',
        answer:
          'We serve 20 cities across North, West, South and East India, including New Delhi, Gurgaon, Noida, Mumbai, Pune, Bengaluru, Chennai, Hyderabad and Kolkata. The footer lists every city; open one to see the services available there.',
      },
      {
        question: 'What are your service hours?',
        answer: `Professionals visit between ${POLICY.serviceHours}, every day including Sundays and most public holidays.`,
      },
      {
        question: 'Are your professionals verified?',
        answer:
          'Yes. Every professional passes an identity and address check and a skills assessment before taking jobs, and keeps a rating from every customer they serve.',
      },
      {
        question: 'How do I contact customer support?',
        answer: `Call or write to us between ${POLICY.supportHours}, every day; our emergency line is open 24/7. You can also use the contact form; we reply within ${POLICY.contactReplyHours} hours.`,
      },
    ],
  },
  {
    id: 'booking',
    label: 'Booking',
    items: [
      {
        question: 'How do I book a service?',
        answer:
          'Open Services, choose a category and a package, and press Book Now. Enter your address, date, time slot and payment method, and confirm. You need to be signed in to book.',
      },
      {
        question: 'Can I book a service for today?',
        answer: `Yes. For a same-day visit, book before ${POLICY.sameDayCutoff}. We recommend booking ${POLICY.advanceBooking} in advance so we can find the best professional near you.`,
      },
      {
        question: 'Can I cancel or reschedule my booking?',
        answer: `Yes, you can cancel or reschedule up to ${POLICY.faqCancelHours} hours before the appointment from My Bookings or by calling support. Rescheduling is free when done at least ${POLICY.freeRescheduleHours} hours before.`,
      },
      {
        question: 'Will the professional call before coming?',
        answer: `Yes. The professional calls you about ${POLICY.technicianCallMinutes} minutes before arrival, so you know they are on the way.`,
      },
      {
        question: 'Do I need to be at home during the service?',
        answer: `Someone aged ${POLICY.minimumAge} or over should be at home for the whole visit to let the professional in, explain the job and check the work at the end.`,
      },
    ],
  },
  {
    id: 'payment',
    label: 'Payment',
    items: [
      {
        question: 'Which payment methods do you accept?',
        answer:
          'You can pay online with credit and debit cards, net banking and wallets, or choose Cash on Service and pay the professional after the job.',
      },
      {
        question: 'Are there any hidden charges?',
        answer:
          'No. The package price includes the visit. Spare parts or materials not in the package are charged at MRP with a bill, and only after you approve them.',
      },
      {
        question: 'How long does a refund take?',
        answer: `Approved refunds are processed within ${POLICY.refundWorkingDays} working days, only to your original payment method. Bank charges are non-refundable.`,
      },
      {
        question: 'Can I use more than one offer code?',
        answer: 'One offer code can be used per booking. The best offer for your cart is shown on the Services page.',
      },
      {
        question: 'Will I get an invoice?',
        answer: 'Yes. An invoice with GST details is e-mailed to you once the service is complete.',
      },
    ],
  },
  {
    id: 'service',
    label: 'Service',
    items: [
      {
        question: 'What if I am not happy with the service?',
        answer: `Tell us within ${POLICY.concernHours} hours of completion. We promise 100% satisfaction: we send a professional to redo the work free of charge or refund you.`,
      },
      {
        question: 'Is there a warranty on repairs?',
        answer: `Yes. Repairs and installations carry a warranty of typically ${POLICY.warranty}, depending on the service; some repairs come with a ${POLICY.longWarrantyDays}-day warranty.`,
      },
      {
        question: 'Do professionals bring their own tools and materials?',
        answer:
          'Yes. Professionals bring the tools and standard materials listed in the package. Cleaning services use safe, branded products.',
      },
      {
        question: 'What safety measures do professionals follow?',
        answer:
          'Professionals carry an ID card you can check at the door, wear clean uniforms and follow our safety checklist for electrical, gas and height work.',
      },
      {
        question: 'What if something is damaged during the service?',
        answer: `Report it within ${POLICY.concernHours} hours of completion with photos. We investigate with the professional and compensate you for verified damage.`,
      },
    ],
  },
];
