/**
 * The business rules of SPEC §9 that the help, legal and FAQ texts quote. Written once so every page says the
 * same number. The spec's two cancellation windows disagree (terms: at least 3 hours before; FAQ: up to 2 hours
 * before); both are kept as the spec states them (docs/decisions.md).
 */
export const POLICY = {
  refundWorkingDays: 6,
  supportHours: '8 AM to 10 PM',
  serviceHours: '8 AM to 8 PM',
  warranty: '7 to 30 days',
  longWarrantyDays: 30,
  technicianCallMinutes: 30,
  minimumAge: 18,
  sameDayCutoff: '2 PM',
  advanceBooking: '2 to 4 hours',
  freeRescheduleHours: 24,
  termsCancelHours: 3,
  faqCancelHours: 2,
  concernHours: 24,
  contactReplyHours: 24,
  founded: 2023,
} as const;

/** When the legal texts were last revised (shown under each policy's title). */
export const POLICY_UPDATED = '1 June 2025';
