/** One icon set: every icon the app draws comes from the one table, each drawing once. */
import { render } from '@testing-library/react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AdminIconName } from '../../content/adminNav';
import { AdminIcon } from '../AdminIcon';
import { Icon, type IconName } from '../Icon';
import { SiteIcon, type SiteIconName } from '../SiteIcon';
import * as TABLE from '.';
import * as SHELL from './shell';

const drawn = (container: HTMLElement) => container.querySelector('path')!.getAttribute('d');
const tablePaths = new Set<string>(Object.values(TABLE));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('the icon table', () => {
  it('draws every icon once: no two names share a drawing', () => {
    expect(tablePaths.size).toBe(Object.keys(TABLE).length);
  });

  it('Icon draws each name from the table', () => {
    for (const name of Object.keys(TABLE) as IconName[]) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(drawn(container)).toBe(TABLE[name]);
      unmount();
    }
  });

  it('SiteIcon draws the shell part of the table, which the table re-exports', () => {
    for (const name of Object.keys(SHELL) as SiteIconName[]) {
      const { container, unmount } = render(<SiteIcon name={name} />);
      expect(drawn(container)).toBe(TABLE[name]);
      unmount();
    }
  });

  it('AdminIcon draws every admin icon from the table', () => {
    const names: AdminIconName[] = [
      'dashboard',
      'categories',
      'subcategories',
      'services',
      'users',
      'vendors',
      'bookings',
      'reviews',
      'payments',
      'reports',
      'settings',
      'bell',
      'plus',
      'edit',
    ];
    for (const name of names) {
      const { container, unmount } = render(<AdminIcon name={name} />);
      expect(tablePaths.has(drawn(container)!)).toBe(true);
      unmount();
    }
  });

  it('no other source file writes an icon path of its own (the logo aside)', () => {
    const root = join(__dirname, '../..');
    const offenders = sourceFiles(root)
      .filter((file) => !file.includes(join('components', 'icons')) && !file.endsWith('Logo.tsx'))
      .filter((file) => /['"]M ?\d+(\.\d+)?[ ,]\d/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });
});
