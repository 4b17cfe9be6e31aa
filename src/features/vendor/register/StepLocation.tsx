import type { ReactNode } from 'react';
import { TextField } from '../../../components/form';
import { keepDigits } from '../../../lib/digitsOnly';
import { INPUT_LIMITS } from '../../../lib/inputLimits';

/** `locate` is the wizard's 'Use my location': it writes through the wizard's route, so the step alone has none. */
export function StepLocation({ locate }: { locate?: ReactNode }) {
  return (
    <>
      {locate}
      <TextField
        name="address"
        limit="address"
        label="Business address"
        rows={2}
        autoComplete="street-address"
        required
      />
      <div className="row row-cols-sm-2 g-sm-3">
        <TextField name="city" limit="city" label="City" autoComplete="address-level2" required />
        <TextField name="state" limit="state" label="State" autoComplete="address-level1" required />
      </div>
      <div className="row row-cols-sm-2 g-sm-3">
        <TextField
          name="zipCode"
          limit="pincode"
          label="ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          transform={keepDigits(INPUT_LIMITS.pincode)}
          required
        />
        <TextField
          name="serviceRadius"
          label="Service radius (km)"
          type="number"
          min={1}
          max={50}
          step={1}
          // Whole kilometres, kept as text like every answer of the wizard (saved draft, multipart field).
          transform={keepDigits()}
          hint="How far you travel for a job: 1 to 50 km."
          required
        />
      </div>
    </>
  );
}
