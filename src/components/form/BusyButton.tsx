import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface BusyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The action runs: a spinner and `busyLabel` show, and the button is disabled. */
  busy: boolean;
  label: ReactNode;
  busyLabel: ReactNode;
}

/** A form's action button that says it is working: every submit, send and verify button of the product. */
export function BusyButton({ busy, label, busyLabel, disabled, type = 'button', ...button }: BusyButtonProps) {
  return (
    <button type={type} disabled={busy || disabled} {...button}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
