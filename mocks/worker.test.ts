/**
 * MSW's worker in public/ is exactly the installed msw's: npm runs no install script that would copy it
 * (docs/decisions.md). public/mockWorker.js imports it; e2e/mock-backend.spec.ts proves what that worker routes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

it('public/mockServiceWorker.js is the installed msw’s own worker (run `npx msw init public` after an upgrade)', () => {
  const shipped = readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8');
  expect(readFileSync('public/mockServiceWorker.js', 'utf8')).toBe(shipped);
});

it('MSW’s worker still keeps its pages in activeClientIds and unregisters when the last one closes (public/mockWorker.js stops that)', () => {
  const worker = readFileSync('public/mockServiceWorker.js', 'utf8');
  expect(worker).toContain('const activeClientIds = new Set()');
  expect(worker).toMatch(
    /case 'CLIENT_CLOSED': \{\s+activeClientIds\.delete\(clientId\)[\s\S]*?self\.registration\.unregister\(\)/,
  );
});
