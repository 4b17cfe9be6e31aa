/** What every resolver of the mock backend gets, and the small helpers they share. */
import { HttpResponse } from 'msw';
import { config } from '../../src/api/config';
import { normalEmail } from '../../src/lib/email';
import { DOCUMENT_TYPES, IMAGE_TYPES } from '../../src/lib/fileTypes';
import type { EndpointName } from '../../src/api/endpoints';
import { db, randomToken, type Audience, type SessionRecord } from '../db';

export interface MockRequest {
  request: Request;
  url: URL;
  /** The JSON body, or {} when the call sends none. */
  json: Record<string, unknown>;
  form: FormData | null;
  bearer: string | null;
  cookies: Record<string, string>;
}

export type Resolver = (req: MockRequest) => Response | Promise<Response>;
/** Some of the endpoint table's rows, each with its resolver (index.ts checks that every row has one). */
export type Resolvers = Partial<Record<EndpointName, Resolver>>;

/** The PHP backend answers business failures with HTTP 200 and status 'error' (docs/decisions.md). */
export const ok = (body: Record<string, unknown> = {}, init?: ResponseInit) =>
  HttpResponse.json({ status: 'success', ...body }, init);
export const fail = (message: string, init?: ResponseInit) => HttpResponse.json({ status: 'error', message }, init);

/**
 * Whether a form value is an uploaded file. Duck-typed on purpose: in tests the body is parsed by Node's
 * fetch while `File` is jsdom's, so `instanceof File` would say no to a real upload.
 */
export const isUpload = (value: unknown): value is File =>
  typeof value === 'object' && value !== null && typeof (value as File).arrayBuffer === 'function' && 'name' in value;

/** A text field from either body kind, trimmed; '' when absent. */
export function text(req: MockRequest, name: string): string {
  const value = req.form ? req.form.get(name) : req.json[name];
  if (value === undefined || value === null || isUpload(value)) return '';
  return String(value).trim();
}

export const texts = <K extends string>(req: MockRequest, ...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, text(req, name)])) as Record<K, string>;

/** A password exactly as sent: spaces are part of it, and login compares it untrimmed too. */
export function secret(req: MockRequest, name: string): string {
  const value = req.form ? req.form.get(name) : req.json[name];
  return typeof value === 'string' ? value : '';
}

export function file(req: MockRequest, name: string): File | null {
  const value = req.form?.get(name);
  return isUpload(value) && value.size > 0 ? value : null;
}

/** A login script's check: the account of the e-mail sent, when the password sent is its own; else the refusal. */
export function signIn<A extends { email: string; password: string }>(req: MockRequest, accounts: A[]): A | Response {
  const email = normalEmail(text(req, 'email'));
  const password = String(req.json.password ?? '');
  if (!email || !password) return fail('Email and password are required');
  const account = accounts.find((a) => a.email === email);
  return account?.password === password ? account : fail('Invalid email or password');
}

/** The first of `names` that is missing, for "X is required" answers. */
export const firstMissing = (req: MockRequest, names: string[]) => names.find((name) => text(req, name) === '');

/** JPEG, PNG, WebP or GIF: never SVG, which served from the uploads folder could run script. */
export const isImage = (f: File) => (IMAGE_TYPES as readonly string[]).includes(f.type);
export const isDocument = (f: File) => (DOCUMENT_TYPES as readonly string[]).includes(f.type);
export const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Keeps an upload as the server would and returns its stored file name (served by the uploads handler). */
export async function storeUpload(folder: string, upload: File, stem: string): Promise<string> {
  const extension = upload.name.includes('.') ? upload.name.split('.').pop()!.toLowerCase() : 'bin';
  const name = `${stem}-${randomToken(4)}.${extension}`;
  db().files[`${folder}/${name}`] = {
    type: upload.type || 'application/octet-stream',
    data: toBase64(new Uint8Array(await upload.arrayBuffer())),
  };
  return name;
}

export const uploadUrl = (folder: string, name: string) => `${config.uploadsUrl}/${folder}/${name}`;

export const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the backend's sessions live: 24 hours, 30 days with Remember me; admin sessions 24 hours. */
export const SESSION_TTL_MS = { default: DAY_MS, remembered: 30 * DAY_MS, admin: DAY_MS } as const;

export function openSession(audience: Audience, accountId: number, ttlMs: number): SessionRecord {
  const session = { token: randomToken(), audience, account_id: accountId, expires_at: Date.now() + ttlMs };
  db().sessions.push(session);
  return session;
}

/** The live session of a token for that audience; expired ones are dropped on the way. */
export function findSession(audience: Audience, token: string | null | undefined): SessionRecord | null {
  if (!token) return null;
  const state = db();
  state.sessions = state.sessions.filter((s) => s.expires_at > Date.now());
  return state.sessions.find((s) => s.token === token && s.audience === audience) ?? null;
}

/** Ends the session of a token, whoever's it is; says whether there was one. */
export function closeSession(token: string | null | undefined): boolean {
  const state = db();
  const before = state.sessions.length;
  state.sessions = state.sessions.filter((s) => s.token !== token);
  return state.sessions.length < before;
}

export const intOrNull = (value: string): number | null => (/^-?\d+$/.test(value) ? Number(value) : null);
