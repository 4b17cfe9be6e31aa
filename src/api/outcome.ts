// Decided once here, so that no screen reads a `status` string or an HTTP code.

/**
 * Why no usable answer came: `http` an HTTP error whose body was not JSON (a PHP error page, a proxy's 502),
 * `parse` a 2xx that was not JSON (a PHP warning printed before it), `shape` JSON the screens cannot read.
 */
type FailureReason = 'http' | 'parse' | 'shape' | 'timeout' | 'network';

export interface RawAnswer {
  status: number;
  ok: boolean;
  text: string;
}

export interface Ok<T> {
  kind: 'ok';
  answer: T;
  httpStatus: number;
}

/** JSON saying no: a 2xx whose `status` is not the call's success, or an HTTP error with a JSON body. */
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
  httpStatus?: number;
  /** For the developer console (a shape failure names each field). */
  detail: string;
}

export type Outcome<T> = Ok<T> | Refused | SessionEnded | Failed;
export type Failure = Exclude<Outcome<unknown>, Ok<unknown>>;

export const isHttpError = (outcome: Outcome<unknown>): boolean =>
  outcome.httpStatus !== undefined && (outcome.httpStatus < 200 || outcome.httpStatus > 299);

export const isConnectionFailure = (outcome: Outcome<unknown>): outcome is Failed =>
  outcome.kind === 'failed' && (outcome.reason === 'network' || outcome.reason === 'timeout');

/** A 2xx that said no: several screens have one text for this ("Failed to …") and another for the rest. */
export const isPlainRefusal = (outcome: Outcome<unknown>): outcome is Refused | SessionEnded =>
  (outcome.kind === 'refused' || outcome.kind === 'sessionEnded') && !isHttpError(outcome);

export const messageOf = (outcome: Outcome<unknown>): string | undefined =>
  outcome.kind === 'refused' || outcome.kind === 'sessionEnded' ? outcome.message : undefined;

/** PHP backends end sessions with status 200 too: 'Invalid or expired session', '… Please log in again.' */
export const saysSessionEnded = (message: string | undefined): boolean =>
  /session|token/i.test(message ?? '') && /expired|invalid|ended|log ?in again/i.test(message ?? '');

/** For the console: what a failure was, in the server's words when it sent some. */
export function describeFailure(outcome: Failure): string {
  if (outcome.kind === 'failed') return `${outcome.reason}: ${outcome.detail}`;
  if (outcome.kind === 'refused') return outcome.message ?? outcome.status;
  return outcome.message ?? `the session ended (HTTP ${outcome.httpStatus})`;
}
