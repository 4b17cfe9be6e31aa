import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

/**
 * SPEC §5 slug derivation, as worded: "lowercase, characters other than letters, digits, spaces and hyphens
 * removed, whitespace runs turned into one hyphen, repeated hyphens collapsed". The wording says nothing of
 * trimming (the admin form trims the name first, docs/decisions.md), so a separator at an end of the text stays
 * a hyphen there; these properties pin that too rather than a rule §5 does not give.
 */

/** Names as admins type them: letters of any case, digits, whitespace of every kind, hyphens, punctuation, non-ASCII. */
const nameChar = fc.constantFrom(...'aZkQ09 5-\t\n\u00a0\u2003&,.!()/_%₹éÉßİ\u212a'.split(''), 'a', 'B', '7', ' ', '-');
const names = fc.oneof(
  fc.array(nameChar, { maxLength: 30 }).map((chars) => chars.join('')),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 15 }),
);

const word = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/);
/** What separates two words: whitespace or hyphens, with characters §5 removes mixed in. */
const separator = fc
  .array(fc.constantFrom(' ', '\t', '-', '--', '&', '!', ','), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.join(''))
  .filter((s) => /[\s-]/.test(s));
const dropped = fc.array(fc.constantFrom('&', '!', ',', '(', ')', '%', '₹', 'é'), { maxLength: 3 });

describe('slugify (SPEC §5, properties)', () => {
  it('is idempotent: a slug is its own slug', () => {
    fc.assert(
      fc.property(names, (name) => {
        const slug = slugify(name);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });

  it('gives only lowercase a-z, digits and hyphens, never two hyphens in a row', () => {
    fc.assert(
      fc.property(names, (name) => {
        const slug = slugify(name);
        expect(slug).toMatch(/^[a-z0-9-]*$/);
        expect(slug).not.toContain('--');
      }),
    );
  });

  it('keeps every letter and digit, lowercased and in order, and nothing else but hyphens', () => {
    fc.assert(
      fc.property(names, (name) => {
        expect(slugify(name).replaceAll('-', '')).toBe(name.toLowerCase().replace(/[^a-z0-9]/g, ''));
      }),
    );
  });

  it('joins words with one hyphen whatever whitespace, hyphens and removed characters lie between them', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(word, separator), { minLength: 1, maxLength: 5 }), word, (pairs, last) => {
        const name = pairs.map(([w, sep]) => w + sep).join('') + last;
        const words = [...pairs.map(([w]) => w), last].map((w) => w.toLowerCase());
        expect(slugify(name)).toBe(words.join('-'));
      }),
    );
  });

  it('has a hyphen at an end only where the text has whitespace or a hyphen there (§5 does not trim)', () => {
    fc.assert(
      fc.property(dropped, separator, word, separator, dropped, (before, lead, w, trail, after) => {
        const d = (chars: string[]) => chars.join('');
        expect(slugify(d(before) + w + d(after))).toBe(w.toLowerCase());
        expect(slugify(d(before) + lead + d(before) + w + trail + d(after))).toBe(`-${w.toLowerCase()}-`);
      }),
    );
  });
});
