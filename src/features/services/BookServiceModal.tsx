/** Opening fills the customer's saved address, or, without one, tries to find it from the browser's position. */
import { FormikProvider, useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { BookingRequest, CustomerUser, ServiceItem } from '../../api/types';
import { useActionForm } from '../../components/form/useActionForm';
import { SlotSelectField } from '../../components/form/SlotSelectField';
import { TextField } from '../../components/form/TextField';
import { LoadingLine } from '../../components/LoadingLine';
import { optional } from '../../components/optionalLabel';
import { keepDigits } from '../../lib/digitsOnly';
import { INPUT_LIMITS } from '../../lib/inputLimits';
import { AutoDismissAlert } from '../../components/AutoDismissAlert';
import { BusyButton } from '../../components/form/BusyButton';
import { FocusFirstInvalid } from '../../components/form/focusFirstInvalid';
import { schemaErrors } from '../../components/form/schemaErrors';
import { formatDuration } from '../../lib/duration';
import { formatRupees } from '../../lib/money';
import { localIsoDate } from '../../lib/timeSlots';
import {
  bookingErrorText,
  bookingPayload,
  bookingSchema,
  bookingSummary,
  initialBookingValues,
  PAYMENT_METHODS,
  TIME_SLOTS,
  type BookingValues,
} from './booking';
import { BookingSummary } from './BookingSummary';
import { DEFAULT_DURATION } from './PackageCard';
import { savedAddressOf } from './savedAddress';
import { useDetectedAddress } from './useDetectedAddress';

interface BookServiceModalProps {
  show: boolean;
  service: ServiceItem;
  user: CustomerUser;
  onHide: () => void;
}

const FORM_ID = 'book-service-form';
const SLOT_OPTIONS = TIME_SLOTS.map((slot) => ({ value: slot, label: slot }));
/** The alert states the form's errors (one text for all of them) and describes each field it names. */
const ALERT_ID = 'booking-alert';

export default function BookServiceModal({ show, service, user, onHide }: BookServiceModalProps) {
  const [today] = useState(localIsoDate);
  const [validate] = useState(() => schemaErrors<BookingValues>(bookingSchema(today)));
  const [saved] = useState(() => savedAddressOf(user));
  const alertBox = useRef<HTMLDivElement>(null);
  const booking = useActionForm<BookingRequest>({ beforeLeave: onHide });

  const formik = useFormik<BookingValues>({
    initialValues: {
      ...initialBookingValues(today),
      service_address: saved?.address ?? '',
      pincode: saved?.pincode ?? '',
    },
    validate,
    validateOnBlur: false,
    // The submission's state, not Formik's, tells when the booking is in flight, so the submit is not awaited
    // (async only so that Formik ends its own submit).
    onSubmit: async (values) => {
      void booking.submit(bookingPayload(user, service, values, detected.coordinates));
    },
  });
  const { setValues } = formik;

  // On opening, what the customer typed meanwhile stays; "Use my current location" replaces it.
  const detected = useDetectedAddress(
    (place, overwrite) =>
      void setValues((now) => ({
        ...now,
        service_address: overwrite || !now.service_address.trim() ? place.address : now.service_address,
        pincode: overwrite || !now.pincode ? place.pincode : now.pincode,
      })),
    !saved,
  );
  /** "Use my saved address": back to the profile's address, without the position of another place. */
  const restoreSaved = saved
    ? () => {
        detected.forget();
        void setValues((now) => ({ ...now, service_address: saved.address, pincode: saved.pincode }));
      }
    : undefined;

  const { notice, setNotice } = booking;
  const booked = Boolean(booking.reply?.next);
  // After a booking the form stays locked until it closes.
  const submitting = formik.isSubmitting || booking.sendingNow;
  const busy = submitting || booked;

  // On a phone the alert can sit above the scrolled modal body: bring a new one into sight.
  useEffect(() => {
    if (notice) alertBox.current?.scrollIntoView?.({ block: 'nearest' });
  }, [notice]);
  const refuse = (errors: Partial<Record<keyof BookingValues, string>>) =>
    setNotice({ variant: 'danger', text: bookingErrorText(errors) });

  const summary = bookingSummary(Number(service.price));

  return (
    <Modal
      show={show}
      onHide={busy ? () => undefined : onHide}
      centered
      scrollable
      size="lg"
      fullscreen="sm-down"
      aria-labelledby="book-service-title"
    >
      <Modal.Header closeButton={!busy} closeLabel="Close">
        <Modal.Title id="book-service-title" as="h2" className="h5">
          Book Service
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="booking-service d-flex justify-content-between align-items-start gap-3 mb-3">
          <div>
            <p className="fw-semibold mb-0">{service.name}</p>
            <p className="small text-body-secondary mb-0">{formatDuration(service.duration ?? DEFAULT_DURATION)}</p>
          </div>
          <p className="fw-bold mb-0 text-nowrap">{formatRupees(summary.price)}</p>
        </div>

        <div ref={alertBox} id={ALERT_ID}>
          <AutoDismissAlert notice={notice} onClose={() => setNotice(null)} dismissible={!booked} />
        </div>

        <FormikProvider value={formik}>
          <form id={FORM_ID} noValidate onSubmit={formik.handleSubmit} aria-labelledby="book-service-title">
            <FocusFirstInvalid onRefused={refuse} />
            <fieldset disabled={busy}>
              <div className="row g-3">
                <TextField
                  name="scheduled_date"
                  label="Service date"
                  type="date"
                  min={today}
                  required
                  errorShownBy={ALERT_ID}
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
                  errorShownBy={ALERT_ID}
                  className="col-sm-6"
                />
                <TextField
                  name="service_address"
                  label="Service address"
                  rows={2}
                  limit="address"
                  required
                  autoComplete="street-address"
                  errorShownBy={ALERT_ID}
                  describedBy="booking-location-status"
                  className="col-12"
                  labelAside={
                    <span className="d-flex flex-wrap column-gap-3 row-gap-2">
                      {restoreSaved && (
                        <button type="button" className="btn btn-link btn-sm p-0" onClick={restoreSaved}>
                          Use my saved address
                        </button>
                      )}
                      <button
                        type="button"
                        className="btn btn-link btn-sm p-0"
                        onClick={detected.locateAgain}
                        disabled={detected.locating}
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
                  label="Pincode"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  limit="pincode"
                  required
                  transform={keepDigits(INPUT_LIMITS.pincode)}
                  className="col-sm-6"
                />
                <TextField
                  name="special_instructions"
                  label={optional('Special instructions')}
                  rows={3}
                  limit="instructions"
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
                        />
                        <label className="form-check-label" htmlFor={`booking-payment-${method.value}`}>
                          {method.label}
                        </label>
                      </div>
                    ))}
                  </div>
                </fieldset>
              </div>
            </fieldset>
            <BookingSummary summary={summary} />
          </form>
        </FormikProvider>
      </Modal.Body>
      <Modal.Footer className="booking-footer">
        <button type="button" className="btn btn-outline-secondary" onClick={onHide} disabled={busy}>
          Cancel
        </button>
        <BusyButton
          type="submit"
          form={FORM_ID}
          className="btn btn-primary"
          busy={submitting}
          disabled={busy}
          label="Confirm Booking"
          busyLabel="Booking..."
        />
      </Modal.Footer>
    </Modal>
  );
}
