/**
 * Serves request handlers over real HTTP with msw's own `getResponse`, so `npm run check:contract` and
 * `npm run mock:server` talk to the mock backend, or to a stand-in, exactly as a client would to a PHP server:
 * sockets, headers, JSON text.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type RequestHandler } from 'msw';

/** Far above any upload the mock accepts (5 MB images, a service's gallery), far below what stalls the process. */
export const MAX_BODY_BYTES = 64 * 1024 * 1024;

class TooLarge extends Error {}

/** The origin the client asked for (its Host header), so a handler or a log sees the URL the client used. */
function askedOrigin(req: IncomingMessage, fallback: string): string {
  try {
    return req.headers.host ? new URL(`http://${req.headers.host}`).origin : fallback;
  } catch {
    return fallback;
  }
}

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new TooLarge();
    chunks.push(chunk as Buffer);
  }
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else for (const one of value ?? []) headers.append(key, one);
  }
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
  });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  // A network failure on purpose (the offline scenario): the client sees the connection drop, as offline.
  if (response.type === 'error') {
    res.socket?.destroy();
    return;
  }
  const headers = Object.fromEntries([...response.headers.entries()].filter(([key]) => key !== 'set-cookie'));
  const cookies = response.headers.getSetCookie();
  res.writeHead(
    response.status,
    response.statusText || undefined,
    cookies.length ? { ...headers, 'set-cookie': cookies } : headers,
  );
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * What the server does with each request: `next` asks the handlers (404 when none answers). The default passes
 * every request straight to them.
 */
export type Respond = (request: Request, next: (request: Request) => Promise<Response>) => Promise<Response>;

export interface ServeOptions {
  /** 0 (the default) takes a free port. */
  port?: number;
  host?: string;
  respond?: Respond;
}

export interface Served {
  /** The origin the server listens on, as a client reaches it from this machine. */
  origin: string;
  port: number;
  close: () => Promise<void>;
}

const passThrough: Respond = (request, next) => next(request);

/** `handlers` is read per request: they can be built once the origin (and so every URL) is known. */
export async function serve(
  handlers: () => RequestHandler[],
  { port = 0, host = '127.0.0.1', respond = passThrough }: ServeOptions = {},
): Promise<Served> {
  let origin = '';
  const next = async (request: Request) =>
    // Handlers with root-relative paths match on whichever host the client used.
    (await getResponse(handlers(), request, { baseUrl: new URL(request.url).origin })) ??
    new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  const server = createServer((req, res) => {
    void (async () => send(res, await respond(await toRequest(req, askedOrigin(req, origin)), next)))().catch(
      (error: unknown) => {
        if (res.headersSent) return void res.destroy();
        const tooLarge = error instanceof TooLarge;
        res.writeHead(tooLarge ? 413 : 500, { 'Content-Type': 'text/plain', Connection: 'close' });
        res.end(tooLarge ? `The request body is over ${MAX_BODY_BYTES / 1024 / 1024} MB.` : String(error));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const local = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  origin = `http://${local.includes(':') ? `[${local}]` : local}:${address.port}`;
  return {
    origin,
    port: address.port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Calls held open on purpose (the timeout scenario) must not keep the server from closing.
        server.closeAllConnections();
      }),
  };
}
