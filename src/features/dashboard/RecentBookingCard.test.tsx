/** The "Booking just made" box of My Bookings: the server's answer in plain words and the modal's price breakdown. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingAnswer } from '../../lib/recentBooking';
import { sampleBooking } from '../../test/sampleBooking';
import { RecentBookingCard } from './RecentBookingCard';

const show = (answer: BookingAnswer, price = 2409) =>
  render(
    <RecentBookingCard
      recent={{
        booking: sampleBooking({ service_price: price, total_amount: price }),
        answer,
        saved_at: '2030-06-15T07:00:00.000Z',
      }}
    />,
  );
const box = () => screen.getByRole('region', { name: 'Booking just made' });

describe('the booking just made', () => {
  it('shows the price, GST 18% and the total the modal showed, though the booking sent the price alone', () => {
    show({ status: 'success', message: 'Booking created successfully', booking_number: 'BK000008' });
    const summary = within(within(box()).getByRole('region', { name: 'Booking summary' }));
    expect(summary.getByText('Service price').nextElementSibling).toHaveTextContent('₹2,409');
    expect(summary.getByText('GST (18%)').nextElementSibling).toHaveTextContent('₹434');
    expect(summary.getByText('Service charge').nextElementSibling).toHaveTextContent('₹0');
    expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('₹2,843');
  });

  it("says the server's message and the booking number in plain words", () => {
    show({ status: 'success', message: 'Booking created successfully', booking_number: 'BK000008' });
    const answer = screen.getByTestId('recent-booking-answer');
    expect(answer).toHaveTextContent(/^Booking created successfullyBooking number: BK000008$/);
    expect(box()).not.toHaveTextContent(/Server/i);
  });

  it('without a message or a number says the booking was made, and names no number', () => {
    show({ status: 'success' });
    expect(screen.getByTestId('recent-booking-answer')).toHaveTextContent(/^Booking created successfully!$/);
    expect(box()).not.toHaveTextContent(/Booking number|success$/);
  });
});
