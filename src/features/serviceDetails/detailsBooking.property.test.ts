import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yupErrors } from '../../components/form/schemaErrors';
import { DETAILS_TEXTS, detailsBookingSchema, emptyDetailsBooking, formatDollars } from './detailsBooking';

/**
 * SPEC §5 details booking phone: empty 'Phone number is required', "not exactly 10 digits" 'Enter a valid
 * 10-digit phone number'. Unlike the registration's rule, it asks nothing of the first digit, so neither do
 * these properties.
 */
const phoneError = (phone: string) =>
  yupErrors(detailsBookingSchema('2026-01-01'), { ...emptyDetailsBooking(), phone }).phone;

const digits = (minLength: number, maxLength: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength, maxLength }).map((d) => d.join(''));
const notADigit = fc.constantFrom('९', '٣', '０', '-', '+', '.', 'a', '\u00a0', ' ');

describe('details booking phone (SPEC §5: exactly 10 digits)', () => {
  it('every 10-digit number is accepted, whatever its first digit', () => {
    fc.assert(
      fc.property(digits(10, 10), (phone) => {
        expect(phoneError(phone)).toBeUndefined();
      }),
    );
  });

  it('digits of any other length are refused', () => {
    fc.assert(
      fc.property(
        digits(1, 20).filter((phone) => phone.length !== 10),
        (phone) => {
          expect(phoneError(phone)).toBe(DETAILS_TEXTS.phoneInvalid);
        },
      ),
    );
  });

  it('a character that is not an ASCII digit inside the number makes it refused', () => {
    fc.assert(
      fc.property(digits(10, 10), notADigit, fc.integer({ min: 1, max: 9 }), fc.boolean(), (phone, bad, at, insert) => {
        const spoilt = phone.slice(0, at) + bad + phone.slice(insert ? at : at + 1);
        expect(phoneError(spoilt)).toBe(DETAILS_TEXTS.phoneInvalid);
      }),
    );
  });

  it('nothing but whitespace asks for the number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), (phone) => {
        expect(phoneError(phone)).toBe(DETAILS_TEXTS.phoneRequired);
      }),
    );
  });
});

describe('details prices', () => {
  it('are written as en-US currency writes them, in whole dollars', () => {
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const prices = fc.integer({ min: 0, max: 99_999_999 }).map((cents) => cents / 100);
    fc.assert(fc.property(prices, (price) => void expect(formatDollars(price)).toBe(dollars.format(price))));
  });
});
