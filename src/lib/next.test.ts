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
  ])('falls back for %s', (_what, raw) => {
    expect(safeNext(raw, '/fallback')).toBe('/fallback');
  });
});

describe('loginPathFor / nextFrom', () => {
  it('round-trips the page the user was sent away from', () => {
    const login = loginPathFor('/admin/login', { pathname: '/admin/categories', search: '?status=inactive' });
    expect(login).toBe('/admin/login?next=%2Fadmin%2Fcategories%3Fstatus%3Dinactive');
    expect(nextFrom(new URL(login, 'http://x').search, '/admin/Dashboard')).toBe('/admin/categories?status=inactive');
  });
});
