/**
 * QA's control surface of the mock server, under `/__mock/` (docs/mock-server.md): the scenario, the OTPs sent,
 * the request log, reset, export and import. It is this Node server's alone; no build of the app has any of it.
 * It sends no CORS headers, so no other web page can read it, and it refuses a change that a page of another
 * origin sends (a form posted from elsewhere).
 */
import { db, resetDb } from '../../mocks/db';
import { harFileName, toHar } from '../../mocks/harExport';
import { getRequestLog } from '../../mocks/requestLog';
import { getScenario, SCENARIOS, scenarioFromQuery, setScenario } from '../../mocks/scenarios';
import { exportState, importStateFile, stateFileName } from '../../mocks/stateFile';
import { endpointNames } from '../../src/api/endpoints';
import { controlPage } from './controlPage';

export const CONTROL_PATH = '/__mock/';

/** Never framed by another page (a click on Reset lured through a frame), never read as a script or a stale copy. */
const GUARDED = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'",
};

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...GUARDED, ...headers } });

const html = (text: string, status = 200) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...GUARDED } });

const download = (name: string, body: unknown) =>
  json(body, 200, { 'Content-Disposition': `attachment; filename="${name}"` });

/** The page's own forms (a browser) get the page back with a note; curl and scripts get JSON. */
const fromPage = (request: Request) => (request.headers.get('Accept') ?? '').includes('text/html');

/** What an action did, or why it did nothing (`refused`). */
type Done = { message: string; refused?: boolean };
const refused = (message: string): Done => ({ message, refused: true });

async function changeScenario(request: Request): Promise<Done> {
  const url = new URL(request.url);
  const type = request.headers.get('Content-Type') ?? '';
  const fields = type.startsWith('application/x-www-form-urlencoded')
    ? new URLSearchParams(await request.text())
    : url.searchParams;
  // The page sends `name` and `endpoint`; a script writes the URL's own `mock=name[:endpoint]`.
  const name = fields.get('name');
  if (!fields.has('mock') && name)
    fields.set('mock', fields.get('endpoint') ? `${name}:${fields.get('endpoint')}` : name);
  const [scenario, endpoint] = (fields.get('mock') ?? '').split(':');
  if (fields.has('mock') && !(scenario in SCENARIOS))
    return refused(`Unknown scenario "${scenario}"; use one of ${Object.keys(SCENARIOS).join(', ')}.`);
  if (endpoint && !(endpointNames as string[]).includes(endpoint))
    return refused(`Unknown endpoint "${endpoint}"; use a name of src/api/endpoints.ts.`);
  const latency = fields.get('mock_latency');
  if (latency !== null && !(Number(latency) >= 0))
    return refused(`mock_latency must be a number of 0 or more, not "${latency}".`);
  const next = scenarioFromQuery(fields.toString());
  if (!next) return refused('Give mock=<scenario>[:<endpoint>] and/or mock_latency=<ms>.');
  setScenario(next);
  const { name: now, endpoint: only, latencyMs } = getScenario();
  return { message: `Scenario: ${now}${only ? ` (${only} only)` : ''}, latency ${latencyMs} ms.` };
}

async function importState(request: Request): Promise<Done> {
  const read = await importStateFile(await request.blob());
  if (!read.ok) return refused(read.message);
  const { customers, categories, bookings } = db();
  return {
    message: `Imported: ${customers.length} customers, ${categories.length} categories, ${bookings.length} bookings.`,
  };
}

const actions: Record<string, (request: Request) => Promise<Done>> = {
  scenario: changeScenario,
  import: importState,
  reset: async () => {
    resetDb();
    return { message: 'The data is back to the seed.' };
  },
};

/** The answer of a control request; `ownOrigin` is the server as this client called it. */
export async function control(request: Request, ownOrigin: string, stateFile: string): Promise<Response> {
  const { pathname } = new URL(request.url);
  const name = pathname.slice(CONTROL_PATH.length);
  if (request.method === 'GET') {
    if (name === '') return html(controlPage(stateFile));
    if (name === 'scenario') return json(getScenario());
    if (name === 'otps') return json(db().outbox);
    if (name === 'log') return json(getRequestLog());
    if (name === 'log.har') return download(harFileName(new Date()), toHar(getRequestLog(), ownOrigin));
    if (name === 'export') return download(stateFileName(), exportState());
  }
  const action = actions[name];
  if (request.method !== 'POST' || !action)
    return json({ status: 'error', message: `No ${request.method} ${pathname} here.` }, 404);
  // A form another site posts carries that site's origin; the page's own, curl and scripts are let through.
  const origin = request.headers.get('Origin');
  if (origin !== null && origin !== ownOrigin)
    return json({ status: 'error', message: 'Refused: a change sent by a page of another origin.' }, 403);
  const { message, refused: no } = await action(request);
  const status = no ? 400 : 200;
  if (fromPage(request)) return html(controlPage(stateFile, message), status);
  return json({ status: no ? 'error' : 'success', message }, status);
}
