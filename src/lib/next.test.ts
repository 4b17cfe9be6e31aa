import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JUDGING_ORIGIN, loginPathFor, nextFrom, safeNext } from './next';

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

describe('safeNext: each of its checks on its own', () => {
  it('refuses any control character, even one the URL parser would drop into a harmless path', () => {
    expect(safeNext('/adm\tin', '/fallback')).toBe('/fallback');
    expect(safeNext('/account\x1f', '/fallback')).toBe('/fallback');
    expect(safeNext('/account\x7f', '/fallback')).toBe('/fallback');
    expect(safeNext('/account\x00', '/fallback')).toBe('/fallback');
    // The space (0x20) is not a control character: it is kept, encoded.
    expect(safeNext('/services?q=deep clean', '/fallback')).toBe('/services?q=deep%20clean');
    expect(safeNext('/account~', '/fallback')).toBe('/account~');
  });

  it('refuses a protocol-relative target even when it names the origin it is judged against', () => {
    const host = new URL(JUDGING_ORIGIN).host;
    expect(safeNext(`//${host}/account`, '/fallback')).toBe('/fallback');
    expect(safeNext(`/\\${host}/account`, '/fallback')).toBe('/fallback');
    expect(safeNext(`${JUDGING_ORIGIN}/account`, '/fallback')).toBe('/fallback');
  });

  it('refuses a path that folds into //host or /\\host, even of the origin it is judged against', () => {
    const host = new URL(JUDGING_ORIGIN).host;
    // In the browser these are links to another site: the judging origin is not this site's.
    expect(safeNext(`/.//${host}/account`, '/fallback')).toBe('/fallback');
    expect(safeNext(`/a/..//${host}/account`, '/fallback')).toBe('/fallback');
  });
});

describe('loginPathFor / nextFrom, each form', () => {
  it('a page without a query', () => {
    expect(loginPathFor('/login', { pathname: '/dashboard' })).toBe('/login?next=%2Fdashboard');
  });

  it('reads next from a query string or from URLSearchParams alike, and falls back without one', () => {
    expect(nextFrom('?next=%2Fbookings', '/home')).toBe('/bookings');
    expect(nextFrom(new URLSearchParams({ next: '/bookings' }), '/home')).toBe('/bookings');
    expect(nextFrom('?other=%2Fbookings', '/home')).toBe('/home');
    expect(nextFrom('?next=%2F%2Fevil.example', '/home')).toBe('/home');
  });
});
