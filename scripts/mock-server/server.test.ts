/**
 * The mock server over real HTTP, in this process (a restart is a close, the mock's memory emptied as a new
 * process has it, and a start on the same file). `npm run check:contract` runs the §7 contract check against the
 * real `npm run mock:server`.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_TOKEN } from '../../fixtures/demoSessions';
import { DEMO_ACCOUNTS } from '../../fixtures/seed';
import { resetDb } from '../../mocks/db';
import { server as inProcessMock } from '../../mocks/node';
import { readStateFile } from '../../mocks/stateFile';
import { startMockServer, type MockServer } from './server';

let dir = '';
let state = '';
const running: MockServer[] = [];

// This file's calls must reach the real server, not the in-process mock every test file starts (src/test/setup.ts).
beforeAll(() => inProcessMock.close());
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mock-server-'));
  state = join(dir, 'state.json');
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  await rm(dir, { recursive: true, force: true });
});

/** What the server printed in this test. */
let printed: string[] = [];

async function start({ network = false, latency = true } = {}) {
  printed = [];
  const print = (line: string) => printed.push(line);
  const server = await startMockServer({ port: 0, host: '127.0.0.1', network, state, print });
  running.push(server);
  if (latency) await fetch(`${server.origin}/__mock/scenario?mock_latency=0`, { method: 'POST' });
  return server;
}

/** A restart: the server stops, a new process starts with an empty memory and reads the file. */
async function restart(server: MockServer) {
  await server.close();
  running.splice(running.indexOf(server), 1);
  resetDb();
  return start({ latency: false });
}

const post = (origin: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

function addCategory(origin: string, name: string) {
  const form = new FormData();
  form.set('name', name);
  form.set('slug', name.toLowerCase().replace(/\W+/g, '-'));
  return fetch(`${origin}/admin/addcategories.php`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${DEMO_ADMIN_TOKEN}` },
    body: form,
  }).then((response) => response.json() as Promise<{ status: string }>);
}

const categoryNames = async (origin: string) => {
  const response = await fetch(`${origin}/admin/getcategories.php`, { headers: { Origin: 'http://localhost:5173' } });
  return ((await response.json()) as { data: { name: string }[] }).data.map((row) => row.name);
};

describe('the mock server', () => {
  it('answers a customer login with the demo account, and what one client adds another lists', async () => {
    const server = await start();
    const login = await post(server.origin, '/api/user/login.php', { action: 'login', ...DEMO_ACCOUNTS.customer });
    expect(await login.json()).toMatchObject({ status: 'success', user: { email: DEMO_ACCOUNTS.customer.email } });

    expect(await addCategory(server.origin, 'Aquarium Care')).toMatchObject({ status: 'success' });
    expect(await categoryNames(server.origin)).toContain('Aquarium Care');
  });

  it('keeps its data through a restart, in the state-file format the mock panel exports', async () => {
    const server = await start();
    await addCategory(server.origin, 'Aquarium Care');
    const again = await restart(server);
    expect(again.fresh).toBe(false);
    expect(await categoryNames(again.origin)).toContain('Aquarium Care');
    const file = readStateFile(await readFile(state, 'utf8'));
    expect(file.ok && file.file.db.categories.map((row) => row.name)).toContain('Aquarium Care');
    // The scenario is the server's too, and kept: the latency set before the restart still applies.
    expect(file.ok && file.file.scenario.latencyMs).toBe(0);
  });

  it('loses nothing of two clients writing at the same time', async () => {
    const server = await start();
    const names = Array.from({ length: 12 }, (_, i) => [`Laptop ${i}`, `Phone ${i}`]).flat();
    const answers = await Promise.all(names.map((name) => addCategory(server.origin, name)));
    expect(answers.every((answer) => answer.status === 'success')).toBe(true);
    const again = await restart(server);
    expect(await categoryNames(again.origin)).toEqual(expect.arrayContaining(names));
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it.each([
    ['a foreign file', '{"name":"home-services-marketplace","private":true}', /not a mock state file/],
    ['a damaged file', '{"format":"hsm-mock-state","version":2,"exported_at":"x","scenario":{}', /not JSON/],
  ])('refuses %s with a message and leaves it as it was', async (_, content, message) => {
    await writeFile(state, content);
    await expect(start()).rejects.toThrow(message);
    expect(await readFile(state, 'utf8')).toBe(content);
    expect(await readdir(dir)).toEqual(['state.json']);
  });

  it('makes picture URLs absolute on the address each client called', async () => {
    const server = await start();
    const port = new URL(server.origin).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const response = await fetch(`http://${host}/api/admin/listcategories.php`);
      const { data } = (await response.json()) as { data: { image_url: string }[] };
      expect(data[0].image_url).toMatch(new RegExp(`^http://${host}/uploads/categories/[\\w-]+\\.svg$`));
      expect((await fetch(data[0].image_url)).headers.get('Content-Type')).toBe('image/svg+xml');
    }
  });
});

describe('who may call it', () => {
  const preflight = (origin: string, target: string) =>
    fetch(`${target}/api/user/login.php`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });

  it('answers the preflight of an app on any localhost port, reflecting its origin with credentials', async () => {
    const server = await start();
    const response = await preflight('http://localhost:5173', server.origin);
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(response.headers.get('Access-Control-Allow-Headers')).toMatch(/Authorization/);
    const call = await post(
      server.origin,
      '/api/user/login.php',
      { action: 'test' },
      { Origin: 'http://127.0.0.1:4173' },
    );
    expect(call.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:4173');
  });

  it('refuses other sites, and private-network pages unless started with --host', async () => {
    const server = await start();
    expect((await preflight('https://evil.example', server.origin)).status).toBe(403);
    const form = await fetch(`${server.origin}/api/user/register.php`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
      body: new FormData(),
    });
    expect(form.status).toBe(403);
    expect((await preflight('http://192.168.1.20:5173', server.origin)).status).toBe(403);
    await server.close();
    running.pop();
    const network = await start({ network: true });
    expect((await preflight('http://192.168.1.20:5173', network.origin)).status).toBe(204);
    expect((await preflight('http://8.8.8.8:5173', network.origin)).status).toBe(403);
  });

  it('answers only to an address or localhost, never to a DNS name pointed at it', async () => {
    const server = await start();
    const { request } = await import('node:http');
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request(`${server.origin}/__mock/export`, { headers: { Host: 'attacker.example' } }, (res) =>
        resolve(res.statusCode),
      );
      req.on('error', reject).end();
    });
    expect(status).toBe(403);
  });
});

describe('the control surface', () => {
  it('sets the scenario for every client, lists the OTPs sent, exports, resets', async () => {
    const server = await start();
    const set = await fetch(`${server.origin}/__mock/scenario?mock=bad-json:listCategories`, { method: 'POST' });
    expect(await set.json()).toMatchObject({ status: 'success' });
    expect(await (await fetch(`${server.origin}/api/admin/listcategories.php`)).text()).toMatch(/<b>Warning<\/b>/);
    await fetch(`${server.origin}/__mock/scenario?mock=normal`, { method: 'POST' });

    await post(server.origin, '/api/user/register.php', { action: 'sendOtp', email: 'new@example.in' });
    const otps = (await (await fetch(`${server.origin}/__mock/otps`)).json()) as { to: string; code: string }[];
    expect(otps[0]).toMatchObject({ to: 'new@example.in', code: expect.stringMatching(/^\d{6}$/) });
    expect(printed).toContain(`[mock] OTP for new@example.in: ${otps[0].code}`);

    await addCategory(server.origin, 'Aquarium Care');
    const exported = await fetch(`${server.origin}/__mock/export`);
    expect(exported.headers.get('Content-Disposition')).toMatch(/^attachment; filename="mock-state-.+\.json"$/);
    expect(readStateFile(await exported.text())).toMatchObject({ ok: true });

    expect((await fetch(`${server.origin}/__mock/reset`, { method: 'POST' })).status).toBe(200);
    expect(await categoryNames(server.origin)).not.toContain('Aquarium Care');
  });

  it('refuses a change sent by a page of another origin, even a localhost one, and is never framed', async () => {
    const server = await start();
    await addCategory(server.origin, 'Aquarium Care');
    const reset = await fetch(`${server.origin}/__mock/reset`, {
      method: 'POST',
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(reset.status).toBe(403);
    expect(reset.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const page = await fetch(`${server.origin}/__mock/`);
    expect(page.headers.get('X-Frame-Options')).toBe('DENY');
    expect(await categoryNames(server.origin)).toContain('Aquarium Care');
  });

  it('imports a state file of the mock panel, and refuses a damaged one changing nothing', async () => {
    const server = await start();
    await addCategory(server.origin, 'Aquarium Care');
    const saved = await (await fetch(`${server.origin}/__mock/export`)).text();
    await fetch(`${server.origin}/__mock/reset`, { method: 'POST' });
    await addCategory(server.origin, 'Kite Repair');

    const damaged = saved.replace('"latencyMs":0', '"latencyMs":"fast"');
    const refused = await fetch(`${server.origin}/__mock/import`, { method: 'POST', body: damaged });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: expect.stringMatching(/damaged.*Nothing was changed/) });
    expect(await categoryNames(server.origin)).toContain('Kite Repair');

    expect((await fetch(`${server.origin}/__mock/import`, { method: 'POST', body: saved })).status).toBe(200);
    const names = await categoryNames(server.origin);
    expect(names).toContain('Aquarium Care');
    expect(names).not.toContain('Kite Repair');
  });

  it('drops the connection in the offline scenario, and stops at once with a call held open by the timeout one', async () => {
    const server = await start();
    await fetch(`${server.origin}/__mock/scenario?mock=offline`, { method: 'POST' });
    await expect(fetch(`${server.origin}/api/admin/listcategories.php`)).rejects.toThrow(/fetch failed/);
    await fetch(`${server.origin}/__mock/scenario?mock=timeout`, { method: 'POST' });
    const held = fetch(`${server.origin}/api/admin/listcategories.php`).catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await server.close();
    running.pop();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await held).toBeInstanceOf(Error);
  });

  it('says what is wrong with an unknown scenario', async () => {
    const server = await start();
    const response = await fetch(`${server.origin}/__mock/scenario?mock=flaky`, { method: 'POST' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.stringMatching(/Unknown scenario "flaky"/) });
  });
});
