import { useEffect, useEffectEvent } from 'react';

export const ALERT_DISMISS_MS = 5000;

export interface Notice {
  variant: 'success' | 'danger' | 'warning' | 'info';
  text: string;
  /** A second line under the text: what happened in the visitor's terms (e.g. that the device is offline). */
  detail?: string;
}

interface AutoDismissAlertProps {
  /** A new object restarts the timer, even for the same text. Null shows nothing. */
  notice: Notice | null;
  onClose: () => void;
  /** Null keeps it until closed. */
  dismissAfterMs?: number | null;
  dismissible?: boolean;
}

export function AutoDismissAlert({
  notice,
  onClose,
  dismissAfterMs = ALERT_DISMISS_MS,
  dismissible = true,
}: AutoDismissAlertProps) {
  // The timer belongs to the notice: a new onClose on a later render does not restart it.
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (!notice || dismissAfterMs === null) return;
    const timer = setTimeout(() => close(), dismissAfterMs);
    return () => clearTimeout(timer);
  }, [notice, dismissAfterMs]);

  if (!notice) return null;
  return (
    <div
      role={notice.variant === 'danger' || notice.variant === 'warning' ? 'alert' : 'status'}
      className={`alert alert-${notice.variant} ${dismissible ? 'alert-dismissible' : ''}`.trim()}
    >
      {notice.text}
      {notice.detail && <span className="d-block mt-1">{notice.detail}</span>}
      {dismissible && <button type="button" className="btn-close" aria-label="Close" onClick={onClose} />}
    </div>
  );
}
