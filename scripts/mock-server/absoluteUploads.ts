/**
 * The mock keeps picture URLs root-relative (`/uploads/categories/cleaning.svg`), as the in-browser mock does on
 * the app's own origin, so a state file is the same wherever it was made. Served to an app on another origin,
 * such a URL would point at the app's server: like a PHP backend, the mock server answers with its own origin,
 * the one the client called (the phone's and the laptop's differ).
 */
import { config } from '../../src/api/config';

function absolute(value: unknown, prefix: string, origin: string): unknown {
  if (typeof value === 'string') return value.startsWith(prefix) ? `${origin}${value}` : value;
  if (Array.isArray(value)) return value.map((item) => absolute(item, prefix, origin));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, absolute(item, prefix, origin)]));
  return value;
}

/** The answer with every root-relative uploads URL in its JSON made absolute on `origin`; others as they came. */
export async function absoluteUploads(response: Response, origin: string): Promise<Response> {
  const prefix = `${config.uploadsUrl}/`;
  if (!prefix.startsWith('/') || !(response.headers.get('Content-Type') ?? '').includes('application/json'))
    return response;
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(JSON.stringify(absolute(json, prefix, origin)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
