import { Link } from 'react-router-dom';
import { BECOME_PROVIDER } from '../../content/pages/becomeProvider';
import { usePageMeta } from '../../lib/usePageMeta';
import { CardGrid } from './CardGrid';
import { ContentHero } from './ContentHero';
import './content.css';

/** /become-provider: why and how to join, leading to vendor registration (/registervendor). */
export default function BecomeProviderPage() {
  usePageMeta(BECOME_PROVIDER.title, BECOME_PROVIDER.description);
  const register = (
    <Link to="/registervendor" className="btn btn-primary">
      Register as a Provider
    </Link>
  );
  return (
    <div className="content-page">
      <ContentHero title={BECOME_PROVIDER.title} lead={BECOME_PROVIDER.lead}>
        {register}
        <Link to="/loginvendor" className="btn btn-outline-primary">
          Provider Sign In
        </Link>
      </ContentHero>
      <div className="container">
        <section className="mb-5" aria-labelledby="benefits">
          <h2 id="benefits" className="h3 fw-bold mb-3">
            Why join us
          </h2>
          <CardGrid items={BECOME_PROVIDER.benefits} icon="rupee" />
        </section>
        <section className="mb-5" aria-labelledby="requirements">
          <h2 id="requirements" className="h3 fw-bold mb-3">
            What you need
          </h2>
          <ul>
            {BECOME_PROVIDER.requirements.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section className="mb-5" aria-labelledby="steps">
          <h2 id="steps" className="h3 fw-bold mb-3">
            Register in five steps
          </h2>
          <CardGrid items={BECOME_PROVIDER.steps} numbered columns={3} />
          <p className="mt-3">{BECOME_PROVIDER.afterwards}</p>
          {register}
        </section>
      </div>
    </div>
  );
}
