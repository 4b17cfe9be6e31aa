import { digitsOnly, keepDigits } from './digitsOnly';

describe('digitsOnly', () => {
  it('keeps the digits of a pasted phone number or PIN code', () => {
    expect(digitsOnly('+91 98765-43210')).toBe('919876543210');
    expect(digitsOnly('110 024')).toBe('110024');
    expect(digitsOnly('abc')).toBe('');
  });

  it('keeps at most the given number of digits', () => {
    expect(digitsOnly('98765 43210 99', 10)).toBe('9876543210');
    expect(keepDigits(6)('1100245')).toBe('110024');
    expect(keepDigits()('1 2 3')).toBe('123');
  });
});
