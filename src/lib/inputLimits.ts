/**
 * THE table of maximum lengths of the product's text fields (characters), each fitting the column the PHP
 * backend stores it in (docs/decisions.md gives the reasoning). Field components take them as `maxLength`, so
 * nothing longer can be typed or pasted, and every rule that checks a field works on a bounded input.
 */
export const INPUT_LIMITS = {
  /** RFC 5321: a forward path is at most 256 octets including the angle brackets. */
  email: 254,
  /** bcrypt reads 72 bytes; a pass phrase a little longer than that is still accepted and hashed as sent. */
  password: 128,
  name: 100,
  /** SPEC §9: 10 digits (Indian mobile). */
  phone: 10,
  /** SPEC §9: 6 characters. */
  pincode: 6,
  otp: 6,
  address: 255,
  city: 100,
  state: 100,
  landmark: 255,
  slug: 100,
  icon: 50,
  /** Search engines show about 60 characters of a title. */
  metaTitle: 60,
  /** …and about 160 of a description. */
  metaDescription: 160,
  /** SPEC §9: short description at most 500. */
  shortDescription: 500,
  description: 2000,
  /** One included or excluded item, one FAQ question. */
  listItem: 255,
  faqAnswer: 1000,
  instructions: 1000,
  search: 100,
  /** A phone typed freely (contact form, no format rule): '+91 98765 43210' with spaces fits. */
  contactPhone: 20,
  /** The details booking's ZIP code: a 6-digit PIN or a foreign ZIP+4 ('12345-6789'). */
  zipCode: 10,
  /** One line of subject (contact form), VARCHAR(150). */
  subject: 150,
  /** A contact message: a few paragraphs, kept as reviewable as a description. */
  message: 2000,
} as const;

export type InputLimit = keyof typeof INPUT_LIMITS;
