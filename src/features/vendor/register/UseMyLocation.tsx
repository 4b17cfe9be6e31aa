import { useFormikContext } from 'formik';
import { useEffect, useEffectEvent, useState } from 'react';
import { useActionForm } from '../../../components/form/useActionForm';
import { currentPosition, positionErrorCode, positionOptions } from '../../../lib/geolocation';
import { WIZARD_TEXTS } from '../vendorTexts';
import type { Locate, LocateReply } from './register.data';
import type { WizardValues } from './wizardModel';
import { devLog } from '../../../api/devLog';

/** Step 3's 'Use my location': the browser's position, its address looked up by the wizard's route action. */
export function UseMyLocation() {
  const { setFieldValue, setFieldTouched } = useFormikContext<WizardValues>();
  const [positioning, setPositioning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const lookup = useActionForm<Locate, LocateReply>({
    onReply: ({ place }) => {
      if (!place) setProblem(WIZARD_TEXTS.locationFailed);
    },
  });
  const locating = positioning || lookup.busy;

  const place = lookup.reply?.place;
  const fill = useEffectEvent(async (found: NonNullable<typeof place>) => {
    for (const [field, value] of Object.entries(found)) {
      if (value) {
        await setFieldValue(field, value, false);
        await setFieldTouched(field, true, true);
      }
    }
  });
  useEffect(() => {
    if (place) void fill(place);
  }, [place]);

  async function useMyLocation() {
    setProblem(null);
    setPositioning(true);
    try {
      const position = await currentPosition(positionOptions(true));
      void lookup.submit({
        intent: 'locate',
        latitude: position.coords.latitude,
        longitude: position.coords.longitude,
      });
    } catch (error) {
      devLog.warn('[vendor register] location detection failed', error);
      setProblem(
        positionErrorCode(error) === 'unsupported' ? WIZARD_TEXTS.locationUnsupported : WIZARD_TEXTS.locationFailed,
      );
    } finally {
      setPositioning(false);
    }
  }

  return (
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
  );
}
