/**
 * Demo credentials (the seed's e-mails and passwords, the seeded sessions' tokens) live in mocks/ and fixtures/
 * only: no module under src/ that can ship may hold one. Tests, stories and src/test/ never ship.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as demoSessions from '../../fixtures/demoSessions';
import { db } from '../../mocks/db';

const SRC = join(process.cwd(), 'src');
const neverShips = (path: string) =>
  /\.(test|stories)\.tsx?$/.test(path) ||
  path.startsWith('test/') ||
  !/\.(ts|tsx|js|mjs|json|css|scss|html)$/.test(path);

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? modules(join(dir, entry.name)) : [relative(SRC, join(dir, entry.name))],
  );
}

function demoCredentials(): string[] {
  const { customers, vendors, admins } = db();
  const accounts = [...customers, ...vendors, ...admins];
  return [
    ...new Set([...accounts.map((a) => a.email), ...accounts.map((a) => a.password), ...Object.values(demoSessions)]),
  ];
}

describe('demo credentials', () => {
  it('appear in no module under src/ that ships', () => {
    const secrets = demoCredentials();
    expect(secrets.length).toBeGreaterThan(20);
    const found = modules(SRC)
      .filter((path) => !neverShips(path))
      .flatMap((path) => {
        const text = readFileSync(join(SRC, path), 'utf8').toLowerCase();
        return secrets.filter((secret) => text.includes(secret.toLowerCase())).map((secret) => `${path}: ${secret}`);
      });
    expect(found).toEqual([]);
  });
});
