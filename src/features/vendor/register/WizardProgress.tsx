import { STEPS, type Step } from './wizardModel';

/** The wizard's progress bar and its five steps, the current one marked (SPEC §2.11). */
export function WizardProgress({ step }: { step: Step }) {
  return (
    <>
      <div
        className="progress mb-2"
        role="progressbar"
        aria-label="Registration progress"
        aria-valuenow={step * 20}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="progress-bar" style={{ width: `${step * 20}%` }} />
      </div>
      <ol className="vendor-steps mb-4" aria-label="Registration steps">
        {STEPS.map((item) => (
          <li
            key={item.step}
            className={item.step === step ? 'current' : item.step < step ? 'done' : ''}
            aria-current={item.step === step ? 'step' : undefined}
          >
            <span className="step-dot" aria-hidden="true">
              {item.step < step ? '✓' : item.step}
            </span>
            <span className="d-block">{item.title}</span>
            {item.step < step && <span className="visually-hidden"> (done)</span>}
          </li>
        ))}
      </ol>
    </>
  );
}
