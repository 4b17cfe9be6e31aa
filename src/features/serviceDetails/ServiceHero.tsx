import { Link } from 'react-router-dom';
import { categoryName, type CatalogueService } from '../../content/catalogue';
import { indianDigits } from '../../lib/digitGroups';
import { formatDollars } from './detailsBooking';
import { Stars } from './Stars';

export function ServiceHero({ service, onBookNow }: { service: CatalogueService; onBookNow: () => void }) {
  return (
    <section className="details-hero card border-0 shadow-sm overflow-hidden" aria-labelledby="service-title">
      <div className="row g-0">
        <div className="col-md-5">
          <img src={service.image} alt="" width={400} height={300} className="details-hero-img" />
        </div>
        <div className="col-md-7">
          <div className="card-body p-3 p-lg-4">
            <span className="badge rounded-pill text-bg-light border mb-2">{categoryName(service.category)}</span>
            <h1 id="service-title" className="h3 mb-2">
              {service.name}
            </h1>
            <p className="d-flex flex-wrap align-items-center gap-2 mb-3">
              <Stars value={service.rating} />
              <span className="fw-semibold" aria-hidden="true">
                {service.rating}
              </span>
              <span className="text-body-secondary">({indianDigits(service.reviews)} reviews)</span>
            </p>
            <p className="mb-3">{service.longDescription}</p>
            <p className="mb-3">
              <span className="text-body-secondary d-block small">Starting from</span>
              <span className="fs-3 fw-bold text-brand">{formatDollars(service.basePrice)}</span>
            </p>
            <div className="d-flex flex-wrap gap-2">
              <button type="button" className="btn btn-primary px-4" onClick={onBookNow}>
                Book Now
              </button>
              <Link to="/contact" className="btn btn-outline-primary">
                Ask Question
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
