/** For customers and vendors alike (the mock's OTP_DIGITS says the same). */
export const OTP_LENGTH = 6;

export const isOtpCode = (code: string) => code.length === OTP_LENGTH && /^[0-9]+$/.test(code);
