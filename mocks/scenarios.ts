/** The mock's failure modes (docs/qa.md), together giving every error text of docs/product-rules.md §8 on purpose. */
import { delay, HttpResponse } from 'msw';
import * as v from 'valibot';
import { endpointNames, type EndpointName } from '../src/api/endpoints';
import { listeners, readJson, webStorage } from './store';

export const SCENARIOS = {
  normal: 'Normal answers',
  slow: 'Slow: every answer takes 3 s more',
  'server-error': 'HTTP 500 with an HTML error page',
  'bad-json': 'HTTP 200 with a PHP warning instead of JSON',
  offline: 'Network failure (no connection)',
  timeout: 'No answer at all (the client times out)',
} as const;
export type ScenarioName = keyof typeof SCENARIOS;

/** What the panel, the URL and a state file (stateFile.ts) set. */
export const scenarioStateSchema = v.object({
  name: v.picklist(Object.keys(SCENARIOS) as ScenarioName[]),
  /** Only this endpoint misbehaves; null = all of them. */
  endpoint: v.nullable(v.picklist(endpointNames)),
  /** Added to every answer so spinners are visible, as on a real network. */
  latencyMs: v.pipe(v.number(), v.minValue(0, 'a number of 0 or more')),
});
export type ScenarioState = v.InferOutput<typeof scenarioStateSchema>;

/** Realistic network time, so spinners and disabled buttons can be seen: where the mock backend starts (0 with ?mock_latency=0). */
export const DEFAULT_LATENCY_MS = 250;
const SLOW_EXTRA_MS = 3000;
const SESSION_KEY = 'hsm-mock-scenario';
const DEFAULT_STATE: ScenarioState = { name: 'normal', endpoint: null, latencyMs: 0 };

let state: ScenarioState = { ...DEFAULT_STATE };
const changes = listeners();
const tab = webStorage('sessionStorage');
let remember = false;

export const getScenario = (): ScenarioState => state;
export const onScenarioChange = changes.on;

export function setScenario(next: Partial<ScenarioState>): void {
  state = { ...state, ...next };
  if (remember) tab.set(SESSION_KEY, JSON.stringify(state));
  changes.emit();
}

export const resetScenario = () => setScenario({ ...DEFAULT_STATE });

const isScenario = (value: string): value is ScenarioName => Object.hasOwn(SCENARIOS, value);

/** Parses `mock=<scenario>[:<endpoint>]` and `mock_latency=<ms>`; unknown values are reported, not guessed. */
export function scenarioFromQuery(search: string): Partial<ScenarioState> | null {
  const params = new URLSearchParams(search);
  const result: Partial<ScenarioState> = {};
  const mock = params.get('mock');
  if (mock) {
    const [name, endpoint] = mock.split(':');
    if (!isScenario(name)) {
      console.warn(`[mock] unknown scenario "${name}"; use one of ${Object.keys(SCENARIOS).join(', ')}`);
    } else if (endpoint && !(endpointNames as string[]).includes(endpoint)) {
      console.warn(`[mock] unknown endpoint "${endpoint}"; use one of ${endpointNames.join(', ')}`);
    } else {
      result.name = name;
      result.endpoint = endpoint ? (endpoint as EndpointName) : null;
    }
  }
  const latency = Number(params.get('mock_latency'));
  if (params.has('mock_latency') && Number.isFinite(latency) && latency >= 0) result.latencyMs = latency;
  return Object.keys(result).length ? result : null;
}

/** Browser only: keep the scenario for this tab across navigation and reloads, then apply the URL's. */
export function rememberScenarioInTab(defaults: Partial<ScenarioState>, search: string): void {
  remember = true;
  const saved = readJson<Partial<ScenarioState> | null>(tab.get(SESSION_KEY), {});
  setScenario({ ...DEFAULT_STATE, ...defaults, ...saved, ...scenarioFromQuery(search) });
}

const PHP_WARNING =
  '<br />\n<b>Warning</b>:  mysqli::__construct(): (HY000/2002): Connection refused in <b>/var/www/html/config/database.php</b> on line <b>14</b><br />\n{"status":"error","message":"Database connection failed"}';

const SERVER_ERROR_PAGE =
  '<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1><p>The server encountered an internal error and was unable to complete your request.</p></body></html>';

export function scenarioAppliesTo(endpoint: EndpointName | null): boolean {
  return state.name !== 'normal' && (state.endpoint === null || state.endpoint === endpoint);
}

/** Runs before the resolver: waits out the latency, then returns the scenario's broken answer, or null. */
export async function applyScenario(endpoint: EndpointName): Promise<Response | null> {
  const { name, latencyMs } = state;
  if (latencyMs > 0) await delay(latencyMs);
  if (!scenarioAppliesTo(endpoint)) return null;
  const html = { headers: { 'Content-Type': 'text/html' } };
  if (name === 'server-error') return new HttpResponse(SERVER_ERROR_PAGE, { status: 500, ...html });
  if (name === 'bad-json') return new HttpResponse(PHP_WARNING, html);
  if (name === 'offline') return HttpResponse.error();
  if (name === 'slow') await delay(SLOW_EXTRA_MS);
  if (name === 'timeout') await delay('infinite');
  return null;
}
