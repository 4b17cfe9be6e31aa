import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface BusyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  busy: boolean;
  label: ReactNode;
  busyLabel: ReactNode;
}

export function BusyButton({ busy, label, busyLabel, disabled, type = 'button', ...button }: BusyButtonProps) {
  return (
    <button type={type} disabled={busy || disabled} {...button}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
