import { Link } from 'react-router-dom';
import { ABOUT } from '../../content/pages/about';
import { TESTIMONIALS } from '../../content/pages/testimonials';
import { usePageHead } from '../../lib/usePageMeta';
import { CardGrid } from './CardGrid';
import { ContentPage } from './ContentPage';
import { TestimonialCard } from './TestimonialCard';
import { PageSection } from './PageSection';

export default function AboutPage() {
  usePageHead(ABOUT);
  return (
    <ContentPage
      title={ABOUT.title}
      lead={ABOUT.lead}
      actions={
        <>
          <Link to="/services" className="btn btn-primary">
            Explore Services
          </Link>
          <Link to="/become-provider" className="btn btn-outline-primary">
            Become a Provider
          </Link>
        </>
      }
    >
      <PageSection id="mission" title="Our mission" headingClassName="h3 fw-bold">
        {ABOUT.mission.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </PageSection>
      <PageSection id="why" title="Why choose us">
        <CardGrid items={ABOUT.whyChooseUs} icon="check" />
      </PageSection>
      <PageSection id="values" title="Our values">
        <CardGrid items={ABOUT.values} icon="star" columns={3} />
      </PageSection>
      <PageSection id="team" title="Our team">
        <ul className="row row-cols-2 row-cols-md-4 g-3 list-unstyled m-0">
          {ABOUT.team.map((person) => (
            <li key={person.name} className="col">
              <div className="content-card text-center">
                <span className="team-avatar mb-2" aria-hidden="true">
                  {person.initials}
                </span>
                <h3 className="h6 fw-bold mb-0">{person.name}</h3>
                <p className="small text-body-secondary mb-0">{person.role}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="features" title="What you get with every booking">
        <CardGrid items={ABOUT.features} icon="tools" />
      </PageSection>
      <PageSection id="testimonials" title="What our customers say">
        <ul className="row row-cols-1 row-cols-md-3 g-3 list-unstyled">
          {TESTIMONIALS.slice(0, 3).map((testimonial) => (
            <li key={testimonial.name} className="col">
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
        <Link to="/testimonials" className="btn btn-outline-primary">
          View All Testimonials
        </Link>
      </PageSection>
      <PageSection
        id="join"
        title="Join our network of professionals"
        className="content-card mb-5 text-center"
        headingClassName="h4 fw-bold"
      >
        <p>{ABOUT.providerPitch}</p>
        <Link to="/become-provider" className="btn btn-primary">
          Become a Provider
        </Link>
      </PageSection>
    </ContentPage>
  );
}
