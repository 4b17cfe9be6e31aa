/**
 * The Book Service modal of /services (SPEC §2.6, §4, §5, §8, §9). Loaded on first use. Opening it sets the date
 * to today and fills the address the customer saved at registration, or, without one, tries to find it from the
 * browser's position (useDetectedAddress); a valid form posts the §3 booking payload to the route's action
 * (bookingAction.data.ts) through a fetcher.
 */
import { FormikProvider, useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { BookingRequest, CustomerUser, ServiceItem } from '../../api/types';
import { useActionForm, type ActionReply } from '../../components/form/useActionForm';
import { AutoDismissAlert, type Notice } from '../../components/AutoDismissAlert';
import { BusyButton } from '../../components/form/BusyButton';
import { FocusFirstInvalid } from '../../components/form/focusFirstInvalid';
import { schemaErrors } from '../../components/form/schemaErrors';
import { formatDuration } from '../../lib/duration';
import { formatRupees } from '../../lib/money';
import {
  bookingErrorText,
  bookingPayload,
  bookingSchema,
  bookingSummary,
  initialBookingValues,
  localIsoDate,
  type BookingValues,
} from './booking';
import { BookingFields } from './BookingFields';
import { BookingSummary } from './BookingSummary';
import { DEFAULT_DURATION } from './PackageCard';
import { savedAddressOf } from './savedAddress';
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

export default function BookServiceModal({ show, service, user, onHide }: BookServiceModalProps) {
  const [today] = useState(localIsoDate);
  const [validate] = useState(() => schemaErrors<BookingValues>(bookingSchema(today)));
  const [saved] = useState(() => savedAddressOf(user));
  /** The alert of a refused submit; the booking's own outcome is the action's reply. */
  const [refusal, setRefusal] = useState<Notice | null>(null);
  const alertBox = useRef<HTMLDivElement>(null);
  const hide = useRef(onHide);
  useEffect(() => {
    hide.current = onHide;
  });
  // SPEC §4: after a booking the modal closes and /bookings opens (its success text shows for a moment first).
  const booking = useActionForm<BookingRequest, ActionReply>({ beforeLeave: () => hide.current() });

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
      setRefusal(null);
      void booking.submit(bookingPayload(user, service, values, detected.coordinates));
    },
  });
  const { setValues } = formik;

  /**
   * On opening (only without a saved address), what the customer typed meanwhile stays; "Use my current location"
   * replaces address and pincode.
   */
  const detected = useDetectedAddress(
    (place: DetectedPlace, overwrite: boolean) =>
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

  const notice = refusal ?? booking.notice;
  const booked = Boolean(booking.reply?.next);
  /** Validating or sending: the submit button spins. After a booking the form stays locked until it closes. */
  const submitting = formik.isSubmitting || booking.sendingNow;
  const busy = submitting || booked;

  // On a phone the alert can sit above the scrolled modal body: bring a new one into sight.
  useEffect(() => {
    if (notice) alertBox.current?.scrollIntoView?.({ block: 'nearest' });
  }, [notice]);
  /** A refused submit says why in the alert (the shared rule then focuses the first field to fix). */
  const refuse = (errors: Partial<Record<keyof BookingValues, string>>) => {
    booking.setNotice(null);
    setRefusal({ variant: 'danger', text: bookingErrorText(errors) });
  };

  const summary = bookingSummary(Number(service.price));
  const closeNotice = () => {
    setRefusal(null);
    booking.setNotice(null);
  };

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
          <AutoDismissAlert notice={notice} onClose={closeNotice} dismissible={!booked} />
        </div>

        <FormikProvider value={formik}>
          <form id={FORM_ID} noValidate onSubmit={formik.handleSubmit} aria-labelledby="book-service-title">
            <FocusFirstInvalid onRefused={refuse} />
            <BookingFields
              today={today}
              busy={busy}
              detected={detected}
              restoreSaved={restoreSaved}
              alertId={ALERT_ID}
            />
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
