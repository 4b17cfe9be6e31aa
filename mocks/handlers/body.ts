/**
 * Reads a request body the way a PHP script receives it, without ever throwing: what PHP could not decode is
 * answered with a JSON 4xx `{status:'error', message}`, as the PHP backend does.
 */
import { readJson } from '../store';
import { fail } from './kit';

/** `other`: a body in a format no script reads (the caller says which one it needed). */
export type BodyType = 'application/json' | 'multipart/form-data' | 'other' | null;

export type ReadBody = { json: Record<string, unknown>; form: FormData | null; type: BodyType } | { refusal: Response };

const refuse = (message: string, status = 400): ReadBody => ({ refusal: fail(message, { status }) });

export async function readBody(request: Request): Promise<ReadBody> {
  const type = (request.headers.get('Content-Type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    const form = await request.formData().catch(() => null);
    if (!form) return refuse('Malformed multipart body');
    if ([...form.keys()].length === 0) return refuse('The request body is empty');
    return { json: {}, form, type: 'multipart/form-data' };
  }

  const raw = await request.text().catch(() => null);
  if (raw === null) return refuse('The request body could not be read');
  if (type.startsWith('application/json')) {
    const parsed = readJson<unknown>(raw, undefined);
    if (parsed === undefined) return refuse('Invalid JSON body');
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return refuse('The JSON body must be an object');
    }
    return { json: parsed as Record<string, unknown>, form: null, type: 'application/json' };
  }
  // No body at all is what GET calls and logout.php send.
  return { json: {}, form: null, type: raw === '' ? null : 'other' };
}
