/**
 * How customers reach us (SPEC §2.1 "placeholder contact details"). Placeholders until the business has real
 * ones: the e-mail uses the reserved `.example` domain so nothing is ever sent to a stranger's inbox.
 */
export const SUPPORT = {
  email: 'support@homeease.example',
  phone: '+91 1800 123 4567',
  phoneHref: 'tel:+9118001234567',
  address: 'Plot 21, Sector 44, Gurugram, Haryana 122003',
} as const;
