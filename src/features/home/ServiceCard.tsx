import { Link } from 'react-router-dom';
import type { SampleServiceCard } from '../../content/home';
import { Rating } from '../../components/Rating';

export function ServiceCard({ service }: { service: SampleServiceCard }) {
  return (
    <article className="card h-100 service-card border-0 shadow-sm">
      <div className="position-relative">
        <img
          src={service.imageUrl}
          alt={service.imageAlt}
          width={400}
          height={300}
          loading="lazy"
          className="card-img-top service-card-img"
        />
        {service.discount && (
          <span className="badge text-bg-success position-absolute top-0 start-0 m-2">{service.discount}</span>
        )}
      </div>
      <div className="card-body d-flex flex-column p-3">
        <p className="small text-body-secondary mb-1">{service.category}</p>
        <h3 className="h6 mb-1">{service.name}</h3>
        <Rating value={service.rating} reviews={service.reviewCount} />
        <div className="mt-auto d-flex align-items-center justify-content-between gap-2">
          <p className="m-0">
            <strong>{service.price}</strong>{' '}
            <del className="small text-body-secondary">
              <span className="visually-hidden">was </span>
              {service.originalPrice}
            </del>
          </p>
          <Link
            to={`/service/${service.id}`}
            className="btn btn-primary btn-sm px-3"
            aria-label={`Book ${service.name}`}
          >
            Book
          </Link>
        </div>
      </div>
    </article>
  );
}
