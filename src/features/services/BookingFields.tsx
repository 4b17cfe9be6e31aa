/**
 * The fields of the Book Service modal (SPEC §2.6, §5): date, time slot (only those still open on the date), address
 * with "Use my saved address" (when the customer has one) and "Use my current location", pincode, instructions and
 * payment method. The modal's alert states their errors (`alertId`).
 */
import { useFormikContext } from 'formik';
import { SlotSelectField } from '../../components/form/SlotSelectField';
import { TextField } from '../../components/form/TextField';
import { LoadingLine } from '../../components/LoadingLine';
import { keepDigits } from '../../lib/digitsOnly';
import { PAYMENT_METHODS, PINCODE_LENGTH, TIME_SLOTS, type BookingValues } from './booking';
import type { useDetectedAddress } from './useDetectedAddress';

const SLOT_OPTIONS = TIME_SLOTS.map((slot) => ({ value: slot, label: slot }));

interface BookingFieldsProps {
  today: string;
  busy: boolean;
  detected: ReturnType<typeof useDetectedAddress>;
  /** Fills the customer's saved address again; absent when they have none. */
  restoreSaved?: () => void;
  alertId: string;
}

export function BookingFields({ today, busy, detected, restoreSaved, alertId }: BookingFieldsProps) {
  const formik = useFormikContext<BookingValues>();
  return (
    <div className="row g-3">
      <TextField
        name="scheduled_date"
        id="booking-scheduled_date"
        label="Service date"
        type="date"
        min={today}
        required
        disabled={busy}
        errorShownBy={alertId}
        className="col-sm-6"
      />
      <SlotSelectField
        name="scheduled_time"
        id="booking-scheduled_time"
        label="Time slot"
        placeholder="Select a time slot"
        slots={SLOT_OPTIONS}
        dateName="scheduled_date"
        required
        disabled={busy}
        errorShownBy={alertId}
        className="col-sm-6"
      />
      <TextField
        name="service_address"
        id="booking-service_address"
        label="Service address"
        rows={2}
        limit="address"
        required
        autoComplete="street-address"
        disabled={busy}
        errorShownBy={alertId}
        describedBy="booking-location-status"
        className="col-12"
        labelAside={
          <span className="d-flex flex-wrap column-gap-3 row-gap-2">
            {restoreSaved && (
              <button type="button" className="btn btn-link btn-sm p-0" onClick={restoreSaved} disabled={busy}>
                Use my saved address
              </button>
            )}
            <button
              type="button"
              className="btn btn-link btn-sm p-0"
              onClick={detected.locateAgain}
              disabled={detected.locating || busy}
            >
              Use my current location
            </button>
          </span>
        }
      />
      <div id="booking-location-status" className="col-12 mt-2">
        {detected.locating ? (
          <LoadingLine className="small text-body-secondary m-0">Detecting your location…</LoadingLine>
        ) : detected.error ? (
          <p className="alert alert-warning small py-2 px-3 m-0" role="status">
            {detected.error}
          </p>
        ) : null}
      </div>
      <TextField
        name="pincode"
        id="booking-pincode"
        label="Pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        limit="pincode"
        required
        transform={keepDigits(PINCODE_LENGTH)}
        disabled={busy}
        className="col-sm-6"
      />
      <TextField
        name="special_instructions"
        id="booking-special_instructions"
        label={
          <>
            Special instructions <span className="text-body-secondary small">(optional)</span>
          </>
        }
        rows={3}
        limit="instructions"
        disabled={busy}
        className="col-12"
      />

      <fieldset className="col-12">
        <legend className="form-label fs-6 mb-2">Payment method</legend>
        <div className="d-flex flex-wrap gap-2">
          {PAYMENT_METHODS.map((method) => (
            <div key={method.value} className="form-check payment-option">
              <input
                className="form-check-input"
                id={`booking-payment-${method.value}`}
                {...formik.getFieldProps({ name: 'payment_method', type: 'radio', value: method.value })}
                type="radio"
                disabled={busy}
              />
              <label className="form-check-label" htmlFor={`booking-payment-${method.value}`}>
                {method.label}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
