/** No server takes this booking: a valid one is logged and confirmed with its summary. */
import { Form, Formik } from 'formik';
import { useLayoutEffect, useRef, useState, type Ref } from 'react';
import { FocusFirstInvalid, TextField } from '../../components/form';
import { SlotSelectField } from '../../components/form/SlotSelectField';
import type { CatalogueService } from '../../content/catalogue';
import { keepDigits } from '../../lib/digitsOnly';
import { localIsoDate } from '../../lib/timeSlots';
import {
  DETAILS_TIME_SLOTS,
  detailsSummary,
  detailsTotal,
  emptyDetailsBooking,
  formatDay,
  formatDollars,
  formatTime,
  SERVICE_FEE,
  detailsBookingSchema,
  type DetailsBookingSummary,
  type DetailsBookingValues,
  type Prefill,
} from './detailsBooking';
import { devLog } from '../../api/devLog';

export const FIRST_FIELD_ID = 'details-booking-name';

interface BookingPanelProps {
  service: CatalogueService;
  prefill: Prefill | null;
  ref?: Ref<HTMLElement>;
}

export function BookingPanel({ service, prefill, ref }: BookingPanelProps) {
  const [today] = useState(localIsoDate);
  const [confirmed, setConfirmed] = useState<DetailsBookingSummary | null>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const returning = useRef(false);

  useLayoutEffect(() => {
    if (confirmed) confirmation.current?.focus();
    else if (returning.current) document.getElementById(FIRST_FIELD_ID)?.focus();
  }, [confirmed]);

  return (
    <section
      ref={ref}
      id="book-this-service"
      className="card border-0 shadow-sm details-booking"
      aria-labelledby="details-booking-title"
    >
      <div className="card-body">
        {confirmed ? (
          <div>
            <h2 id="details-booking-title" className="h5 text-success" tabIndex={-1} ref={confirmation}>
              Booking Successful!
            </h2>
            <p className="small text-body-secondary">
              Your booking request for {confirmed.serviceName} is in. A professional will call you before the visit.
            </p>
            <Summary summary={confirmed} />
            <button
              type="button"
              className="btn btn-primary w-100 mt-3"
              onClick={() => {
                returning.current = true;
                setConfirmed(null);
              }}
            >
              Book Another Service
            </button>
          </div>
        ) : (
          <>
            <h2 id="details-booking-title" className="h5 mb-1">
              Book This Service
            </h2>
            <p className="small text-body-secondary mb-3">
              Fields marked <span aria-hidden="true">*</span>
              <span className="visually-hidden">required</span> are needed.
            </p>
            <Formik<DetailsBookingValues>
              initialValues={emptyDetailsBooking(prefill)}
              validationSchema={detailsBookingSchema(today)}
              // Not on blur: a message appearing as focus leaves a field would move Confirm Booking under the pointer.
              validateOnBlur={false}
              onSubmit={(values, helpers) => {
                const summary = detailsSummary(service, values);
                devLog.info('[details booking]', summary);
                helpers.resetForm({ values: emptyDetailsBooking(prefill) });
                setConfirmed(summary);
              }}
            >
              <Form noValidate aria-labelledby="details-booking-title">
                <FocusFirstInvalid />
                <TextField
                  name="name"
                  limit="name"
                  id={FIRST_FIELD_ID}
                  label="Full Name"
                  autoComplete="name"
                  required
                />
                <TextField name="email" limit="email" label="Email" type="email" autoComplete="email" required />
                <TextField
                  name="phone"
                  limit="phone"
                  label="Phone Number"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  transform={keepDigits(10)}
                  hint="10 digits"
                  required
                />
                <TextField
                  name="address"
                  limit="address"
                  label="Address"
                  rows={2}
                  autoComplete="street-address"
                  required
                />
                <div className="row g-2">
                  <TextField
                    name="city"
                    limit="city"
                    label="City"
                    autoComplete="address-level2"
                    className="col-sm-6 mb-3"
                    required
                  />
                  <TextField
                    name="zipCode"
                    limit="zipCode"
                    label="ZIP Code"
                    inputMode="numeric"
                    autoComplete="postal-code"
                    className="col-sm-6 mb-3"
                    required
                  />
                </div>
                <div className="row g-2">
                  <TextField name="date" label="Date" type="date" min={today} className="col-sm-6 mb-3" required />
                  <SlotSelectField
                    name="time"
                    id="details-booking-time"
                    label="Time"
                    placeholder="Select a time"
                    slots={DETAILS_TIME_SLOTS}
                    dateName="date"
                    className="col-sm-6 mb-3"
                    required
                  />
                </div>
                <TextField name="instructions" limit="instructions" label="Special Instructions (optional)" rows={3} />
                <PriceLines basePrice={service.basePrice} />
                <button type="submit" className="btn btn-primary w-100 mt-3">
                  Confirm Booking
                </button>
              </Form>
            </Formik>
          </>
        )}
      </div>
    </section>
  );
}

function PriceLines({ basePrice }: { basePrice: number }) {
  return (
    <dl className="details-price-lines small mb-0" data-testid="details-price-lines">
      <div>
        <dt>Service price</dt>
        <dd>{formatDollars(basePrice)}</dd>
      </div>
      <div>
        <dt>Service fee</dt>
        <dd>{formatDollars(SERVICE_FEE)}</dd>
      </div>
      <div className="fw-bold border-top pt-2">
        <dt>Total</dt>
        <dd data-testid="details-total">{formatDollars(detailsTotal(basePrice))}</dd>
      </div>
    </dl>
  );
}

function Summary({ summary }: { summary: DetailsBookingSummary }) {
  const rows: [string, string][] = [
    ['Service', summary.serviceName],
    ['Date', formatDay(summary.date)],
    ['Time', formatTime(summary.time)],
    ['Name', summary.name],
    ['Email', summary.email],
    ['Phone', summary.phone],
    ['Address', `${summary.address}, ${summary.city} ${summary.zipCode}`],
  ];
  if (summary.instructions) rows.push(['Instructions', summary.instructions]);
  return (
    <>
      <dl className="details-summary small mb-2" data-testid="details-summary">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <PriceLines basePrice={summary.basePrice} />
    </>
  );
}
