/**
 * The Book Service modal of /services (SPEC §2.6, §4, §5, §8, §9). Loaded on first use. Opening it sets the date
 * to today and tries to find the service address from the browser's position; submitting sends the §3 booking
 * payload with the session token as a bearer credential.
 */
import { useFormik } from 'formik';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from 'react-router-dom';
import { createBooking } from '../../api/customer';
import { bodyMessage, isApiError } from '../../api/http';
import type { CustomerUser, ServiceItem } from '../../api/types';
import { AutoDismissAlert, type Notice } from '../../components/AutoDismissAlert';
import { formatRupees } from '../../lib/money';
import { endCustomerSession } from '../../lib/customerSession';
import { saveRecentBooking } from '../../lib/recentBooking';
import { readStored } from '../../lib/storage';
import {
  BOOKING_REDIRECT_MS,
  BOOKING_TEXTS,
  bookingPayload,
  bookingSummary,
  initialBookingValues,
  isBeforeToday,
  localIsoDate,
  missingRequired,
  PAYMENT_METHODS,
  PINCODE_LENGTH,
  TIME_SLOTS,
  type BookingValues,
  type Coordinates,
  saysSessionEnded,
} from './booking';
import { detectServiceAddress, type AddressDetection } from './detectAddress';
import { DEFAULT_DURATION } from './PackageCard';
import { LoadingLine } from '../../components/LoadingLine';

interface BookServiceModalProps {
  show: boolean;
  service: ServiceItem;
  user: CustomerUser;
  onHide: () => void;
}

const FORM_ID = 'book-service-form';

const Required = () => (
  <span className="text-danger" aria-hidden="true">
    {' '}
    *
  </span>
);

export default function BookServiceModal({ show, service, user, onHide }: BookServiceModalProps) {
  const navigate = useNavigate();
  const [today] = useState(localIsoDate);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [showMissing, setShowMissing] = useState(false);
  const [booked, setBooked] = useState(false);
  const [locating, setLocating] = useState(true);
  const [locationError, setLocationError] = useState<string | null>(null);
  const [coordinates, setCoordinates] = useState<Coordinates | null>(null);
  const live = useRef(true);
  /** Only the latest location request may fill the form (a retry, or StrictMode's second mount, starts another). */
  const detection = useRef(0);
  const alertBox = useRef<HTMLDivElement>(null);
  /** The first field to fix; focused once the form is enabled again (it is disabled while submitting). */
  const focusAfterSubmit = useRef<string | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  const formik = useFormik<BookingValues>({
    initialValues: initialBookingValues(today),
    onSubmit: async (values, helpers) => {
      setNotice(null);
      const missing = missingRequired(values);
      if (missing.length > 0 || isBeforeToday(values, today)) {
        setShowMissing(true);
        setNotice({ variant: 'danger', text: missing.length > 0 ? BOOKING_TEXTS.required : BOOKING_TEXTS.pastDate });
        focusAfterSubmit.current = `booking-${missing[0] ?? 'scheduled_date'}`;
        return;
      }
      const token = readStored('session_token');
      try {
        const answer = await createBooking(token ?? '', bookingPayload(user, service, values, coordinates));
        if (!live.current) return;
        if (answer.status === 'success') {
          saveRecentBooking(bookingPayload(user, service, values, coordinates), answer);
          setBooked(true);
          setNotice({ variant: 'success', text: BOOKING_TEXTS.success });
          redirect.current = setTimeout(() => {
            onHide();
            helpers.resetForm();
            navigate('/bookings');
          }, BOOKING_REDIRECT_MS);
          return;
        }
        console.warn('[booking] the booking was refused:', answer.message ?? answer.status);
        setNotice({ variant: 'danger', text: answer.message || BOOKING_TEXTS.failed });
        // The session ended: the customer is signed out, so Book Now asks them to log in again.
        if (saysSessionEnded({ message: answer.message })) endCustomerSession(token);
      } catch (error) {
        console.error('[booking] the booking call failed', error);
        // A refusal that came with a non-OK status still says why in its JSON body (e.g. an expired session).
        const refusal = bodyMessage(error);
        if (live.current) setNotice({ variant: 'danger', text: refusal ?? BOOKING_TEXTS.error });
        if (isApiError(error) && saysSessionEnded({ httpStatus: error.status, message: refusal })) {
          endCustomerSession(token);
        }
      }
    },
  });
  const { setValues } = formik;

  /**
   * On opening, what the customer typed meanwhile stays (only empty fields are filled); pressing "Use my current
   * location" asks for the position's address, so it replaces address and pincode, which then match the coordinates.
   */
  const detect = (overwrite: boolean) => {
    const request = ++detection.current;
    void detectServiceAddress().then((result: AddressDetection) => {
      if (!live.current || request !== detection.current) return;
      setLocating(false);
      if (result.coordinates) setCoordinates(result.coordinates);
      if (!result.found) {
        setLocationError(result.error);
        return;
      }
      const pincode = result.pincode.replace(/\D/g, '').slice(0, PINCODE_LENGTH);
      void setValues((now) => ({
        ...now,
        service_address: overwrite || !now.service_address.trim() ? result.address : now.service_address,
        pincode: overwrite || !now.pincode ? pincode : now.pincode,
      }));
    });
  };

  const locateAgain = () => {
    setLocating(true);
    setLocationError(null);
    detect(true);
  };

  // SPEC §4: opening the modal tries to detect the location (the modal is mounted afresh for each opening).
  useEffect(() => {
    live.current = true;
    detect(false);
    return () => {
      live.current = false;
      clearTimeout(redirect.current);
    };
    // Once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // On a phone the alert can sit above the scrolled modal body: bring a new one into sight.
  useEffect(() => {
    if (notice) alertBox.current?.scrollIntoView?.({ block: 'nearest' });
  }, [notice]);
  useEffect(() => {
    if (formik.isSubmitting || !focusAfterSubmit.current) return;
    document.getElementById(focusAfterSubmit.current)?.focus({ preventScroll: true });
    focusAfterSubmit.current = null;
  }, [formik.isSubmitting]);

  const summary = bookingSummary(Number(service.price));
  const busy = formik.isSubmitting || booked;
  const invalid = (name: keyof BookingValues) =>
    showMissing &&
    (missingRequired(formik.values).includes(name) ||
      (name === 'scheduled_date' && isBeforeToday(formik.values, today)));
  const field = (name: keyof BookingValues) => ({
    id: `booking-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    disabled: busy,
    'aria-invalid': invalid(name) || undefined,
    // An invalid field is described by the alert that says what is wrong; the address also by its location line.
    'aria-describedby':
      [invalid(name) && 'booking-alert', name === 'service_address' && 'booking-location-status']
        .filter(Boolean)
        .join(' ') || undefined,
  });
  const onPincode = (event: ChangeEvent<HTMLInputElement>) =>
    void formik.setFieldValue('pincode', event.target.value.replace(/\D/g, '').slice(0, PINCODE_LENGTH));

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

        <div ref={alertBox} id="booking-alert">
          <AutoDismissAlert notice={notice} onClose={() => setNotice(null)} dismissible={!booked} />
        </div>

        <form id={FORM_ID} noValidate onSubmit={formik.handleSubmit} aria-labelledby="book-service-title">
          <div className="row g-3">
            <div className="col-sm-6">
              <label htmlFor="booking-scheduled_date" className="form-label">
                Service date
                <Required />
              </label>
              <input
                type="date"
                className={`form-control ${invalid('scheduled_date') ? 'is-invalid' : ''}`}
                min={today}
                required
                {...field('scheduled_date')}
              />
            </div>
            <div className="col-sm-6">
              <label htmlFor="booking-scheduled_time" className="form-label">
                Time slot
                <Required />
              </label>
              <select
                className={`form-select ${invalid('scheduled_time') ? 'is-invalid' : ''}`}
                required
                {...field('scheduled_time')}
              >
                <option value="">Select a time slot</option>
                {TIME_SLOTS.map((slot) => (
                  <option key={slot} value={slot}>
                    {slot}
                  </option>
                ))}
              </select>
            </div>

            <div className="col-12">
              <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
                <label htmlFor="booking-service_address" className="form-label m-0">
                  Service address
                  <Required />
                </label>
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0"
                  onClick={locateAgain}
                  disabled={locating || busy}
                >
                  Use my current location
                </button>
              </div>
              <textarea
                className={`form-control ${invalid('service_address') ? 'is-invalid' : ''}`}
                rows={2}
                required
                autoComplete="street-address"
                {...field('service_address')}
              />
              <div id="booking-location-status" className="mt-2">
                {locating ? (
                  <LoadingLine className="small text-body-secondary m-0">Detecting your location…</LoadingLine>
                ) : locationError ? (
                  <p className="alert alert-warning small py-2 px-3 m-0" role="status">
                    {locationError}
                  </p>
                ) : null}
              </div>
            </div>

            <div className="col-sm-6">
              <label htmlFor="booking-pincode" className="form-label">
                Pincode
                <Required />
              </label>
              <input
                type="text"
                inputMode="numeric"
                autoComplete="postal-code"
                className="form-control"
                maxLength={PINCODE_LENGTH}
                required
                {...field('pincode')}
                onChange={onPincode}
              />
            </div>

            <div className="col-12">
              <label htmlFor="booking-special_instructions" className="form-label">
                Special instructions <span className="text-body-secondary small">(optional)</span>
              </label>
              <textarea className="form-control" rows={3} {...field('special_instructions')} />
            </div>

            <fieldset className="col-12">
              <legend className="form-label fs-6 mb-2">Payment method</legend>
              <div className="d-flex flex-wrap gap-2">
                {PAYMENT_METHODS.map((method) => (
                  <div key={method.value} className="form-check payment-option">
                    <input
                      className="form-check-input"
                      type="radio"
                      id={`booking-payment-${method.value}`}
                      name="payment_method"
                      value={method.value}
                      checked={formik.values.payment_method === method.value}
                      onChange={formik.handleChange}
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
      </Modal.Body>
      <Modal.Footer className="booking-footer">
        <button type="button" className="btn btn-outline-secondary" onClick={onHide} disabled={busy}>
          Cancel
        </button>
        <button type="submit" form={FORM_ID} className="btn btn-primary" disabled={busy}>
          {formik.isSubmitting ? (
            <>
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              Booking...
            </>
          ) : (
            'Confirm Booking'
          )}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
