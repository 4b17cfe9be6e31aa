/** Every validation rule costs at most a pass over its input: a 10 000-character value is judged at once. */
import { describe, expect, it } from 'vitest';
import { validateLogin } from '../features/auth/validation';
import { isEmail } from './email';
import { validateRegisterStepOne, validateRegisterStepTwo } from '../features/auth/registerValidation';
import { slugify } from './slugify';
import { INPUT_LIMITS } from './inputLimits';

const LONG = 10_000;
/** Inputs that make backtracking patterns explode: long runs of what the pattern repeats, then a mismatch. */
const hostile = [
  'a'.repeat(LONG),
  `a@${'.'.repeat(LONG)} `,
  `a@${'a.'.repeat(LONG / 2)}@`,
  `${'@'.repeat(LONG)}`,
  `${' '.repeat(LONG)}x`,
  `${'-'.repeat(LONG)}!`,
  `${'ह'.repeat(LONG)}😀`,
];

function timed(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

describe('input limits', () => {
  it('has a positive whole limit for every field, e-mail at 254 and §9 phone 10 / pincode 6', () => {
    for (const value of Object.values(INPUT_LIMITS)) expect(Number.isInteger(value) && value > 0).toBe(true);
    expect(INPUT_LIMITS.email).toBe(254);
    expect(INPUT_LIMITS.phone).toBe(10);
    expect(INPUT_LIMITS.pincode).toBe(6);
    expect(INPUT_LIMITS.shortDescription).toBe(500);
  });

  it('judges 10 000-character inputs in linear time (no catastrophic backtracking)', () => {
    const elapsed = timed(() => {
      for (const text of hostile) {
        isEmail(text);
        slugify(text);
        validateLogin({ email: text, password: text, rememberMe: false });
        const values = { fullName: text, email: text, phone: text, password: text, confirmPassword: text };
        const place = { address: text, city: text, state: text, pincode: text, landmark: text, profileImage: null };
        validateRegisterStepOne({ ...values, ...place });
        validateRegisterStepTwo({ ...values, ...place });
      }
    });
    expect(elapsed).toBeLessThan(250);
  });

  it('keeps the meaning of SPEC §5 {email}', () => {
    for (const ok of ['a@b.c', 'first.last@mail.example.in', 'a.b@c.d.e']) expect(isEmail(ok)).toBe(true);
    for (const bad of ['', 'a@b', '@b.c', 'a@.c', 'a@b.', 'a b@c.d', 'a@b@c.d', 'a@b .c'])
      expect(isEmail(bad)).toBe(false);
  });
});
