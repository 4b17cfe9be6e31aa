/**
 * Serves request handlers over real HTTP on 127.0.0.1 (an ephemeral port), so `npm run check:contract` talks
 * to the mock backend, or to a stand-in, exactly as it would to a PHP server: sockets, headers, JSON text.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type RequestHandler } from 'msw';

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
  });
}

/** `handlers` is read per request: they can be built once the origin (and so every URL) is known. */
export async function serve(handlers: () => RequestHandler[]): Promise<{ origin: string; close: () => Promise<void> }> {
  let origin = '';
  const server = createServer((req, res) => {
    void (async () => {
      const response =
        (await getResponse(handlers(), await toRequest(req, origin))) ?? new Response('Not Found', { status: 404 });
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
