/**
 * One call of the endpoint table sent to the mock backend over the wire, as the app sends it (the row's method and
 * URL, `action` first when the row has one), answered with what a client sees: the HTTP status, the headers and
 * the parsed JSON. For the mock backend's own tests (mocks/**\/*.test.ts), which pin answers to bodies the client
 * functions would never send (a missing field, a wrong type) or would reshape.
 */
import { endpoints, endpointUrl, type EndpointDef, type EndpointName } from '../api/endpoints';

export interface MockCall {
  /** Query parameters, sent as given (the client leaves out empty ones; these do not). */
  query?: Record<string, string>;
  /** A JSON body, after the row's `action` (so a test can override it, or drop it with `action: undefined`). */
  json?: Record<string, unknown>;
  /** A multipart body, exactly as given. */
  form?: FormData;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string | null;
  /** Any other headers (a Cookie, a wrong Authorization scheme…). */
  headers?: Record<string, string>;
}

export interface MockAnswer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export async function callMock<T = Record<string, unknown>>(
  name: EndpointName,
  { query, json, form, token, headers: extra = {} }: MockCall = {},
): Promise<MockAnswer<T>> {
  const def: EndpointDef = endpoints[name];
  const url = new URL(endpointUrl(name), window.location.href);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (json) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify({ ...(def.action ? { action: def.action } : {}), ...json });
  } else if (form) {
    body = form;
  }
  const response = await fetch(url, { method: def.method, headers: { ...headers, ...extra }, body });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

/** A multipart body of these fields, in order (files and blobs as file parts). */
export function multipart(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
    else if (value instanceof File) form.append(key, value, value.name);
    else form.append(key, value);
  }
  return form;
}

/** A JSON call of these fields, with these headers. */
export const sendJson = (
  name: EndpointName,
  fields: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => callMock(name, { json: fields, headers });

/** A multipart call with exactly these fields, the row's `action` first (a field named `action` replaces it). */
export function sendForm(name: EndpointName, fields: Record<string, string | Blob>): Promise<MockAnswer> {
  const { action } = endpoints[name] as EndpointDef;
  return callMock(name, { form: multipart({ ...(action === undefined ? {} : { action }), ...fields }) });
}

/** A call without a body (GET vendor-data.php, POST logout.php), with these headers only. */
export const sendBare = (name: EndpointName, headers: Record<string, string> = {}) => callMock(name, { headers });
