/**
 * The Book Service modal of /services (SPEC §2.6, §4, §5, §8, §9). Loaded on first use. Opening it sets the date
 * to today and tries to find the service address from the browser's position (useDetectedAddress); a valid form
 * posts the §3 booking payload to the route's action (bookingAction.ts) through a fetcher.
 */
import { FormikProvider, useFormik, type FormikErrors } from 'formik';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { BookingRequest } from '../../api/types';
import type { CustomerUser, ServiceItem } from '../../api/types';
import { useActionForm, type ActionReply } from '../../components/form/useActionForm';
import { AutoDismissAlert, type Notice } from '../../components/AutoDismissAlert';
import { BusyButton } from '../../components/form/BusyButton';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { LoadingLine } from '../../components/LoadingLine';
import { formatRupees } from '../../lib/money';
import { keepDigits } from '../../lib/digitsOnly';
import {
  BOOKING_REQUIRED_FIELDS,
  BOOKING_TEXTS,
  bookingErrorText,
  bookingPayload,
  bookingSummary,
  initialBookingValues,
  localIsoDate,
  PAYMENT_METHODS,
  PINCODE_LENGTH,
  TIME_SLOTS,
  validateBooking,
  type BookingValues,
} from './booking';
import { DEFAULT_DURATION } from './PackageCard';
import { useDetectedAddress, type DetectedPlace } from './useDetectedAddress';

interface BookServiceModalProps {
  show: boolean;
  service: ServiceItem;
  user: CustomerUser;
  onHide: () => void;
}

const FORM_ID = 'book-service-form';
/** The alert states the form's errors and describes each field it names (§8 gives one text for all of them). */
const ALERT_ID = 'booking-alert';
const SLOT_OPTIONS = TIME_SLOTS.map((slot) => ({ value: slot, label: slot }));

export default function BookServiceModal({ show, service, user, onHide }: BookServiceModalProps) {
  const [today] = useState(localIsoDate);
  /** The alert of a refused submit; the booking's own outcome is the action's reply. */
  const [refusal, setRefusal] = useState<Notice | null>(null);
  const alertBox = useRef<HTMLDivElement>(null);
  /** The first field to fix; focused once the form is enabled again (it is disabled while submitting). */
  const focusAfterSubmit = useRef<string | null>(null);
  const hide = useRef(onHide);
  useEffect(() => {
    hide.current = onHide;
  });
  // SPEC §4: after a booking the modal closes and /bookings opens (its success text shows for a moment first).
  const booking = useActionForm<BookingRequest, ActionReply>({ beforeLeave: () => hide.current() });

  const formik = useFormik<BookingValues>({
    initialValues: initialBookingValues(today),
    validate: (values) => validateBooking(values, today),
    validateOnBlur: false,
    // The submission's state, not Formik's, tells when the booking is in flight, so the submit is not awaited
    // (async only so that Formik ends its own submit).
    onSubmit: async (values) => {
      void booking.submit(bookingPayload(user, service, values, detected.coordinates));
    },
  });
  const { setValues } = formik;

  /** On opening, what the customer typed meanwhile stays; "Use my current location" replaces address and pincode. */
  const detected = useDetectedAddress(
    (place: DetectedPlace, overwrite: boolean) =>
      void setValues((now) => ({
        ...now,
        service_address: overwrite || !now.service_address.trim() ? place.address : now.service_address,
        pincode: overwrite || !now.pincode ? place.pincode : now.pincode,
      })),
  );

  const notice = refusal ?? booking.notice;
  const booked = Boolean(booking.reply?.next);
  /** Validating or sending: the submit button spins. After a booking the form stays locked until it closes. */
  const submitting = formik.isSubmitting || booking.sendingNow;
  const busy = submitting || booked;

  // On a phone the alert can sit above the scrolled modal body: bring a new one into sight.
  useEffect(() => {
    if (notice) alertBox.current?.scrollIntoView?.({ block: 'nearest' });
  }, [notice]);
  useEffect(() => {
    if (busy || !focusAfterSubmit.current) return;
    document.getElementById(focusAfterSubmit.current)?.focus({ preventScroll: true });
    focusAfterSubmit.current = null;
  }, [busy, refusal]);

  /** A refused submit says why in the alert and sends the focus to the first field to fix. */
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const errors: FormikErrors<BookingValues> = await formik.validateForm();
    booking.setNotice(null);
    if (Object.keys(errors).length > 0) {
      setRefusal({ variant: 'danger', text: bookingErrorText(errors) });
      const first = BOOKING_REQUIRED_FIELDS.find((name) => errors[name] === BOOKING_TEXTS.required);
      focusAfterSubmit.current = `booking-${first ?? 'scheduled_date'}`;
    } else {
      setRefusal(null);
    }
    await formik.submitForm();
  };

  const closeNotice = () => {
    setRefusal(null);
    booking.setNotice(null);
  };

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
            <p className="small text-body-secondary mb-0">{service.duration ?? DEFAULT_DURATION} mins</p>
          </div>
          <p className="fw-bold mb-0 text-nowrap">{formatRupees(summary.price)}</p>
        </div>

        <div ref={alertBox} id={ALERT_ID}>
          <AutoDismissAlert notice={notice} onClose={closeNotice} dismissible={!booked} />
        </div>

        <FormikProvider value={formik}>
          <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)} aria-labelledby="book-service-title">
            <div className="row g-3">
              <TextField
                name="scheduled_date"
                id="booking-scheduled_date"
                label="Service date"
                type="date"
                min={today}
                required
                disabled={busy}
                errorShownBy={ALERT_ID}
                className="col-sm-6"
              />
              <SelectField
                name="scheduled_time"
                id="booking-scheduled_time"
                label="Time slot"
                placeholder="Select a time slot"
                options={SLOT_OPTIONS}
                required
                disabled={busy}
                errorShownBy={ALERT_ID}
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
                errorShownBy={ALERT_ID}
                describedBy="booking-location-status"
                className="col-12"
                labelAside={
                  <button
                    type="button"
                    className="btn btn-link btn-sm p-0"
                    onClick={detected.locateAgain}
                    disabled={detected.locating || busy}
                  >
                    Use my current location
                  </button>
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

            <section className="booking-summary mt-4" aria-labelledby="booking-summary-title">
              <h3 id="booking-summary-title" className="h6">
                Booking summary
              </h3>
              <dl className="m-0">
                <div className="d-flex justify-content-between">
                  <dt className="fw-normal">Service price</dt>
                  <dd className="m-0">{formatRupees(summary.price)}</dd>
                </div>
                <div className="d-flex justify-content-between">
                  <dt className="fw-normal">GST (18%)</dt>
                  <dd className="m-0">{formatRupees(summary.gst)}</dd>
                </div>
                <div className="d-flex justify-content-between">
                  <dt className="fw-normal">Service charge</dt>
                  <dd className="m-0">{formatRupees(summary.serviceCharge)}</dd>
                </div>
                <div className="d-flex justify-content-between border-top pt-2 mt-2 fw-bold">
                  <dt>Total</dt>
                  <dd className="m-0" data-testid="booking-total">
                    {formatRupees(summary.total)}
                  </dd>
                </div>
              </dl>
            </section>
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
