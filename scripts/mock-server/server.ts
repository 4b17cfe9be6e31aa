/**
 * `npm run mock:server`: the mock backend of mocks/ (its handlers, data, scenarios, latency, OTP inbox and request
 * log) as a real HTTP server, for phones on the network, other browsers, curl and Postman (docs/mock-server.md).
 * One mock for all its clients: what one changes, the others see.
 */
import { config } from '../../src/api/config';
import { onDbChange } from '../../mocks/db';
import { buildHandlers } from '../../mocks/handlers';
import { announceNewOtps } from '../../mocks/otpAnnouncer';
import { startRequestLog, stopRequestLog } from '../../mocks/requestLog';
import { onScenarioChange } from '../../mocks/scenarios';
import { serve, type Respond } from '../contract/serve';
import { absoluteUploads } from './absoluteUploads';
import { acceptedHost, allowedOrigin, corsHeaders, preflight } from './access';
import { control, CONTROL_PATH } from './control';
import { loadState, stateWriter } from './persistence';

export interface MockServerOptions {
  port: number;
  host: string;
  /** Started with `--host`: pages on private-network addresses may call it too. */
  network: boolean;
  /** The state file, as an absolute path. */
  state: string;
  /** Where the server's lines go (the OTPs sent, each call); the console by default. */
  print?: (line: string) => void;
}

/** How the error of a state file that cannot be used begins. */
export const REFUSED = 'Refused the state file';

export type MockServer = Awaited<ReturnType<typeof serve>> & { fresh: boolean };

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

function withHeaders(response: Response, headers: Record<string, string>): Response {
  if (response.type === 'error') return response;
  const merged = new Headers(response.headers);
  for (const [key, value] of Object.entries(headers)) merged.set(key, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: merged });
}

/** Loads the state file and serves; a state file that cannot be used is refused (thrown), and left as it was. */
export async function startMockServer(options: MockServerOptions): Promise<MockServer> {
  const print = options.print ?? ((line: string) => console.log(line));
  // Handlers on root-relative paths answer whatever address the client used (serve.ts); absolute ones would not.
  if (config.apiBaseUrl !== '') throw new Error('The mock server loads the mock with VITE_API_BASE_URL empty.');
  const loaded = await loadState(options.state);
  if (!loaded.ok) throw new Error(`${REFUSED} ${options.state}: ${loaded.message}`);

  const writer = stateWriter(options.state);
  if (!loaded.fresh) writer.loaded();
  const stops = [announceNewOtps(print), onDbChange(writer.schedule), onScenarioChange(writer.schedule)];
  startRequestLog();
  const handlers = buildHandlers();

  const respond: Respond = async (request, next) => {
    if (!acceptedHost(request.headers.get('Host'), options.host))
      return text('This mock server answers only to its IP address or localhost.', 403);
    const url = new URL(request.url);
    if (url.pathname === CONTROL_PATH.slice(0, -1)) return Response.redirect(`${url.origin}${CONTROL_PATH}`, 308);
    if (url.pathname.startsWith(CONTROL_PATH)) return control(request, url.origin, options.state);

    const origin = request.headers.get('Origin');
    const cross = origin !== null && origin !== url.origin;
    if (cross && !allowedOrigin(origin, options)) return text(`Calls from ${origin} are not allowed.`, 403);
    if (cross && request.method === 'OPTIONS') return preflight(origin, request);

    const response = await absoluteUploads(await next(request), url.origin);
    // Some answers change the data without telling (a session expiring on a read): the writer checks after each.
    writer.schedule();
    if (!url.pathname.startsWith(`${config.uploadsUrl}/`))
      print(`${request.method} ${url.pathname} ${response.type === 'error' ? 'network error' : response.status}`);
    return cross ? withHeaders(response, corsHeaders(origin)) : response;
  };

  let served: Awaited<ReturnType<typeof serve>>;
  try {
    served = await serve(() => handlers, { port: options.port, host: options.host, respond });
  } catch (error) {
    stops.forEach((stop) => stop());
    stopRequestLog();
    await writer.flush();
    throw error;
  }
  writer.schedule();
  return {
    ...served,
    fresh: loaded.fresh,
    async close() {
      await served.close();
      stops.forEach((stop) => stop());
      stopRequestLog();
      await writer.flush();
    },
  };
}
