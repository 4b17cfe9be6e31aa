import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateStep, EMPTY_WIZARD } from '../vendor/register/wizardModel';
import {
  EMPTY_REGISTER,
  REGISTER_MESSAGES,
  validateRegisterStepOne,
  validateRegisterStepTwo,
} from './registerValidation';

/**
 * SPEC §5: the registration phone is "a 10-digit Indian number starting 6-9"; the vendor wizard holds its phone
 * to the same rule (docs/decisions.md). The pincode is 6 characters (§9), digits only (docs/decisions.md).
 */

const customerPhoneError = (phone: string) => validateRegisterStepOne({ ...EMPTY_REGISTER, phone }).phone;
const vendorPhoneError = (phone: string) => validateStep(1, { ...EMPTY_WIZARD, phone }, false).phone;
const pincodeError = (pincode: string) => validateRegisterStepTwo({ ...EMPTY_REGISTER, pincode }).pincode;

const digits = (minLength: number, maxLength: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength, maxLength }).map((d) => d.join(''));

const indianMobile = fc.tuple(fc.constantFrom('6', '7', '8', '9'), digits(9, 9)).map(([first, rest]) => first + rest);
const tenDigitsStartingLow = fc.tuple(fc.constantFrom(...'012345'), digits(9, 9)).map(([d, rest]) => d + rest);
/** A number starting 6-9 too, so only its length is wrong. */
const mobileOfOtherLength = fc
  .tuple(fc.constantFrom('6', '7', '8', '9'), digits(0, 20))
  .map(([first, rest]) => first + rest)
  .filter((phone) => phone.length !== 10);

/**
 * What is not an ASCII digit but looks or types like one: Devanagari, Arabic-Indic and full-width digits (an
 * Indian keyboard gives the first), separators people type in a number, a trailing newline.
 */
const notADigit = fc.constantFrom('९', '६', '٣', '０', '９', ' ', '-', '+', '.', '(', 'a', 'O', '\n', '\t', '\u00a0');
/** A right-looking value with one character replaced by, or one inserted as, a non-digit. */
const spoilt = (valid: fc.Arbitrary<string>) =>
  fc
    .tuple(valid, notADigit, fc.nat(), fc.boolean())
    .map(([value, bad, at, insert]) => {
      const i = at % (value.length + (insert ? 1 : 0));
      return value.slice(0, i) + bad + value.slice(insert ? i : i + 1);
    })
    .filter((value) => value.trim() !== '');

describe('registration phone (SPEC §5: a 10-digit Indian number starting 6-9), customer and vendor', () => {
  it.each([
    ['customer', customerPhoneError],
    ['vendor', vendorPhoneError],
  ])('%s: every 10-digit number starting 6, 7, 8 or 9 is accepted', (_who, phoneError) => {
    fc.assert(
      fc.property(indianMobile, (phone) => {
        expect(phoneError(phone)).toBeUndefined();
      }),
    );
  });

  it.each([
    ['customer', customerPhoneError],
    ['vendor', vendorPhoneError],
  ])('%s: every 10-digit number starting 0 to 5 is refused', (_who, phoneError) => {
    fc.assert(
      fc.property(tenDigitsStartingLow, (phone) => {
        expect(phoneError(phone)).toBe(REGISTER_MESSAGES.phoneInvalid);
      }),
    );
  });

  it.each([
    ['customer', customerPhoneError],
    ['vendor', vendorPhoneError],
  ])('%s: a number of any other length is refused', (_who, phoneError) => {
    fc.assert(
      fc.property(mobileOfOtherLength, (phone) => {
        expect(phoneError(phone)).toBe(REGISTER_MESSAGES.phoneInvalid);
      }),
    );
  });

  it.each([
    ['customer', customerPhoneError],
    ['vendor', vendorPhoneError],
  ])('%s: any character but an ASCII digit makes it refused', (_who, phoneError) => {
    fc.assert(
      fc.property(spoilt(indianMobile), (phone) => {
        expect(phoneError(phone)).toBe(REGISTER_MESSAGES.phoneInvalid);
      }),
    );
  });
});

describe('registration pincode (SPEC §9: 6 characters; digits only)', () => {
  it('every 6-digit code is accepted', () => {
    fc.assert(
      fc.property(digits(6, 6), (pincode) => {
        expect(pincodeError(pincode)).toBeUndefined();
      }),
    );
  });

  it('a code of digits of any other length is refused', () => {
    fc.assert(
      fc.property(
        digits(1, 20).filter((pincode) => pincode.length !== 6),
        (pincode) => {
          expect(pincodeError(pincode)).toBe(REGISTER_MESSAGES.pincodeInvalid);
        },
      ),
    );
  });

  it('any character but an ASCII digit makes it refused', () => {
    fc.assert(
      fc.property(spoilt(digits(6, 6)), (pincode) => {
        fc.pre(pincode.trim() === pincode); // surrounding whitespace is trimmed away before the check
        expect(pincodeError(pincode)).toBe(REGISTER_MESSAGES.pincodeInvalid);
      }),
    );
  });

  it('nothing but whitespace asks for the pincode', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), (pincode) => {
        expect(pincodeError(pincode)).toBe(REGISTER_MESSAGES.pincodeRequired);
      }),
    );
  });
});
