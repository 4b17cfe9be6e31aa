import type { ReactNode, Ref } from 'react';
import { BusyButton } from '../../components/form/BusyButton';
import { TextField } from '../../components/form/TextField';
import { keepDigits } from '../../lib/digitsOnly';

interface RegisterStepTwoProps {
  /** The sign-up is being sent. */
  submitting: boolean;
  /** A write is under way: Create account waits. */
  busy: boolean;
  /** Registered: nothing can be changed any more. */
  locked: boolean;
  headingRef: Ref<HTMLLegendElement>;
  /** The page's message (the sign-up's success or failure), shown above the buttons. */
  notice: ReactNode;
  onBack: () => void;
}

/** Step 2 of the customer registration (SPEC §2.5, §5): Location, then Create account. */
export function RegisterStepTwo({ submitting, busy, locked, headingRef, notice, onBack }: RegisterStepTwoProps) {
  return (
    <fieldset disabled={locked}>
      <legend ref={headingRef} className="h5 mb-3" tabIndex={-1}>
        Location
      </legend>
      <TextField
        name="address"
        id="register-address"
        label="Address"
        rows={2}
        autoComplete="street-address"
        limit="address"
      />
      <div className="row g-3 mb-3">
        <TextField
          name="city"
          id="register-city"
          label="City"
          autoComplete="address-level2"
          limit="city"
          className="col-12 col-sm-6"
        />
        <TextField
          name="state"
          id="register-state"
          label="State"
          autoComplete="address-level1"
          limit="state"
          className="col-12 col-sm-6"
        />
        <TextField
          name="pincode"
          id="register-pincode"
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          limit="pincode"
          transform={keepDigits()}
          className="col-12 col-sm-6"
        />
        <TextField
          name="landmark"
          id="register-landmark"
          label={
            <>
              Landmark <span className="text-body-secondary">(optional)</span>
            </>
          }
          limit="landmark"
          className="col-12 col-sm-6"
        />
      </div>
      {notice}
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={onBack}>
          Back
        </button>
        <BusyButton
          type="submit"
          className="btn btn-primary flex-fill py-2"
          busy={submitting}
          disabled={busy}
          label="Create account"
          busyLabel="Creating account…"
        />
      </div>
    </fieldset>
  );
}
