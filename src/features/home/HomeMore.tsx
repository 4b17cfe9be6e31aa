import { Link } from 'react-router-dom';
import {
  BECOME_PROVIDER,
  HOME_BANNER,
  HOME_FAQ,
  HOW_IT_WORKS,
  MOST_BOOKED_SERVICES,
  POPULAR_SERVICES,
} from '../../content/homeLower';
import type { SampleServiceCard } from '../../content/home';
import { ServiceCard } from './ServiceCard';
import '../../styles/components'; // Bootstrap's component styles: this part is not in the first paint

const ServiceGrid = ({ services }: { services: readonly SampleServiceCard[] }) => (
  <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3 list-unstyled m-0">
    {services.map((service) => (
      <li key={service.id} className="col">
        <ServiceCard service={service} />
      </li>
    ))}
  </ul>
);

export default function HomeMore() {
  return (
    <>
      <section aria-labelledby="popular-title" className="mb-5">
        <h2 id="popular-title" className="h4 mb-3">
          Popular Services
        </h2>
        <ServiceGrid services={POPULAR_SERVICES} />
      </section>

      <section aria-labelledby="most-booked-title" className="mb-5">
        <div className="d-flex align-items-center justify-content-between mb-3">
          <h2 id="most-booked-title" className="h4 m-0">
            Most booked services
          </h2>
          <Link to="/services" className="fw-semibold" aria-label="View all services">
            View all
          </Link>
        </div>
        <ServiceGrid services={MOST_BOOKED_SERVICES} />
      </section>

      <section aria-labelledby="how-title" className="mb-5">
        <h2 id="how-title" className="h4 mb-3">
          How It Works
        </h2>
        <ol className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3 list-unstyled m-0">
          {HOW_IT_WORKS.map((step, i) => (
            <li key={step.title} className="col">
              <div className="how-step h-100">
                <span className="how-number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3 className="h6 mt-2">{step.title}</h3>
                <p className="small text-body-secondary m-0">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="provider-title" className="provider-cta mb-5">
        <div>
          <h2 id="provider-title" className="h4">
            {BECOME_PROVIDER.title}
          </h2>
          <p className="m-0">{BECOME_PROVIDER.text}</p>
        </div>
        <Link to={BECOME_PROVIDER.to} className="btn btn-light fw-semibold text-brand text-nowrap">
          {BECOME_PROVIDER.cta}
        </Link>
      </section>

      <section aria-labelledby="faq-title" className="mb-5">
        <h2 id="faq-title" className="h4 mb-3">
          Frequently Asked Questions
        </h2>
        <div className="faq-list">
          {HOME_FAQ.map((entry) => (
            <details key={entry.question} name="home-faq" className="faq-item">
              <summary>{entry.question}</summary>
              <p className="m-0 pt-2 text-body-secondary">{entry.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section aria-labelledby="banner-title" className="home-banner">
        <img src={HOME_BANNER.image} alt="" width={1200} height={300} loading="lazy" className="home-banner-img" />
        <div className="home-banner-text">
          <h2 id="banner-title" className="h3">
            {HOME_BANNER.title}
          </h2>
          <p>{HOME_BANNER.text}</p>
          <Link to={HOME_BANNER.to} className="btn btn-light fw-semibold text-brand">
            {HOME_BANNER.cta}
          </Link>
        </div>
      </section>
    </>
  );
}
