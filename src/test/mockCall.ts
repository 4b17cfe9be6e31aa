/**
 * Calls the mock backend over the wire as the app does (the endpoint table's URL and method, `action` first when
 * the row has one) and hands back what a client sees: the HTTP status, the headers and the parsed JSON body.
 * For handler tests that pin a body the client functions would not send (a missing field, a wrong type).
 */
import { endpoints, endpointUrl, type EndpointDef, type EndpointName } from '../api/endpoints';

export interface MockAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

const urlOf = (name: EndpointName) => new URL(endpointUrl(name), window.location.href);

async function answerOf(response: Response): Promise<MockAnswer> {
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** A JSON call; `fields` go after the row's `action`, so a test can also override or drop it (action: undefined). */
export async function sendJson(
  name: EndpointName,
  fields: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<MockAnswer> {
  const def: EndpointDef = endpoints[name];
  const body = def.action === undefined ? fields : { action: def.action, ...fields };
  return answerOf(
    await fetch(urlOf(name), {
      method: def.method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );
}

/** A multipart call with exactly these fields (the row's `action` first). */
export async function sendForm(name: EndpointName, fields: Record<string, string | Blob>): Promise<MockAnswer> {
  const def: EndpointDef = endpoints[name];
  const form = new FormData();
  if (def.action !== undefined) form.set('action', def.action);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return answerOf(await fetch(urlOf(name), { method: def.method, body: form }));
}

/** A call without a body (GET vendor-data.php, POST logout.php), with these headers only. */
export async function sendBare(name: EndpointName, headers: Record<string, string> = {}): Promise<MockAnswer> {
  const def: EndpointDef = endpoints[name];
  return answerOf(await fetch(urlOf(name), { method: def.method, headers }));
}
