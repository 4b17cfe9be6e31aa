import { BusyButton } from '../../../components/form/BusyButton';

interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** Id of the text that says why saving is not possible; the button is disabled while set. */
  blockedBy?: string;
}

export function SubmitButton({ busy, label, busyLabel, blockedBy }: SubmitButtonProps) {
  return (
    <BusyButton
      type="submit"
      className="btn btn-primary"
      busy={busy}
      label={label}
      busyLabel={busyLabel}
      disabled={Boolean(blockedBy)}
      aria-describedby={blockedBy}
    />
  );
}
