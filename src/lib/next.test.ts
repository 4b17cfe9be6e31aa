import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginPathFor, nextFrom, safeNext } from './next';

describe('safeNext', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeNext('/admin/categories?status=inactive&page=2', '/x')).toBe('/admin/categories?status=inactive&page=2');
    expect(safeNext('/services#cart', '/x')).toBe('/services#cart');
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['another origin', 'https://evil.example/steal'],
    ['protocol-relative', '//evil.example/'],
    ['backslash trick', '/\\evil.example'],
    ['script URL', 'javascript:alert(1)'],
    ['relative path', 'admin'],
    ['tab inside', '/\t/evil.example'],
    ['newline inside', '/\n/evil.example'],
    // The URL parser folds these into '//evil.example' (issue 22): judged after parsing, they fall back.
    ['a dot segment before //', '/.//evil.example'],
    ['an encoded dot segment before //', '/%2e//evil.example'],
    ['a dot segment before a backslash', '/./\\evil.example'],
    ['a parent segment before //', '/a/..//evil.example'],
    ['encoded parent segments', '/a/%2e%2e//evil.example/x?y#z'],
  ])('falls back for %s', (_what, raw) => {
    expect(safeNext(raw, '/fallback')).toBe('/fallback');
  });

  it('keeps what folds into a path of this site', () => {
    expect(safeNext('/a/../services?category_id=1', '/x')).toBe('/services?category_id=1');
    expect(safeNext('/./login', '/x')).toBe('/login');
  });
});

/** Pieces an attacker combines: slashes, backslashes, dot segments raw and encoded, hosts, schemes. */
const PIECES = [
  '/',
  '//',
  '\\',
  '.',
  '..',
  '%2e',
  '%2E',
  '%2f',
  '%5c',
  'evil.example',
  '@',
  ':',
  'http:',
  'a',
  '?',
  '#',
  ' ',
];
const attempts = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }).map((parts) => parts.join('')),
  // A path start followed by those pieces: what an accepted value has to look like.
  fc
    .tuple(
      fc.constantFrom('/', '/.', '/..', '/%2e', '/a/..', '/./'),
      fc.array(fc.constantFrom(...PIECES), { maxLength: 6 }),
    )
    .map(([start, parts]) => start + parts.join('')),
  fc.string(),
  fc.webUrl(),
);

describe('safeNext (property)', () => {
  const SITE = 'https://app.example';
  it('never returns a target that leaves the site, from any page of it', () => {
    fc.assert(
      fc.property(attempts, fc.constantFrom('/', '/login', '/admin/login', '/vendor/login'), (raw, from) => {
        const target = safeNext(raw, '/home');
        expect(new URL(target, `${SITE}${from}`).origin).toBe(SITE);
        expect(target.startsWith('/') && !target.startsWith('//')).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('is stable: an accepted target is accepted again as it is', () => {
    fc.assert(
      fc.property(attempts, (raw) => {
        const target = safeNext(raw, '/home');
        expect(safeNext(target, '/other')).toBe(target);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('loginPathFor / nextFrom', () => {
  it('round-trips the page the user was sent away from', () => {
    const login = loginPathFor('/admin/login', { pathname: '/admin/categories', search: '?status=inactive' });
    expect(login).toBe('/admin/login?next=%2Fadmin%2Fcategories%3Fstatus%3Dinactive');
    expect(nextFrom(new URL(login, 'http://x').search, '/admin/Dashboard')).toBe('/admin/categories?status=inactive');
  });
});
