interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** Id of the text that says why saving is not possible; the button is disabled while set. */
  blockedBy?: string;
}

/** The submit button of an admin form: disabled with a spinner and its busy label while saving. */
export function SubmitButton({ busy, label, busyLabel, blockedBy }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="btn btn-primary"
      disabled={busy || Boolean(blockedBy)}
      aria-describedby={blockedBy}
    >
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
