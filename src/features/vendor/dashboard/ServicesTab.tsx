import { Icon } from '../../../components/Icon';
import { VENDOR_SERVICES } from '../../../content/vendorDashboard';
import { showDate } from './bookings';

export function ServicesTab() {
  return (
    <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 list-unstyled">
      {VENDOR_SERVICES.map((service) => (
        <li key={service.id} className="col">
          <article className="card h-100 shadow-sm">
            <div className="card-body">
              <div className="d-flex justify-content-between align-items-start gap-2">
                <h2 className="h6 mb-1">{service.name}</h2>
                <span className={`badge ${service.status === 'active' ? 'text-bg-success' : 'text-bg-secondary'}`}>
                  {service.status === 'active' ? 'Active' : 'Paused'}
                </span>
              </div>
              <p className="small text-body-secondary mb-2">{service.category}</p>
              <dl className="row small mb-2">
                <dt className="col-6 fw-normal">Price range</dt>
                <dd className="col-6 text-end mb-1">{service.priceRange}</dd>
                <dt className="col-6 fw-normal">Bookings</dt>
                <dd className="col-6 text-end mb-1">{service.bookings}</dd>
                <dt className="col-6 fw-normal">Rating</dt>
                <dd className="col-6 text-end mb-1">{service.rating} ★</dd>
                <dt className="col-6 fw-normal">Last booked</dt>
                <dd className="col-6 text-end mb-0">{showDate(service.lastBooked)}</dd>
              </dl>
              <div className="d-flex justify-content-end gap-2">
                <button type="button" className="btn btn-outline-secondary btn-sm" aria-label={`Edit ${service.name}`}>
                  <Icon name="edit" />
                </button>
                <button type="button" className="btn btn-outline-danger btn-sm" aria-label={`Delete ${service.name}`}>
                  <Icon name="trash" />
                </button>
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
