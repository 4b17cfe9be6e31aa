import { Link } from 'react-router-dom';
import { PARTNER } from '../../content/pages/partner';
import { usePageHead } from '../../lib/usePageMeta';
import { CardGrid } from './CardGrid';
import { ContentPage } from './ContentPage';
import { PageSection } from './PageSection';

export default function PartnerPage() {
  usePageHead(PARTNER);
  return (
    <ContentPage
      title={PARTNER.title}
      lead={PARTNER.lead}
      actions={
        <Link to="/contact" className="btn btn-primary">
          Talk to Our Team
        </Link>
      }
    >
      <PageSection id="who" title="Who we work with">
        <CardGrid items={PARTNER.audiences} icon="people" />
      </PageSection>
      <PageSection id="benefits" title="Why partner with us">
        <CardGrid items={PARTNER.benefits} icon="check" />
      </PageSection>
      <PageSection id="how" title="How it works">
        <CardGrid items={PARTNER.steps} numbered columns={3} />
      </PageSection>
      <PageSection
        id="professional"
        title="Are you a service professional?"
        className="content-card mb-5 text-center"
        headingClassName="h4 fw-bold"
      >
        <p>Join as a provider to receive bookings from customers near you.</p>
        <Link to="/become-provider" className="btn btn-outline-primary">
          Become a Provider
        </Link>
      </PageSection>
    </ContentPage>
  );
}
