import type { Step } from './wizardModel';

interface WizardNavProps {
  step: Step;
  /** The registration is being sent. */
  submitting: boolean;
  /** Registered: nothing more to send. */
  done: boolean;
  onPrevious: () => void;
}

/** Previous, and Next (a submit, so Enter moves on too) or, on the last step, Submit Registration. */
export function WizardNav({ step, submitting, done, onPrevious }: WizardNavProps) {
  return (
    <div className="d-flex justify-content-between gap-2 mt-4">
      {step > 1 ? (
        <button type="button" className="btn btn-outline-secondary" onClick={onPrevious}>
          Previous
        </button>
      ) : (
        <span />
      )}
      {step < 5 ? (
        <button type="submit" className="btn btn-primary">
          Next
        </button>
      ) : (
        <button type="submit" className="btn btn-success" disabled={submitting || done}>
          {submitting ? 'Submitting...' : 'Submit Registration'}
        </button>
      )}
    </div>
  );
}
