import type { ServiceItem } from '../../api/types';
import { formatRupees } from '../../lib/money';
import { formatDuration } from '../../lib/duration';
import { truncate } from '../../lib/truncate';
import { SiteIcon } from '../../components/SiteIcon';
import { QuantityStepper } from './QuantityStepper';
import { Rating } from '../../components/Rating';

const DESCRIPTION_LENGTH = 100;
const DEFAULT_RATING = 4.5;
const DEFAULT_REVIEW_COUNT = 50;
export const DEFAULT_DURATION = 60;

interface PackageCardProps {
  service: ServiceItem;
  quantity: number;
  onAdd: () => void;
  onDecrease: () => void;
  onBook: () => void;
  /** The customer session is still being checked: Book Now waits. */
  bookingBlocked: boolean;
  /** Warms up the booking modal's code when the pointer or focus reaches Book Now. */
  onBookIntent?: () => void;
}

export function PackageCard({
  service,
  quantity,
  onAdd,
  onDecrease,
  onBook,
  bookingBlocked,
  onBookIntent,
}: PackageCardProps) {
  const rating = service.rating ?? DEFAULT_RATING;
  const reviews = service.review_count ?? DEFAULT_REVIEW_COUNT;
  const duration = service.duration ?? DEFAULT_DURATION;
  const price = Number(service.price);
  const original = service.original_price ? Number(service.original_price) : null;
  const titleId = `package-${service.id}-title`;

  return (
    // Focusable from code only: 'Show more' moves focus to the first card it adds.
    <article className="card service-card package-card border-0 shadow-sm" aria-labelledby={titleId} tabIndex={-1}>
      <div className="card-body d-flex gap-3 p-3">
        <div className="package-card-media flex-shrink-0 position-relative">
          {service.image_url ? (
            <img src={service.image_url} alt="" width={160} height={120} loading="lazy" className="package-card-img" />
          ) : (
            <span className="package-card-img category-tile-all" aria-hidden="true">
              <SiteIcon name="tools" size={32} />
            </span>
          )}
          {service.discount ? (
            <span className="badge text-bg-success position-absolute top-0 start-0 m-1">{service.discount}% off</span>
          ) : null}
        </div>
        <div className="flex-grow-1 d-flex flex-column min-w-0">
          <h3 id={titleId} className="h6 mb-1">
            {service.name}
          </h3>
          <Rating value={rating} reviews={reviews} className="mb-1">
            <span className="text-body-secondary" aria-hidden="true">
              {' '}
              ·{' '}
            </span>
            <span className="text-body-secondary">{formatDuration(duration)}</span>
          </Rating>
          {service.short_description && (
            <p className="small text-body-secondary mb-2">{truncate(service.short_description, DESCRIPTION_LENGTH)}</p>
          )}
          <div className="mt-auto d-flex flex-wrap align-items-center justify-content-between gap-2">
            <p className="m-0">
              <strong>{formatRupees(price)}</strong>{' '}
              {original && original > price && (
                <del className="small text-body-secondary">
                  <span className="visually-hidden">was </span>
                  {formatRupees(original)}
                </del>
              )}
            </p>
            <div className="d-flex align-items-center gap-2">
              {quantity > 0 ? (
                <QuantityStepper name={service.name} quantity={quantity} onAdd={onAdd} onDecrease={onDecrease} />
              ) : (
                <button
                  type="button"
                  className="btn btn-outline-primary btn-sm"
                  onClick={onAdd}
                  aria-label={`Add ${service.name} to cart`}
                >
                  Add
                </button>
              )}
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={onBook}
                disabled={bookingBlocked}
                aria-label={`Book Now: ${service.name}`}
                onPointerEnter={onBookIntent}
                onFocus={onBookIntent}
              >
                Book Now
              </button>
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}
