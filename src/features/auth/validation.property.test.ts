import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yupErrors } from '../../components/form/schemaErrors';
import { DETAILS_TEXTS, detailsBookingSchema, emptyDetailsBooking } from '../serviceDetails/detailsBooking';
import { validateVendorLogin } from '../vendor/login/loginRules';
import { EMPTY_WIZARD, validateStep } from '../vendor/register/wizardModel';
// Customer and vendor forms share the one normalisation (src/lib/email.ts); both names stay under test.
import { isEmail, normalEmail, normalEmail as vendorNormalEmail } from '../../lib/email';
import { WIZARD_RULES } from '../vendor/vendorTexts';
import { MESSAGES, validateLogin } from './validation';

const emailError = (email: string) => validateLogin({ email, password: 'secret', rememberMe: false }).email;

/**
 * SPEC §5's {email} is checked in four places (customer login and registration, vendor login, vendor wizard,
 * details booking), each with its own text. It means something@something.something: no whitespace, exactly one
 * @, and after it a dot with a character on each side. The same value has to get the same verdict everywhere,
 * or a customer accepted on one form is refused on the next.
 */
const CHECKS = [
  { where: 'customer login and registration', invalid: MESSAGES.emailInvalid, error: emailError },
  {
    where: 'vendor login',
    invalid: MESSAGES.emailInvalid,
    error: (email: string) => validateVendorLogin({ email, password: 'secret1', rememberMe: false }).email,
  },
  {
    where: 'vendor wizard',
    invalid: WIZARD_RULES.emailInvalid,
    error: (email: string) => validateStep(1, { ...EMPTY_WIZARD, email }, true).email,
  },
  {
    where: 'details booking',
    invalid: DETAILS_TEXTS.emailInvalid,
    error: (email: string) => yupErrors(detailsBookingSchema('2026-01-01'), { ...emptyDetailsBooking(), email }).email,
  },
] as const;

/** The readable statement of {email}; isEmail is a one-pass rewrite of it (docs/decisions.md). */
const EMAIL_REFERENCE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whitespace as JavaScript's \s and trim() know it, the kinds a paste brings in included. */
const WHITESPACE = [' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000', '\ufeff', '\u2028'];
const whitespace = fc.constantFrom(...WHITESPACE);
/** Characters an address may hold: letters, digits, the punctuation of real addresses, dots, non-ASCII. */
const addressChar = fc.oneof(
  fc.constantFrom(..."abzABZ0189._+-%!#$&'*/=?^`{|}~éßअ".split('')),
  fc.string({ minLength: 1, maxLength: 1 }).filter((c) => c !== '@' && !/\s/.test(c)),
);
const part = (minLength = 1) => fc.array(addressChar, { minLength, maxLength: 10 }).map((chars) => chars.join(''));
const emails = fc.tuple(part(), part(), part()).map(([local, host, top]) => `${local}@${host}.${top}`);

const insertAt = (text: string, piece: string, at: number, from = 0, to = text.length) => {
  const i = from + (at % (to - from + 1));
  return text.slice(0, i) + piece + text.slice(i);
};

describe('e-mail (SPEC §5 {email}), every form that checks one', () => {
  it.each(CHECKS)('$where: every something@something.something is accepted', ({ error }) => {
    fc.assert(
      fc.property(emails, (email) => {
        expect(error(email)).toBeUndefined();
      }),
    );
  });

  it.each(CHECKS)('$where: whitespace inside it makes it refused', ({ error, invalid }) => {
    fc.assert(
      fc.property(emails, whitespace, fc.nat(), (email, space, at) => {
        // Strictly inside: the forms trim what surrounds the address.
        expect(error(insertAt(email, space, at, 1, email.length - 1))).toBe(invalid);
      }),
    );
  });

  it.each(CHECKS)('$where: without an @, or with a second one, it is refused', ({ error, invalid }) => {
    fc.assert(
      fc.property(part(), part(), part(), fc.nat(), (local, host, top, at) => {
        expect(error(`${local}${host}.${top}`)).toBe(invalid);
        expect(error(insertAt(`${local}@${host}.${top}`, '@', at))).toBe(invalid);
      }),
    );
  });

  it.each(CHECKS)(
    '$where: with no dot after the @ that has a character on each side, it is refused',
    ({ error, invalid }) => {
      const dotless = part().map((text) => text.replaceAll('.', '') || 'x');
      fc.assert(
        fc.property(part(), dotless, fc.constantFrom('', '.'), fc.constantFrom('', '.'), (local, host, lead, trail) => {
          expect(error(`${local}@${lead}${host}${trail}`)).toBe(invalid);
        }),
      );
    },
  );

  it.each(CHECKS)('$where: whitespace around it does not change the verdict', ({ error }) => {
    const texts = fc.oneof(emails, fc.string({ maxLength: 20 }));
    fc.assert(
      fc.property(texts, fc.array(whitespace, { maxLength: 3 }), fc.array(whitespace, { maxLength: 3 }), (t, a, b) => {
        fc.pre(t.trim() !== '');
        expect(error(a.join('') + t + b.join(''))).toBe(error(t));
      }),
    );
  });

  it.each(CHECKS)('$where: with nothing before the @ it is refused', ({ error, invalid }) => {
    fc.assert(
      fc.property(emails, (email) => {
        expect(error(email.slice(email.indexOf('@')))).toBe(invalid);
      }),
    );
  });

  it('isEmail gives the verdict of the plain pattern on any text', () => {
    // Near misses: the pieces of an address (maybe empty), with one, none or two @ and dots in every place.
    const nearMiss = fc
      .tuple(part(0), fc.constantFrom('@', '', '@@'), part(0), fc.constantFrom('.', '', '..'), part(0))
      .map((pieces) => pieces.join(''));
    const jumble = fc
      .array(fc.constantFrom('@', '.', 'a', 'é', ' ', '\u00a0', '\n'), { maxLength: 8 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(fc.oneof(nearMiss, jumble, emails, fc.string()), (text) => {
        expect(isEmail(text)).toBe(EMAIL_REFERENCE.test(text));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('e-mail as sent (SPEC §5: trimmed and lower-cased), customer and vendor', () => {
  it.each([
    ['customer', normalEmail],
    ['vendor', vendorNormalEmail],
  ])('%s: has no surrounding whitespace, no capital, and is stable', (_who, normal) => {
    fc.assert(
      fc.property(fc.array(whitespace, { maxLength: 2 }), emails, fc.array(whitespace, { maxLength: 2 }), (a, e, b) => {
        const sent = normal(a.join('') + e + b.join(''));
        expect(sent).toBe(sent.trim());
        expect(sent).toBe(sent.toLowerCase());
        expect(normal(sent)).toBe(sent);
        expect(emailError(sent)).toBeUndefined();
      }),
    );
  });
});
