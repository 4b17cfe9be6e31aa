import { useFormikContext } from 'formik';
import { useState } from 'react';
import { reverseGeocode, vendorAddressFromGeocode } from '../../../api/maps';
import { describeFailure } from '../../../api/outcome';
import { TextField } from '../../../components/form';
import {
  currentPosition,
  GEOLOCATION_MAX_AGE_MS,
  GEOLOCATION_TIMEOUT_MS,
  positionErrorCode,
} from '../../../lib/geolocation';
import { keepDigits } from '../../../lib/digitsOnly';
import { INPUT_LIMITS } from '../../../lib/inputLimits';
import { WIZARD_TEXTS } from '../vendorTexts';
import type { WizardValues } from './wizardModel';
import { devLog } from '../../../lib/devLog';

/** SPEC §7 Maps: browser position (high accuracy, 10 s, 5 min old accepted), then reverse geocoding. */
const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: GEOLOCATION_TIMEOUT_MS,
  maximumAge: GEOLOCATION_MAX_AGE_MS,
};

/** Step 3 (SPEC §2.11, §5, §8): address, city, state, ZIP, service radius, and 'Use my location'. */
export function StepLocation() {
  const { setFieldValue, setFieldTouched } = useFormikContext<WizardValues>();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function useMyLocation() {
    setProblem(null);
    setLocating(true);
    try {
      const position = await currentPosition(POSITION_OPTIONS);
      const outcome = await reverseGeocode(position.coords.latitude, position.coords.longitude);
      const place = outcome.kind === 'ok' ? vendorAddressFromGeocode(outcome.answer) : null;
      if (!place)
        throw new Error(
          `no address for this position (${outcome.kind === 'ok' ? 'no result' : describeFailure(outcome)})`,
        );
      for (const [field, value] of Object.entries(place)) {
        if (value) {
          await setFieldValue(field, value, false);
          await setFieldTouched(field, true, true);
        }
      }
    } catch (error) {
      devLog.warn('[vendor register] location detection failed', error);
      setProblem(
        positionErrorCode(error) === 'unsupported' ? WIZARD_TEXTS.locationUnsupported : WIZARD_TEXTS.locationFailed,
      );
    } finally {
      setLocating(false);
    }
  }

  return (
    <>
      <div className="mb-3">
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={useMyLocation} disabled={locating}>
          {locating ? 'Detecting your location...' : 'Use my location'}
        </button>
        {problem && (
          <div className="alert alert-warning py-2 mt-2 mb-0 small" role="alert">
            {problem}
          </div>
        )}
      </div>
      <TextField
        name="address"
        limit="address"
        label="Business address"
        rows={2}
        autoComplete="street-address"
        required
      />
      <div className="row g-sm-3">
        <TextField
          name="city"
          limit="city"
          label="City"
          autoComplete="address-level2"
          required
          className="col-sm-6 mb-3"
        />
        <TextField
          name="state"
          limit="state"
          label="State"
          autoComplete="address-level1"
          required
          className="col-sm-6 mb-3"
        />
      </div>
      <div className="row g-sm-3">
        <TextField
          name="zipCode"
          limit="pincode"
          label="ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          transform={keepDigits(INPUT_LIMITS.pincode)}
          required
          className="col-sm-6 mb-3"
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
          className="col-sm-6 mb-3"
        />
      </div>
    </>
  );
}
