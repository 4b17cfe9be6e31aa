import { createServer } from 'node:net';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  origin: string;
  /** Stops the server, ending the connections a browser keeps open (a close alone would wait for them). */
  close: () => Promise<void>;
}

/** Starts a test's stand-in server on a free port of the loopback, so parallel runs never collide. */
export function listenOnFreePort(server: Server): Promise<Listening> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
