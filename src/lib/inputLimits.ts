/** Maximum lengths, each fitting the backend's column (docs/decisions.md): every rule works on a bounded input. */
export const INPUT_LIMITS = {
  /** RFC 5321: a forward path is at most 256 octets including the angle brackets. */
  email: 254,
  /** bcrypt reads 72 bytes; a pass phrase a little longer than that is still accepted and hashed as sent. */
  password: 128,
  name: 100,
  phone: 10,
  pincode: 6,
  otp: 6,
  address: 255,
  city: 100,
  state: 100,
  landmark: 255,
  slug: 100,
  icon: 50,
  /** What search engines show. */
  metaTitle: 60,
  metaDescription: 160,
  shortDescription: 500,
  description: 2000,
  listItem: 255,
  faqAnswer: 1000,
  instructions: 1000,
  search: 100,
  /** '+91 98765 43210' fits. */
  contactPhone: 20,
  /** A PIN or a ZIP+4 ('12345-6789'). */
  zipCode: 10,
  subject: 150,
  message: 2000,
} as const;

export type InputLimit = keyof typeof INPUT_LIMITS;
