/** SPEC §9: one-time codes are 6 digits, the customer's and the vendor's, as the mock backend sends them. */
import { describe, expect, it } from 'vitest';
import { OTP_DIGITS } from '../../mocks/db';
import { isOtpCode, OTP_LENGTH } from './otpLength';

describe('OTP length', () => {
  it('is 6, the length the mock backend sends', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(OTP_DIGITS).toBe(OTP_LENGTH);
  });

  it('takes exactly 6 ASCII digits', () => {
    expect(isOtpCode('012345')).toBe(true);
    expect(isOtpCode('01234')).toBe(false);
    expect(isOtpCode('0123456')).toBe(false);
    expect(isOtpCode('')).toBe(false);
    expect(isOtpCode('12a456')).toBe(false);
    expect(isOtpCode('12 456')).toBe(false);
    expect(isOtpCode('١٢٣٤٥٦')).toBe(false);
  });
});
