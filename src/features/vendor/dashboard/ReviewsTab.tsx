import { CardSection } from '../../../components/CardSection';
import { VENDOR_OVERVIEW, VENDOR_RATING_BREAKDOWN, VENDOR_REVIEWS } from '../../../content/vendorDashboard';
import { showDate } from './bookings';

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

export function ReviewsTab() {
  const total = VENDOR_RATING_BREAKDOWN.reduce((sum, row) => sum + row.count, 0);
  return (
    <div className="row g-3">
      <div className="col-lg-4">
        <CardSection id="rating-summary-title" title="Rating summary" headingClassName="h5" bordered>
          <p className="display-6 fw-bold mb-0">{VENDOR_OVERVIEW.averageRating}</p>
          <p className="text-body-secondary small">out of 5, from {VENDOR_OVERVIEW.reviewCount} reviews</p>
          <ul className="list-unstyled mb-0" aria-label="Reviews by stars">
            {VENDOR_RATING_BREAKDOWN.map((row) => (
              <li key={row.stars} className="d-flex align-items-center gap-2 small mb-1">
                <span className="text-nowrap" style={{ width: '3.5rem' }}>
                  {row.stars} star
                </span>
                <div
                  className="progress flex-grow-1"
                  role="progressbar"
                  aria-label={`${row.stars} star reviews`}
                  aria-valuenow={Math.round((row.count / total) * 100)}
                  aria-valuemin={0}
                  aria-valuemax={100}
                >
                  <div className="progress-bar bg-warning" style={{ width: `${(row.count / total) * 100}%` }} />
                </div>
                <span style={{ width: '2rem' }} className="text-end">
                  {row.count}
                </span>
              </li>
            ))}
          </ul>
        </CardSection>
      </div>
      <section className="col-lg-8" aria-labelledby="review-list-title">
        <h2 id="review-list-title" className="h5">
          Latest reviews
        </h2>
        <ul className="list-unstyled d-grid gap-3">
          {VENDOR_REVIEWS.map((review) => (
            <li key={review.id} className="card shadow-sm">
              <div className="card-body">
                <div className="d-flex flex-wrap justify-content-between gap-2">
                  <strong>{review.customer}</strong>
                  <span className="small text-body-secondary">{showDate(review.date)}</span>
                </div>
                <p className="small text-body-secondary mb-1">{review.service}</p>
                <p className="mb-1 text-warning-emphasis">
                  <span aria-hidden="true">{stars(review.rating)}</span>
                  <span className="visually-hidden">Rated {review.rating} out of 5</span>
                </p>
                <p className="mb-0">{review.comment}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
