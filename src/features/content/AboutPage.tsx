import { Link } from 'react-router-dom';
import { ABOUT } from '../../content/pages/about';
import { TESTIMONIALS } from '../../content/pages/testimonials';
import { usePageMeta } from '../../lib/usePageMeta';
import { CardGrid } from './CardGrid';
import { ContentHero } from './ContentHero';
import { TestimonialCard } from './TestimonialCard';
import './content.css';

/** /about (SPEC §2.8): mission, why choose us, values, team, feature tiles and three testimonials. */
export default function AboutPage() {
  usePageMeta(ABOUT.title, ABOUT.description);
  return (
    <div className="content-page">
      <ContentHero title={ABOUT.title} lead={ABOUT.lead}>
        <Link to="/services" className="btn btn-primary">
          Explore Services
        </Link>
        <Link to="/become-provider" className="btn btn-outline-primary">
          Become a Provider
        </Link>
      </ContentHero>
      <div className="container">
        <section className="mb-5" aria-labelledby="mission">
          <h2 id="mission" className="h3 fw-bold">
            Our mission
          </h2>
          {ABOUT.mission.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
        <section className="mb-5" aria-labelledby="why">
          <h2 id="why" className="h3 fw-bold mb-3">
            Why choose us
          </h2>
          <CardGrid items={ABOUT.whyChooseUs} icon="check" />
        </section>
        <section className="mb-5" aria-labelledby="values">
          <h2 id="values" className="h3 fw-bold mb-3">
            Our values
          </h2>
          <CardGrid items={ABOUT.values} icon="star" columns={3} />
        </section>
        <section className="mb-5" aria-labelledby="team">
          <h2 id="team" className="h3 fw-bold mb-3">
            Our team
          </h2>
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
        </section>
        <section className="mb-5" aria-labelledby="features">
          <h2 id="features" className="h3 fw-bold mb-3">
            What you get with every booking
          </h2>
          <CardGrid items={ABOUT.features} icon="tools" />
        </section>
        <section className="mb-5" aria-labelledby="testimonials">
          <h2 id="testimonials" className="h3 fw-bold mb-3">
            What our customers say
          </h2>
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
        </section>
        <section className="content-card mb-5 text-center" aria-labelledby="join">
          <h2 id="join" className="h4 fw-bold">
            Join our network of professionals
          </h2>
          <p>{ABOUT.providerPitch}</p>
          <Link to="/become-provider" className="btn btn-primary">
            Become a Provider
          </Link>
        </section>
      </div>
    </div>
  );
}
