/**
 * THE way a form writes: it submits its values to its route's action (the route's `*.data.ts`, which alone calls
 * src/api) through a fetcher, and the action answers with an `ActionReply`. This hook owns the submission's
 * encoding, the busy state (submitting, the reload after it, and the moment before leaving), the page's one alert,
 * and the delayed redirect of a write that leaves the page (its timer cleared when the page goes first). Sessions
 * the server ended are dealt with below it (src/api, the action).
 */
import { useEffectEvent, useLayoutEffect, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router-dom';
import { useOnNew } from '../../lib/useOnNew';
import type { Notice } from '../AutoDismissAlert';

/** What a form's action answers: the alert to show, and where to go when the write leaves the page. */
export interface ActionReply {
  notice: Notice | null;
  /** Where to, after the alert has shown for `afterMs` (0: at once). Replaces the page in the history unless told. */
  next?: { to: string; afterMs: number; state?: unknown; push?: boolean };
}

/**
 * How the values travel: `json` (the action reads `request.json()`), `multipart` (the `encode` option makes the
 * FormData: `toSubmission` in src/lib/submission.ts, read back with `fromSubmission`), or `form` (flat text
 * fields: `request.formData()`).
 */
type Encoding = 'json' | 'multipart' | 'form';
const ENC_TYPES = {
  json: 'application/json',
  multipart: 'multipart/form-data',
  form: 'application/x-www-form-urlencoded',
} as const;

interface Options<V, R> {
  encoding?: Encoding;
  /** The multipart body of the values (kept out of this hook, so forms without files do not download it). */
  encode?: (values: V) => FormData;
  /** The route to post to; the page's own route when left out (its URL, query included). */
  action?: string;
  /** Each new reply, once the submission has ended (for what a page does beyond the alert). */
  onReply?: (reply: R) => void;
  /** Just before a write leaves the page (a modal closes first). */
  beforeLeave?: () => void;
}

export function useActionForm<V extends object, R extends ActionReply = ActionReply>({
  encoding = 'json',
  action,
  onReply,
  beforeLeave,
  encode,
}: Options<V, R> = {}) {
  const fetcher = useFetcher<R>();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice | null>(null);
  // The router hands a fetcher its reply before it commits the end of the submission, and a render in between
  // would show the reply on a still-locked form: a reply counts once the fetcher is no longer submitting.
  const reply = (fetcher.state === 'submitting' ? undefined : fetcher.data) as R | undefined;
  useOnNew(reply, (next) => {
    setNotice(next.notice);
    onReply?.(next);
  });

  const leave = reply?.next;
  // A layout effect: the wait starts with the commit that shows the reply, not whenever the router's (transition)
  // render gets its passive effects run.
  // Once per reply: a new `beforeLeave` on a later render does not restart the wait.
  const leaving = useEffectEvent(() => beforeLeave?.());
  useLayoutEffect(() => {
    if (!leave) return;
    const timer = setTimeout(() => {
      leaving();
      navigate(leave.to, { replace: !leave.push, state: leave.state });
    }, leave.afterMs);
    return () => clearTimeout(timer);
  }, [leave, navigate]);

  /** Resolves once the action has answered (and the page's data reloaded after it). */
  const submit = (values: V) => {
    setNotice(null);
    const body = encode ? encode(values) : (values as Record<string, never>);
    // flushSync: the submission shows as under way at once, so the form never looks free in between.
    return fetcher.submit(body, { method: 'post', action, encType: ENC_TYPES[encoding], flushSync: true });
  };

  return {
    submit,
    /** Sending, reloading after it, or about to leave: the form stays locked. */
    busy: fetcher.state !== 'idle' || Boolean(leave),
    /** The action is running (not yet the reload after it). */
    sendingNow: fetcher.state === 'submitting',
    /** The submission under way, as sent (a list shows which row is busy). */
    sending: fetcher.formData,
    reply,
    notice,
    setNotice,
  };
}
