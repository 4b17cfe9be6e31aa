import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/Icon';
import {
  VENDOR_BENEFITS,
  VENDOR_CATEGORY_FILTER,
  VENDOR_SERVICE_CARDS,
  VENDOR_STATS,
  VENDOR_TESTIMONIALS,
  type VendorCategoryId,
} from '../../../content/vendorLanding';
import { formatRupees } from '../../../lib/money';
import { usePageHead } from '../../../lib/usePageMeta';
import { VENDOR_LANDING_HEAD } from '../../../content/pageMeta';
import './VendorLanding.css';

export default function VendorLandingPage() {
  usePageHead(VENDOR_LANDING_HEAD);
  const [category, setCategory] = useState<VendorCategoryId>('all');
  const cards = VENDOR_SERVICE_CARDS.filter((card) => category === 'all' || card.category === category);

  return (
    <div className="vendor-landing">
      <section className="vendor-hero text-white py-5" aria-labelledby="vendor-landing-title">
        <div className="container">
          <h1 id="vendor-landing-title" className="display-6 fw-bold">
            Grow your business with HomeEase
          </h1>
          <p className="lead mb-4">
            Join thousands of electricians, plumbers, cleaners, beauticians and painters who get steady work from
            customers near them.
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Link to="/registervendor" className="btn btn-light btn-lg fw-semibold">
              Start Earning Today
            </Link>
            <Link to="/loginvendor" className="btn btn-outline-light btn-lg">
              Sign In
            </Link>
          </div>
        </div>
      </section>

      <section className="container py-4" aria-labelledby="vendor-stats-title">
        <h2 id="vendor-stats-title" className="visually-hidden">
          Our partners in numbers
        </h2>
        <ul className="row row-cols-2 row-cols-md-4 g-3 text-center list-unstyled m-0">
          {VENDOR_STATS.map((stat) => (
            <li key={stat.label} className="col">
              <p className="border rounded-3 p-3 h-100 bg-white mb-0">
                <strong className="d-block fs-3 text-brand">{stat.value}</strong>
                <span className="small text-body-secondary">{stat.label}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container py-4" aria-labelledby="vendor-benefits-title">
        <h2 id="vendor-benefits-title" className="h3 mb-3">
          Why partner with us
        </h2>
        <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3 list-unstyled">
          {VENDOR_BENEFITS.map((benefit) => (
            <li key={benefit.title} className="col">
              <div className="card h-100 border-0 shadow-sm">
                <div className="card-body">
                  <Icon name={benefit.icon} className="text-brand fs-3 mb-2" />
                  <h3 className="h5">{benefit.title}</h3>
                  <p className="mb-0 text-body-secondary">{benefit.text}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="container py-4" aria-labelledby="vendor-services-title">
        <h2 id="vendor-services-title" className="h3 mb-3">
          Services you can offer
        </h2>
        <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label="Filter services by category">
          {VENDOR_CATEGORY_FILTER.map((option) => (
            <button
              key={option.id}
              type="button"
              className={`btn btn-sm ${category === option.id ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={category === option.id}
              onClick={() => setCategory(option.id)}
            >
              {option.label}
            </button>
          ))}
        </div>
        <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 list-unstyled" aria-live="polite">
          {cards.map((card) => (
            <li key={card.id} className="col">
              <article className="card h-100 shadow-sm">
                <img src={card.image} alt="" className="card-img-top vendor-card-img" width={400} height={300} />
                <div className="card-body">
                  <h3 className="h5">{card.name}</h3>
                  <p className="text-body-secondary small">{card.description}</p>
                  <dl className="d-flex justify-content-between mb-0 small">
                    <div>
                      <dt className="fw-normal text-body-secondary">Commission</dt>
                      <dd className="fw-semibold mb-0">{card.commission}%</dd>
                    </div>
                    <div className="text-end">
                      <dt className="fw-normal text-body-secondary">Average earning</dt>
                      <dd className="fw-semibold mb-0">{formatRupees(card.avgEarning)}/month</dd>
                    </div>
                  </dl>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section className="container py-4" aria-labelledby="vendor-testimonials-title">
        <h2 id="vendor-testimonials-title" className="h3 mb-3">
          What our partners say
        </h2>
        <ul className="row row-cols-1 row-cols-md-3 g-3 list-unstyled">
          {VENDOR_TESTIMONIALS.map((item) => (
            <li key={item.name} className="col">
              <figure className="card h-100 border-0 shadow-sm p-3 mb-0">
                <blockquote className="mb-2">
                  <p className="mb-0">“{item.quote}”</p>
                </blockquote>
                <figcaption className="small text-body-secondary">
                  <strong className="text-body">{item.name}</strong>, {item.trade}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <div className="text-center py-4">
          <Link to="/registervendor" className="btn btn-primary btn-lg">
            Start Earning Today
          </Link>
        </div>
      </section>
    </div>
  );
}
