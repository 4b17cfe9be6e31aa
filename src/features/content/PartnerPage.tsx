import { Link } from 'react-router-dom';
import { PARTNER } from '../../content/pages/partner';
import { usePageMeta } from '../../lib/usePageMeta';
import { CardGrid } from './CardGrid';
import { ContentHero } from './ContentHero';
import './content.css';

/** /partner: home services for businesses and communities; professionals are sent to /become-provider. */
export default function PartnerPage() {
  usePageMeta(PARTNER.title, PARTNER.description);
  return (
    <div className="content-page">
      <ContentHero title={PARTNER.title} lead={PARTNER.lead}>
        <Link to="/contact" className="btn btn-primary">
          Talk to Our Team
        </Link>
      </ContentHero>
      <div className="container">
        <section className="mb-5" aria-labelledby="who">
          <h2 id="who" className="h3 fw-bold mb-3">
            Who we work with
          </h2>
          <CardGrid items={PARTNER.audiences} icon="people" />
        </section>
        <section className="mb-5" aria-labelledby="benefits">
          <h2 id="benefits" className="h3 fw-bold mb-3">
            Why partner with us
          </h2>
          <CardGrid items={PARTNER.benefits} icon="check" />
        </section>
        <section className="mb-5" aria-labelledby="how">
          <h2 id="how" className="h3 fw-bold mb-3">
            How it works
          </h2>
          <CardGrid items={PARTNER.steps} numbered columns={3} />
        </section>
        <section className="content-card mb-5 text-center" aria-labelledby="professional">
          <h2 id="professional" className="h4 fw-bold">
            Are you a service professional?
          </h2>
          <p>Join as a provider to receive bookings from customers near you.</p>
          <Link to="/become-provider" className="btn btn-outline-primary">
            Become a Provider
          </Link>
        </section>
      </div>
    </div>
  );
}
