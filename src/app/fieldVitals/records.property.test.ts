import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorRecord, scrubMessage } from './records';

/** Personal data as it can end up in an error's message, mixed into arbitrary text. */
const email = fc.emailAddress();
const url = fc.webUrl({ withQueryParameters: true, withFragments: true });
const digits = fc.stringMatching(/^\+?\d[\d -]{2,14}\d$/);
const quoted = fc.string({ minLength: 1, maxLength: 20 }).map((text) => `"${text.replace(/"/g, '')}"`);
const secret = fc.oneof(email, url, digits, quoted);
const text = fc.string({ maxLength: 40 });
const messages = fc.array(fc.oneof(text, secret), { minLength: 1, maxLength: 6 }).map((parts) => parts.join(' '));

describe('scrubMessage (properties)', () => {
  it('leaves no digit, no @, no URL and no quoted text of any message', () => {
    fc.assert(
      fc.property(messages, (message) => {
        const scrubbed = scrubMessage(message);
        expect(scrubbed).not.toMatch(/\d|@|:\/\/|www\.|"/);
        expect(scrubbed.length).toBeLessThanOrEqual(160);
      }),
    );
  });

  it('leaves none of a secret inserted among plain words', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 5 }), secret, (words, value) => {
        const message = [...words, value, ...words].join(' ');
        const scrubbed = errorRecord('rejection', new Error(message), {
          route: '/',
          version: '0',
          connection: 'unknown',
        }).message;
        const inner = value.replace(/^"|"$/g, '');
        if (inner.length >= 3) expect(scrubbed).not.toContain(inner);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(messages, (message) => {
        expect(scrubMessage(scrubMessage(message))).toBe(scrubMessage(message));
      }),
    );
  });
});
