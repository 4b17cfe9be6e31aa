import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadingLine } from '../../components/LoadingLine';
import { categoryName, findService, relatedServices, type CatalogueService } from '../../content/catalogue';
import { useCustomerSession } from '../../lib/customerSession';
import { usePageTitle } from '../../lib/usePageTitle';
import { usePageHead } from '../../lib/usePageMeta';
import { onPrerenderedPage } from '../../lib/prerenderedPage';
import { serviceHead } from '../../content/pageMeta';
import { BookingPanel, FIRST_FIELD_ID } from './BookingPanel';
import { DetailsTabs } from './DetailsTabs';
import { RelatedServices } from './RelatedServices';
import { ServiceHero } from './ServiceHero';
import './ServiceDetails.css';

const DETAILS_LOADING_MS = 1000;

export default function ServiceDetailsPage() {
  const { id = '' } = useParams();
  return <ServiceDetailsScreen key={id} id={id} />;
}

function ServiceDetailsScreen({ id }: { id: string }) {
  // The prerendered page (and its hydration) shows the service at once: its HTML is there to be read.
  const [loading, setLoading] = useState(() => !onPrerenderedPage());
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), DETAILS_LOADING_MS);
    return () => clearTimeout(timer);
  }, []);
  const service = /^\d+$/.test(id) ? findService(Number(id)) : undefined;

  if (loading) return <Loading />;
  return service ? <ServiceDetails service={service} /> : <ServiceNotFound />;
}

function Loading() {
  usePageTitle('Loading service details');
  return (
    <div className="container py-5">
      <LoadingLine className="justify-content-center">Loading service details...</LoadingLine>
    </div>
  );
}

function ServiceNotFound() {
  usePageTitle('Service Not Found');
  return (
    <section className="container py-5 text-center" aria-labelledby="service-not-found-title">
      <h1 id="service-not-found-title" className="h2 mb-3">
        Service Not Found
      </h1>
      <p className="text-body-secondary mb-4">
        The service you&apos;re looking for doesn&apos;t exist or has been removed.
      </p>
      <Link to="/services" className="btn btn-primary">
        Back to Services
      </Link>
    </section>
  );
}

function ServiceDetails({ service }: { service: CatalogueService }) {
  usePageHead(serviceHead(service));
  const { user } = useCustomerSession();
  const panel = useRef<HTMLElement>(null);
  const related = relatedServices(service);

  const bookNow = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    panel.current?.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    document.getElementById(FIRST_FIELD_ID)?.focus({ preventScroll: true });
  };

  return (
    <div className="service-details container py-3 py-lg-4">
      <nav aria-label="Breadcrumb">
        <ol className="breadcrumb small mb-3">
          <li className="breadcrumb-item">
            <Link to="/">Home</Link>
          </li>
          <li className="breadcrumb-item">
            <Link to="/services">Services</Link>
          </li>
          <li className="breadcrumb-item">
            <Link to={`/services?category=${service.category}`}>{categoryName(service.category)}</Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {service.name}
          </li>
        </ol>
      </nav>
      <ServiceHero service={service} onBookNow={bookNow} />
      <div className="row g-4 mt-1">
        <div className="col-lg-8">
          <DetailsTabs service={service} />
        </div>
        <div className="col-lg-4">
          <BookingPanel ref={panel} service={service} prefill={user} />
        </div>
      </div>
      <RelatedServices services={related} />
    </div>
  );
}
