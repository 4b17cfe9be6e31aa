/**
 * Who may talk to the mock server. The app's dev origins get CORS (the origin reflected, with credentials, as
 * docs/deployment.md asks of the PHP server); any other web page is refused outright, so it can neither read the
 * mock data nor change it; and a request must name the server by an IP address or localhost, which defeats DNS
 * rebinding (a hostile name re-pointed at this machine).
 */
import { networkInterfaces } from 'node:os';

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv4(hostname: string): number[] | null {
  const parts = IPV4.exec(hostname)?.slice(1).map(Number);
  return parts && parts.every((part) => part <= 255) ? parts : null;
}

const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || ipv4(hostname)?.[0] === 127;

/** RFC 1918 and link-local addresses, IPv4 and IPv6: what a phone on the office network has. */
function isPrivateNetwork(hostname: string): boolean {
  const v4 = ipv4(hostname);
  if (v4) {
    const [a, b] = v4;
    return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  // URL gives IPv6 hosts in brackets, compressed and lower-case: fc00::/7 (unique local), fe80::/10 (link-local).
  return /^\[(f[cd][0-9a-f]{0,2}|fe[89ab][0-9a-f]?):/.test(hostname);
}

const hostnameOf = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.hostname : null;
  } catch {
    return null;
  }
};

/** This machine's own addresses as URL hostnames (`192.168.1.5`, `[fd00::2]`): its dev server on the network. */
const ownAddresses = (): string[] =>
  Object.values(networkInterfaces())
    .flat()
    .map((address) => (address!.family === 'IPv6' ? `[${address!.address}]` : address!.address));

/**
 * Whether a page of `origin` may call the mock: any localhost port; on the network (`--host`), also pages on
 * private-network addresses and on this machine's own.
 */
export function allowedOrigin(origin: string, { network }: { network: boolean }, own?: string[]): boolean {
  const hostname = hostnameOf(origin);
  if (hostname === null || new URL(origin).origin !== origin) return false;
  if (isLoopback(hostname)) return true;
  return network && (isPrivateNetwork(hostname) || (own ?? ownAddresses()).includes(hostname));
}

/**
 * Whether the Host header names this server by an address (or localhost, or the name it was bound to): a page
 * reaching it through a DNS name of its own has its own name here.
 */
export function acceptedHost(host: string | null, boundHost: string): boolean {
  if (!host) return false;
  const hostname = hostnameOf(`http://${host}`);
  if (hostname === null) return false;
  return isLoopback(hostname) || ipv4(hostname) !== null || hostname.startsWith('[') || hostname === boundHost;
}

/** The CORS headers of an answer to an allowed origin. */
export const corsHeaders = (origin: string): Record<string, string> => ({
  'Access-Control-Allow-Origin': origin,
  'Access-Control-Allow-Credentials': 'true',
  Vary: 'Origin',
});

/** A preflight's answer: the methods and headers the app's calls use (bearer tokens, JSON, DELETE). */
export function preflight(origin: string, request: Request): Response {
  const headers: Record<string, string> = {
    ...corsHeaders(origin),
    'Access-Control-Allow-Methods': 'GET, POST, DELETE',
    'Access-Control-Allow-Headers': 'Content-Type, Authorization',
    'Access-Control-Max-Age': '600',
  };
  // Chromium asks before a public page calls a private address; an allowed origin is never public, but say yes.
  if (request.headers.get('Access-Control-Request-Private-Network') === 'true')
    headers['Access-Control-Allow-Private-Network'] = 'true';
  return new Response(null, { status: 204, headers });
}
