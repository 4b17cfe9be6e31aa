/**
 * Issue 9 "Mock robustness": every body the mock backend cannot read gets what a PHP server gives (a JSON 4xx
 * `{status:'error', message}`), never an exception turned into a 500; and a failure scenario applies before
 * any body is read. Driven by the endpoint table, so a new call is covered the day it is added.
 */
import { describe, expect, it } from 'vitest';
import { endpointNames, endpoints, endpointUrl, type EndpointDef, type EndpointName } from '../src/api/endpoints';
import { setScenario } from './scenarios';

const url = (name: EndpointName) => new URL(endpointUrl(name), window.location.href).toString();
const def = (name: EndpointName): EndpointDef => endpoints[name];

/** Every call that sends a body: POST and DELETE rows whose body is JSON or multipart. */
const withBody = endpointNames.filter((name) => def(name).body === 'json' || def(name).body === 'multipart');

const MALFORMED: Record<string, () => RequestInit> = {
  'bad JSON': () => ({ headers: { 'Content-Type': 'application/json' }, body: '{"action": "login", "email": ' }),
  'a JSON list instead of an object': () => ({ headers: { 'Content-Type': 'application/json' }, body: '[1, 2]' }),
  'an empty JSON body': () => ({ headers: { 'Content-Type': 'application/json' }, body: '' }),
  'broken multipart': () => ({
    headers: { 'Content-Type': 'multipart/form-data; boundary=----cut' },
    body: '------cut\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf a fie',
  }),
  'multipart without a boundary': () => ({
    headers: { 'Content-Type': 'multipart/form-data' },
    body: 'name=Solar',
  }),
  'empty multipart': () => ({ body: new FormData() }),
  'a wrong content type': () => ({ headers: { 'Content-Type': 'text/plain' }, body: 'email=a@b.in&password=x' }),
  'a form-urlencoded body': () => ({
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'action=login&email=a%40b.in',
  }),
};

async function send(name: EndpointName, init: RequestInit) {
  const response = await fetch(url(name), { method: def(name).method, ...init });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* asserted below */
  }
  return { status: response.status, json, text };
}

describe('a body the mock cannot read', () => {
  it('is sent to every call that reads a body (20 of the 30)', () => {
    expect(withBody).toHaveLength(20);
  });

  describe.each(Object.keys(MALFORMED))('%s', (kind) => {
    it.each(withBody)('%s answers a JSON 4xx {status: error, message}', async (name) => {
      const answer = await send(name, MALFORMED[kind]());
      expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
      expect(answer.status, answer.text).toBeLessThan(500);
      expect(answer.json).toEqual({ status: 'error', message: expect.stringMatching(/\S/) });
    });
  });

  it('does not matter to logout.php, which reads no body (§7)', async () => {
    const answer = await send('vendorLogout', MALFORMED['broken multipart']());
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: 'success' });
  });
});

describe('a failure scenario', () => {
  it.each(withBody)('%s fails as the scenario says before its (broken) body is read', async (name) => {
    setScenario({ name: 'offline', endpoint: null });
    await expect(fetch(url(name), { method: def(name).method, ...MALFORMED['broken multipart']() })).rejects.toThrow();
    await expect(fetch(url(name), { method: def(name).method, body: new FormData() })).rejects.toThrow();

    setScenario({ name: 'server-error', endpoint: name });
    const answer = await send(name, MALFORMED['bad JSON']());
    expect(answer.status).toBe(500);
    expect(answer.text).toContain('Internal Server Error');
  });
});
