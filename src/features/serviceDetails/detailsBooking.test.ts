import { describe, expect, it } from 'vitest';
import {
  DETAILS_TIME_SLOTS,
  detailsSummary,
  detailsTotal,
  emptyDetailsBooking,
  formatDollars,
  detailsBookingSchema,
  type DetailsBookingValues,
} from './detailsBooking';
import { yupErrors } from '../../components/form/schemaErrors';

/** The details booking's messages as the panel's Formik gets them, `today` and `now` fixed. */
const validateDetailsBooking = (values: DetailsBookingValues, today: string, now = Date.now()) =>
  yupErrors(
    detailsBookingSchema(today, () => now),
    values,
  );

const TODAY = '2026-11-23';
/** Before the first slot of TODAY, local time: every slot of the day is still to come. */
const MORNING = new Date(`${TODAY}T08:00`).getTime();
const valid = {
  ...emptyDetailsBooking({ name: 'Asha Verma', email: 'asha@example.com' }),
  phone: '9876543210',
  address: 'B-12, Lajpat Nagar II',
  city: 'New Delhi',
  zipCode: '110024',
  date: TODAY,
  time: '09:00',
};

describe('details booking rules', () => {
  it('offers 9:00 AM to 5:00 PM hourly', () => {
    expect(DETAILS_TIME_SLOTS.map((s) => s.label)).toEqual([
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
      '5:00 PM',
    ]);
    expect(DETAILS_TIME_SLOTS.at(-1)!.value).toBe('17:00');
  });

  it('flags every failing field at once with the texts of SPEC §5', () => {
    expect(validateDetailsBooking(emptyDetailsBooking(), TODAY)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      address: 'Address is required',
      city: 'City is required',
      zipCode: 'ZIP code is required',
      date: 'Date is required',
      time: 'Time is required',
    });
  });

  it('checks the e-mail form, a 10-digit phone and a date not before today; instructions are optional', () => {
    expect(validateDetailsBooking(valid, TODAY, MORNING)).toEqual({});
    expect(validateDetailsBooking({ ...valid, email: 'asha@' }, TODAY, MORNING)).toEqual({
      email: 'Email is invalid',
    });
    expect(validateDetailsBooking({ ...valid, phone: '98765' }, TODAY, MORNING)).toEqual({
      phone: 'Enter a valid 10-digit phone number',
    });
    expect(validateDetailsBooking({ ...valid, phone: '98765432101' }, TODAY, MORNING).phone).toBe(
      'Enter a valid 10-digit phone number',
    );
    expect(validateDetailsBooking({ ...valid, date: '2026-11-22' }, TODAY, MORNING)).toEqual({
      date: 'Please choose today or a later date',
    });
    expect(validateDetailsBooking({ ...valid, name: '   ' }, TODAY, MORNING)).toEqual({ name: 'Name is required' });
  });

  it('refuses a slot of today that has started by submit time; tomorrow the same slot is fine', () => {
    const halfPastNoon = new Date(`${TODAY}T12:30`).getTime();
    for (const time of ['09:00', '12:00']) {
      expect(validateDetailsBooking({ ...valid, time }, TODAY, halfPastNoon)).toEqual({
        time: 'The chosen time has already passed. Please pick a later slot.',
      });
    }
    expect(validateDetailsBooking({ ...valid, time: '13:00' }, TODAY, halfPastNoon)).toEqual({});
    expect(validateDetailsBooking({ ...valid, date: '2026-11-24', time: '09:00' }, TODAY, halfPastNoon)).toEqual({});
  });

  it('adds the flat $5 fee: total = basePrice + 5', () => {
    expect(detailsTotal(19)).toBe(24);
    expect(detailsTotal(1999)).toBe(2004);
    const summary = detailsSummary(
      { id: 27, name: 'Home Construction', basePrice: 1999 },
      { ...valid, city: ' Delhi ' },
    );
    expect(summary).toMatchObject({
      serviceId: 27,
      serviceName: 'Home Construction',
      city: 'Delhi',
      basePrice: 1999,
      serviceFee: 5,
      total: 2004,
    });
    expect(formatDollars(2004)).toBe('$2,004');
  });
});
