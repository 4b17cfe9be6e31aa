/** Records what reaches the mock backend, so tests can assert the exact method, path and body of a call. */
import { server } from '../../mocks/node';

export interface WireRequest {
  method: string;
  url: URL;
  headers: Headers;
  contentType: string;
  /** The fetch credentials mode the client asked for ('include' sends cookies cross-origin). */
  credentials: RequestCredentials;
  json: Record<string, unknown> | null;
  form: FormData | null;
}

export function recordWire(): { requests: WireRequest[]; flush(): Promise<void>; last(): WireRequest; stop(): void } {
  const pending: Promise<void>[] = [];
  const requests: WireRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const copy = request.clone();
    const contentType = copy.headers.get('Content-Type') ?? '';
    const entry: WireRequest = {
      method: copy.method,
      url: new URL(copy.url),
      headers: copy.headers,
      contentType,
      credentials: copy.credentials,
      json: null,
      form: null,
    };
    requests.push(entry);
    if (copy.method === 'GET' || copy.method === 'HEAD') return;
    pending.push(
      contentType.includes('multipart/form-data')
        ? copy.formData().then((f) => void (entry.form = f))
        : copy.text().then((t) => void (entry.json = t ? JSON.parse(t) : null)),
    );
  };
  server.events.on('request:start', listener);
  return {
    requests,
    /** Waits until the recorded bodies have been read. */
    flush: async () => void (await Promise.all(pending)),
    last() {
      const entry = requests[requests.length - 1];
      if (!entry) throw new Error('no request reached the mock backend');
      return entry;
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
}

/** Field names of a multipart body in order, files marked with their file name. */
export function formFields(form: FormData | null): Record<string, string> {
  const out: Record<string, string> = {};
  form?.forEach((value, key) => {
    out[key] = typeof value === 'string' ? value : `file:${(value as File).name}`;
  });
  return out;
}
