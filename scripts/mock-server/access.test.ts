import { describe, expect, it } from 'vitest';
import { acceptedHost, allowedOrigin } from './access';

const local = { network: false };
const network = { network: true };

describe('allowedOrigin', () => {
  it.each(['http://localhost:5173', 'http://127.0.0.1:4173', 'http://[::1]:6006', 'https://app.localhost:5173'])(
    'lets the dev origin %s call the mock',
    (origin) => expect(allowedOrigin(origin, local, [])).toBe(true),
  );

  it.each([
    'https://evil.example',
    'http://localhost.evil.example',
    'http://127.0.0.1.evil.example',
    'null',
    'file://',
    'http://localhost:5173/path',
    'http://192.168.1.20:5173',
  ])('refuses %s on a loopback-only server', (origin) => expect(allowedOrigin(origin, local, [])).toBe(false));

  it.each([
    'http://192.168.1.20:5173',
    'http://10.0.0.7:5173',
    'http://172.16.4.2:5173',
    'http://[fd00::2]:5173',
    'http://[fe80::1]:5173',
  ])('lets the private-network page %s call a server started with --host', (origin) =>
    expect(allowedOrigin(origin, network, [])).toBe(true),
  );

  it('lets a page on one of this machine’s own addresses call it, and no other public address', () => {
    expect(allowedOrigin('http://192.0.2.2:5173', network, ['192.0.2.2'])).toBe(true);
    expect(allowedOrigin('http://8.8.8.8:5173', network, ['192.0.2.2'])).toBe(false);
    expect(allowedOrigin('http://172.32.0.1:5173', network, [])).toBe(false);
  });
});

describe('acceptedHost', () => {
  it('accepts the server named by an address or localhost, and a name it was bound to', () => {
    expect(acceptedHost('127.0.0.1:4010', '127.0.0.1')).toBe(true);
    expect(acceptedHost('localhost:4010', '127.0.0.1')).toBe(true);
    expect(acceptedHost('192.168.1.5:4010', '0.0.0.0')).toBe(true);
    expect(acceptedHost('[fd00::2]:4010', '::')).toBe(true);
    expect(acceptedHost('qa-box.local:4010', 'qa-box.local')).toBe(true);
  });

  it('refuses a DNS name it was not bound to (DNS rebinding), and no Host at all', () => {
    expect(acceptedHost('attacker.example:4010', '0.0.0.0')).toBe(false);
    expect(acceptedHost('127.0.0.1.attacker.example', '127.0.0.1')).toBe(false);
    expect(acceptedHost(null, '127.0.0.1')).toBe(false);
  });
});
