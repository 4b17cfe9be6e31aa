/** THE way a form writes: through a fetcher to its route's action, with the busy state, alert and redirect. */
import { useEffectEvent, useLayoutEffect, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router-dom';
import type { Notice } from '../AutoDismissAlert';

export interface ActionReply {
  notice: Notice | null;
  /** After the alert has shown for `afterMs`; replaces the page in the history unless `push`. */
  next?: { to: string; afterMs: number; state?: unknown; push?: boolean };
}

const ENC_TYPES = { json: 'application/json', form: 'application/x-www-form-urlencoded' } as const;

interface Options<V, R> {
  /** Plain form fields (the admin row actions) instead of JSON. */
  encoding?: 'json' | 'form';
  /** The wire's multipart form built from the values (an api module's `…Form` builder), for a write with files. */
  encode?: (values: V) => FormData;
  onReply?: (reply: R) => void;
  beforeLeave?: () => void;
}

export function useActionForm<V extends object, R extends ActionReply = ActionReply>({
  encoding = 'json',
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
  // Once per reply, during render, so the notice shows in the same pass.
  const [seen, setSeen] = useState<R>();
  if (reply && reply !== seen) {
    setSeen(reply);
    setNotice(reply.notice);
    onReply?.(reply);
  }

  const leave = reply?.next;
  // A layout effect: the wait starts with the commit that shows the reply. An effect event: a new `beforeLeave`
  // on a later render does not restart the wait.
  const leaving = useEffectEvent(() => beforeLeave?.());
  useLayoutEffect(() => {
    if (!leave) return;
    const timer = setTimeout(() => {
      leaving();
      navigate(leave.to, { replace: !leave.push, state: leave.state });
    }, leave.afterMs);
    return () => clearTimeout(timer);
  }, [leave, navigate]);

  const submit = (values: V) => {
    setNotice(null);
    const body = encode ? encode(values) : (values as Record<string, never>);
    const encType = encode ? 'multipart/form-data' : ENC_TYPES[encoding];
    // flushSync: the submission shows as under way at once, so the form never looks free in between.
    return fetcher.submit(body, { method: 'post', encType, flushSync: true });
  };

  return {
    submit,
    busy: fetcher.state !== 'idle' || Boolean(leave),
    sendingNow: fetcher.state === 'submitting',
    sending: fetcher.formData,
    reply,
    notice,
    setNotice,
  };
}
