import { Link } from 'react-router-dom';
import type { CatalogueService } from '../../content/catalogue';
import { Stars } from './Stars';

export function RelatedServices({ services }: { services: readonly CatalogueService[] }) {
  if (services.length === 0) return null;
  return (
    <section className="mt-5" aria-labelledby="related-title">
      <h2 id="related-title" className="h4 mb-3">
        Related Services
      </h2>
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 list-unstyled">
        {services.map((service) => (
          <li key={service.id} className="col">
            <article className="card h-100 border-0 shadow-sm" aria-labelledby={`related-${service.id}`}>
              <img src={service.image} alt="" width={400} height={300} loading="lazy" className="related-img" />
              <div className="card-body d-flex flex-column">
                <h3 id={`related-${service.id}`} className="h6 mb-1">
                  {service.name}
                </h3>
                <Stars value={service.rating} className="d-block mb-2" />
                <p className="small text-body-secondary">{service.description}</p>
                <p className="fw-semibold mt-auto mb-2">{service.price}</p>
                <Link to={`/services/${service.id}`} className="btn btn-outline-primary btn-sm align-self-start">
                  View Details<span className="visually-hidden">: {service.name}</span>
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
