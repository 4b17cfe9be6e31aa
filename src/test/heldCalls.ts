/**
 * Holds every call of an endpoint until `release()`, then lets the mock backend answer as usual: a test sees the
 * screen while the call is open (a busy button, a loading state) and then its outcome, without waiting out the
 * 'slow' scenario's 3 s.
 */
import { http } from 'msw';
import { endpoints, endpointUrl, type EndpointName } from '../api/endpoints';
import { server } from '../../mocks/node';

const handlerOf = { GET: http.get, POST: http.post, DELETE: http.delete } as const;

export function holdCalls(name: EndpointName): () => void {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  // A resolver that returns nothing hands the call on to the next handler: the mock backend's own.
  server.use(
    handlerOf[endpoints[name].method](endpointUrl(name), async () => {
      await released;
    }),
  );
  return release;
}
