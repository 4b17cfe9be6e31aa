import { BRAND } from '../brand';
import { SUPPORT } from '../support';
import { POLICY } from './policy';
import type { PolicyDocument } from './types';

/** Terms & Conditions: the ten sections of SPEC §2.9, with the rules of §9 (the terms' 3-hour window). */
export const TERMS: PolicyDocument = {
  title: 'Terms & Conditions',
  description: `The terms for booking and providing home services on ${BRAND.name}: accounts, bookings, payments, cancellations, warranty and refunds.`,
  intro: `These terms govern your use of the ${BRAND.name} website and apps and every booking you make through them. By creating an account or booking a service you agree to them. Please read them carefully; if you do not agree, do not use the platform.`,
  sections: [
    {
      id: 'acceptance',
      heading: '1. Acceptance of these terms',
      paragraphs: [
        `${BRAND.name} is an online marketplace that connects customers in India with independent, verified service professionals for cleaning, repairs, appliance service, beauty, wellness, moving and other services at home.`,
        'By using the platform you accept these terms, our Privacy Policy and our Refund Policy. We may update these terms; the date at the top shows the latest revision, and continued use after a change means you accept it.',
      ],
    },
    {
      id: 'eligibility',
      heading: '2. Eligibility and your account',
      paragraphs: [
        `You must be ${POLICY.minimumAge} years or older to create an account or book a service. A person under ${POLICY.minimumAge} may be present during a service only with a responsible adult at home.`,
        'You are responsible for the accuracy of the name, phone number, e-mail address and service address you give us, and for keeping your password private. Tell us at once if you suspect someone else is using your account.',
      ],
    },
    {
      id: 'marketplace',
      heading: '3. Our role as a marketplace',
      paragraphs: [
        `Services are performed by independent professionals and businesses who have registered and been verified on ${BRAND.name}. We check identity documents and, where relevant, trade experience before a professional can accept jobs, and we keep ratings and feedback for every job.`,
        'We set standard prices, collect payment where you pay online, handle rescheduling, cancellations and complaints, and stand behind the quality guarantee described in section 7.',
      ],
    },
    {
      id: 'bookings',
      heading: '4. Bookings and visits',
      paragraphs: [
        'A booking is confirmed when you receive a confirmation with the date and time slot. Slots depend on the availability of professionals in your area.',
        `For a same-day visit, book before ${POLICY.sameDayCutoff}; we recommend booking ${POLICY.advanceBooking} in advance. The professional calls you about ${POLICY.technicianCallMinutes} minutes before arrival.`,
      ],
      points: [
        'Please make sure someone aged 18 or over is at the address for the whole visit.',
        'Provide safe access, a power point and water where the job needs them.',
        'Materials and spare parts not included in the package are charged at MRP with a bill, only after you approve them.',
      ],
    },
    {
      id: 'payments',
      heading: '5. Prices and payment',
      paragraphs: [
        'Prices are shown in Indian rupees and include the visit. Taxes are shown separately in the booking summary where they apply.',
        'You can pay by UPI, cash, bank transfer or wallet. Never pay a professional more than the amount shown in your booking; report any such request to us.',
      ],
    },
    {
      id: 'cancellation',
      heading: '6. Cancellation and rescheduling',
      paragraphs: [
        `Rescheduling is free when you do it at least ${POLICY.freeRescheduleHours} hours before the appointment.`,
        `You may cancel or reschedule a booking at least ${POLICY.termsCancelHours} hours before the appointment. Later changes, or a professional turned away at the door, may carry a cancellation charge shown before you confirm.`,
        'If we or the professional must cancel, you get a full refund of anything you paid, or a new slot of your choice.',
      ],
    },
    {
      id: 'quality',
      heading: '7. Quality guarantee and warranty',
      paragraphs: [
        `We promise 100% satisfaction: if a job is not done right, we redo it free of charge or refund you. Raise a concern within ${POLICY.concernHours} hours of completion from your booking or through the Help Center.`,
        `Repairs and installations carry a service warranty, typically ${POLICY.warranty} depending on the service (a ${POLICY.longWarrantyDays}-day warranty on some repairs). The warranty covers the work done, not parts supplied by you or damage from misuse.`,
      ],
    },
    {
      id: 'refunds',
      heading: '8. Refunds',
      paragraphs: [
        `Approved refunds are processed within ${POLICY.refundWorkingDays} working days, only to the original payment method. Online payments are not refunded in cash, and charges levied by your bank are non-refundable.`,
        'The Refund Policy explains when a refund is full, partial or not available.',
      ],
    },
    {
      id: 'conduct',
      heading: '9. Conduct and liability',
      paragraphs: [
        'Customers and professionals must treat each other with respect. Abuse, harassment, discrimination or unsafe working conditions lead to suspension of the account.',
        `${BRAND.name} is liable only for direct loss caused by a service booked through the platform, up to the amount paid for that booking, except where the law does not allow such a limit. Report any damage within ${POLICY.concernHours} hours of completion so we can investigate with the professional.`,
      ],
    },
    {
      id: 'law',
      heading: '10. Governing law and contact',
      paragraphs: [
        'These terms are governed by the laws of India. Disputes are subject to the courts of Gurugram, Haryana, after we have tried to resolve them with you in good faith.',
        `Questions about these terms: write to ${SUPPORT.email} or call ${SUPPORT.phone} (${POLICY.supportHours}, every day).`,
      ],
    },
  ],
};
