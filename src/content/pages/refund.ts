import { BRAND } from '../brand';
import { SUPPORT } from '../support';
import { POLICY } from './policy';
import type { PolicyDocument } from './types';

/** Refund Policy: the refund rules of SPEC §9. */
export const REFUND: PolicyDocument = {
  title: 'Refund Policy',
  description: `When and how ${BRAND.name} refunds a booking: full and partial refunds, timelines of ${POLICY.refundWorkingDays} working days and how to raise a concern.`,
  intro: `We want every visit to go well. When it does not, this policy explains what you get back, how quickly and how to ask for it.`,
  sections: [
    {
      id: 'guarantee',
      heading: 'Our satisfaction guarantee',
      paragraphs: [
        `Every booking is backed by our 100% satisfaction promise: if the work is not right, we send a professional to redo it free of charge or refund you. Raise a concern within ${POLICY.concernHours} hours of completion.`,
      ],
    },
    {
      id: 'full-refund',
      heading: 'When you get a full refund',
      paragraphs: ['You receive the full amount you paid when:'],
      points: [
        'you cancel before a professional has been dispatched to your address;',
        'your order was never confirmed (no slot or no professional was available);',
        'we or the professional cancel the booking;',
        'a redo of unsatisfactory work is not possible and our team confirms the complaint.',
      ],
    },
    {
      id: 'no-refund',
      heading: 'When a refund is not available',
      paragraphs: [
        'No refund is due once a service has been delivered and accepted by you, for example after you confirm completion or pay the professional on site without raising a concern.',
        'Materials and spare parts that were fitted with your approval are not refunded, though a faulty part is replaced under warranty.',
      ],
    },
    {
      id: 'partial',
      heading: 'Partial cancellations',
      paragraphs: [
        'If you cancel part of a booking (for example one of three rooms, or one of two AC units) before that part is done, the cancelled part is refunded proportionally to its price in the booking.',
      ],
    },
    {
      id: 'how-paid',
      heading: 'How refunds are paid',
      points: [
        'Refunds go only to the original payment method: the same UPI ID, card, bank account or wallet.',
        'Payments made online are not refunded in cash.',
        'Charges levied by your bank or payment provider are non-refundable.',
        'Cash payments are refunded by bank transfer or UPI to an account in your name.',
      ],
      paragraphs: [],
    },
    {
      id: 'timeline',
      heading: 'How long it takes',
      paragraphs: [
        `Approved refunds are processed within ${POLICY.refundWorkingDays} working days. Your bank may take a few more days to show the amount in your statement; we send you the reference number so you can ask them.`,
      ],
    },
    {
      id: 'request',
      heading: 'How to ask for a refund',
      paragraphs: [
        `Use the contact form (category "Refund Request") or call ${SUPPORT.phone} between ${POLICY.supportHours}, every day. Tell us your booking number and what went wrong; photos help us decide quickly.`,
        `You can also write to ${SUPPORT.email}. We reply within ${POLICY.contactReplyHours} hours.`,
      ],
    },
  ],
};
