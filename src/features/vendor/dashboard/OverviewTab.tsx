import { QUICK_ACTIONS, VENDOR_BOOKINGS, VENDOR_OVERVIEW as O } from '../../../content/vendorDashboard';
import { formatRupees } from '../../../lib/money';
import { BookingsTable } from './bookings';

const CARDS = [
  { label: 'Total earnings', value: formatRupees(O.totalEarnings), note: 'Since you joined' },
  { label: 'Total bookings', value: String(O.totalBookings), note: `${O.activeBookings} active` },
  { label: 'Average rating', value: `${O.averageRating} ★`, note: `${O.reviewCount} reviews` },
  { label: 'Completed jobs', value: String(O.completedJobs), note: `${O.cancellationRate}% cancellation rate` },
];

export function OverviewTab() {
  return (
    <>
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-xl-4 g-3 list-unstyled mb-4">
        {CARDS.map((card) => (
          <li key={card.label} className="col">
            <div className="card h-100 shadow-sm">
              <div className="card-body">
                <h2 className="h6 text-body-secondary mb-1">{card.label}</h2>
                <p className="fs-3 fw-bold mb-0">{card.value}</p>
                <p className="small text-body-secondary mb-0">{card.note}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <div className="row g-3">
        <section className="col-lg-8" aria-labelledby="recent-bookings-title">
          <div className="card shadow-sm h-100">
            <div className="card-body">
              <h2 id="recent-bookings-title" className="h5">
                Recent bookings
              </h2>
              <BookingsTable rows={VENDOR_BOOKINGS.slice(0, 5)} aria-labelledby="recent-bookings-title" />
            </div>
          </div>
        </section>
        <div className="col-lg-4 d-grid gap-3">
          <section className="card shadow-sm" aria-labelledby="quick-actions-title">
            <div className="card-body">
              <h2 id="quick-actions-title" className="h5">
                Quick actions
              </h2>
              <div className="d-grid gap-2">
                {QUICK_ACTIONS.map((action) => (
                  <button key={action} type="button" className="btn btn-outline-primary btn-sm text-start">
                    {action}
                  </button>
                ))}
              </div>
            </div>
          </section>
          <section className="card shadow-sm" aria-labelledby="this-month-title">
            <div className="card-body">
              <h2 id="this-month-title" className="h5">
                This month
              </h2>
              <dl className="row small mb-0">
                <dt className="col-7 fw-normal">Earnings</dt>
                <dd className="col-5 text-end fw-semibold">{formatRupees(O.thisMonth.earnings)}</dd>
                <dt className="col-7 fw-normal">Bookings</dt>
                <dd className="col-5 text-end fw-semibold">{O.thisMonth.bookings}</dd>
                <dt className="col-7 fw-normal">New customers</dt>
                <dd className="col-5 text-end fw-semibold">{O.thisMonth.newCustomers}</dd>
                <dt className="col-7 fw-normal">Hours worked</dt>
                <dd className="col-5 text-end fw-semibold mb-0">{O.thisMonth.hoursWorked}</dd>
              </dl>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
