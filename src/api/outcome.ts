/**
 * What every call of SPEC §7 comes to, decided once here so that no screen reads a `status` string or an HTTP code
 * to find out: the answer it asked for, the server saying no, the session being over, or no usable answer at all.
 */

/** Why no usable answer came: the kinds the screens turn into the texts of SPEC §8 (and the mock scenarios make). */
type FailureReason =
  /** An HTTP error whose body was not JSON (a PHP error page, a proxy's 502). */
  | 'http'
  /** A 2xx answer that was not JSON (a PHP warning printed before it). */
  | 'parse'
  /** JSON, but not of the shape the screens read (src/api/schemas.ts). */
  | 'shape'
  | 'timeout'
  | 'network';

/** An answer as `fetch` gave it, before anything is read from it (src/api/answers.ts decides what it comes to). */
export interface RawAnswer {
  status: number;
  ok: boolean;
  text: string;
}

/** The answer of a successful call, with every field its schema requires. */
export interface Ok<T> {
  kind: 'ok';
  answer: T;
  httpStatus: number;
}

/**
 * The server answered in JSON and said no: a 2xx whose `status` is not the call's success, or an HTTP error that
 * came with a JSON body (PHP often explains itself there).
 */
export interface Refused {
  kind: 'refused';
  /** The answer's own `status` ('error', 'ZERO_RESULTS'…); 'error' when an HTTP error's body had none. */
  status: string;
  message?: string;
  httpStatus: number;
}

/** A call made with a session, answered that the session is over: HTTP 401/403, or a refusal saying so. */
export interface SessionEnded {
  kind: 'sessionEnded';
  message?: string;
  httpStatus: number;
}

export interface Failed {
  kind: 'failed';
  reason: FailureReason;
  /** When the server answered at all. */
  httpStatus?: number;
  /** What went wrong, for the developer console (a shape failure names each field). */
  detail: string;
}

export type Outcome<T> = Ok<T> | Refused | SessionEnded | Failed;
/** Every outcome but success: what a screen turns into its failure text. */
export type Failure = Exclude<Outcome<unknown>, Ok<unknown>>;

/** The server answered with an HTTP error, readable or not (several §8 texts are about exactly that). */
export const isHttpError = (outcome: Outcome<unknown>): boolean =>
  outcome.httpStatus !== undefined && (outcome.httpStatus < 200 || outcome.httpStatus > 299);

/** No answer came at all: the connection failed or the call gave up waiting. */
export const isConnectionFailure = (outcome: Outcome<unknown>): outcome is Failed =>
  outcome.kind === 'failed' && (outcome.reason === 'network' || outcome.reason === 'timeout');

/**
 * The server answered normally (2xx) and said no: several §8 screens have one text for this ("Failed to …") and
 * another for every other failure ("Error …").
 */
export const isPlainRefusal = (outcome: Outcome<unknown>): outcome is Refused | SessionEnded =>
  (outcome.kind === 'refused' || outcome.kind === 'sessionEnded') && !isHttpError(outcome);

/** The server's own words, when it sent some. */
export const messageOf = (outcome: Outcome<unknown>): string | undefined =>
  outcome.kind === 'refused' || outcome.kind === 'sessionEnded' ? outcome.message : undefined;

/**
 * A refusal that says the session is over (PHP backends answer 'Invalid or expired session', 'Your session has
 * expired. Please log in again.' with status 200).
 */
export const saysSessionEnded = (message: string | undefined): boolean =>
  /session|token/i.test(message ?? '') && /expired|invalid|ended|log ?in again/i.test(message ?? '');

/** For the console: what a failure was, in the server's words when it sent some. */
export function describeFailure(outcome: Failure): string {
  if (outcome.kind === 'failed') return `${outcome.reason}: ${outcome.detail}`;
  if (outcome.kind === 'refused') return outcome.message ?? outcome.status;
  return outcome.message ?? `the session ended (HTTP ${outcome.httpStatus})`;
}
