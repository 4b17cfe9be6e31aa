import { createServer } from 'node:http';
import type { Listening } from './listen';

export interface RumCollector extends Listening {
  /** Every request body received, as sent, with its content type. */
  beacons: { contentType: string; body: string }[];
}

/** A stand-in for the field measurement collector (docs/field-vitals.md) on the port the build's VITE_RUM_URL names. */
export function startRumCollector(url: URL): Promise<RumCollector> {
  const beacons: RumCollector['beacons'] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === url.pathname)
        beacons.push({ contentType: request.headers['content-type'] ?? '', body: Buffer.concat(chunks).toString() });
      response.writeHead(204);
      response.end();
    });
  });
  // Node closes a connection idle for 5 s, and a beacon the browser sends on it at that moment is lost (a POST is not
  // sent again): the pages' beacons come seconds apart, so the connection stays open for the test's length.
  server.keepAliveTimeout = 120_000;
  return new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`the collector's port ${url.port} (from the build's VITE_RUM_URL) is taken: ${error.message}`)),
    );
    server.listen(Number(url.port), url.hostname, () =>
      resolve({
        origin: url.origin,
        beacons,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    );
  });
}
