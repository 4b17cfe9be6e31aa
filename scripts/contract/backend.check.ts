/**
 * `npm run check:contract`: the read-only half of the §7 contract, checked over HTTP and reported one line per
 * endpoint and problem. By default against the mock backend served over HTTP, and against a deliberately
 * minimal stand-in that answers only what the screens read; CONTRACT_TARGET=real checks the server the VITE_*
 * variables point at (logins only with CONTRACT_CUSTOMER / CONTRACT_VENDOR / CONTRACT_ADMIN = email:password).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestHandler } from 'msw';
import { DEMO_ACCOUNTS } from '../../fixtures/seed';
import { printReport, runChecks, type Accounts } from './checks';
import { serve } from './serve';

const real = process.env.CONTRACT_TARGET === 'real';

function credentials(variable: string) {
  const raw = process.env[variable];
  if (!raw) return null;
  const at = raw.indexOf(':');
  if (at < 1) throw new Error(`${variable} must be "email:password"`);
  return { email: raw.slice(0, at), password: raw.slice(at + 1) };
}

/** Serves handlers built once the origin is known (their URLs come from VITE_API_BASE_URL). */
async function served(build: () => Promise<RequestHandler[]>) {
  let handlers: RequestHandler[] = [];
  const server = await serve(() => handlers);
  vi.stubEnv('VITE_API_BASE_URL', server.origin);
  vi.resetModules();
  handlers = await build();
  return server;
}

/** `npm run mock:server` itself, on a free port and a state file of its own; resolves once it listens. */
async function mockServer() {
  const dir = await mkdtemp(join(tmpdir(), 'contract-mock-server-'));
  const child = spawn(
    process.execPath,
    ['scripts/mock-server/start.mjs', '--port=0', '--state', join(dir, 'state.json')],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const listening = /listening on (http:\/\/\S+)/.exec(out);
      if (listening) resolve(listening[1]);
    });
    child.once('exit', (code) => reject(new Error(`npm run mock:server stopped (${code}): ${out}`)));
  });
  return {
    origin,
    async close() {
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe.runIf(real)('§7 contract against the real backend', () => {
  it('answers every read the screens make with the fields they read', async () => {
    const accounts: Accounts = {
      customer: credentials('CONTRACT_CUSTOMER'),
      vendor: credentials('CONTRACT_VENDOR'),
      admin: credentials('CONTRACT_ADMIN'),
    };
    const report = await runChecks(accounts, { geocode: Boolean(process.env.VITE_MAPS_API_KEY) });
    console.log(printReport(process.env.VITE_API_BASE_URL || 'this origin', report));
    expect(report.failures).toEqual([]);
  });
});

describe.skipIf(real)('§7 contract over HTTP', () => {
  it('the mock backend answers every call with the fields the screens read', async () => {
    const server = await served(async () => (await import('../../mocks/handlers')).buildHandlers());
    try {
      const report = await runChecks(DEMO_ACCOUNTS, { geocode: false });
      console.log(printReport(`the mock backend at ${server.origin}`, report));
      expect(report.calls.length).toBeGreaterThanOrEqual(15);
      expect(report.failures).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('npm run mock:server answers every call with the fields the screens read', async () => {
    const server = await mockServer();
    try {
      await fetch(`${server.origin}/__mock/scenario?mock_latency=0`, { method: 'POST' });
      vi.stubEnv('VITE_API_BASE_URL', server.origin);
      vi.stubEnv('VITE_GEOCODE_URL', `${server.origin}/geocode`);
      vi.resetModules();
      const report = await runChecks(DEMO_ACCOUNTS, { geocode: true });
      console.log(printReport(`npm run mock:server at ${server.origin}`, report));
      expect(report.calls).toContain('reverseGeocode');
      expect(report.failures).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('a minimal backend answering only the fields the screens read passes (with notes at most)', async () => {
    const server = await served(async () => (await import('./minimalBackend')).minimalHandlers());
    try {
      const report = await runChecks(DEMO_ACCOUNTS, { geocode: false });
      console.log(printReport(`a minimal stand-in at ${server.origin}`, report));
      expect(report.failures).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('names the endpoint, the field path, what was expected and what came', async () => {
    const wrongList = {
      status: 'success',
      data: [
        { id: 1, name: 'A' },
        { id: 2, name: 'B', sort_order: '2' },
      ],
    };
    const server = await served(async () =>
      (await import('./minimalBackend')).minimalHandlers({
        listCategories: wrongList,
        listServices: { status: 'success', data: [{ id: 9, name: 'Sofa Shampoo' }] },
      }),
    );
    try {
      const report = await runChecks({ customer: null, vendor: null, admin: null }, { geocode: false });
      expect(report.failures).toEqual(
        expect.arrayContaining(['listcategories.php data[1].sort_order: expected number, got "2"']),
      );
      expect(report.failures.every((line) => /^\S+\.php /.test(line))).toBe(true);
    } finally {
      await server.close();
    }
  });
});
