import { Link } from 'react-router-dom';
import { FAQ_TOPICS } from '../../content/pages/faq';
import { HELP } from '../../content/pages/support';
import { SUPPORT } from '../../content/support';
import { usePageMeta } from '../../lib/usePageMeta';
import { ComingSoonCards } from './ComingSoonCards';
import { ContactCards } from './ContactCards';
import { ContactForm } from './ContactForm';
import { ContentHero } from './ContentHero';
import { FaqBrowser } from './FaqBrowser';
import './content.css';

/** /help (SPEC §2.9): contact cards, FAQ tabs, the contact form, other help cards and the emergency section. */
export default function HelpPage() {
  usePageMeta(HELP.title, HELP.description);
  return (
    <div className="content-page">
      <ContentHero title={HELP.title} lead={HELP.lead} />
      <div className="container">
        <section className="mb-5" aria-labelledby="contact-support">
          <h2 id="contact-support" className="h3 fw-bold mb-3">
            Contact support
          </h2>
          <ContactCards />
        </section>
        <section className="mb-5" aria-labelledby="faq-title">
          <h2 id="faq-title" className="h3 fw-bold mb-3">
            Frequently asked questions
          </h2>
          <FaqBrowser topics={FAQ_TOPICS} />
          <p className="mt-3">
            <Link to="/faq">Search all questions</Link>
          </p>
        </section>
        <section className="mb-5" aria-labelledby="other-help">
          <h2 id="other-help" className="h3 fw-bold mb-3">
            Other ways to get help
          </h2>
          <ComingSoonCards />
        </section>
        <section className="mb-5 col-lg-8" aria-labelledby="help-message">
          <h2 id="help-message" className="h3 fw-bold">
            Still need help? Send us a message
          </h2>
          <p className="text-body-secondary">Fields marked * are required.</p>
          <ContactForm headingId="help-message" />
        </section>
        <section className="emergency-band p-4 mb-5" aria-labelledby="emergency">
          <h2 id="emergency" className="h4 fw-bold text-danger-emphasis">
            {HELP.emergency.title}
          </h2>
          <p>{HELP.emergency.text}</p>
          <a href={SUPPORT.phoneHref} className="btn btn-danger mb-3">
            Call {SUPPORT.phone}
          </a>
          <ul className="mb-0">
            {HELP.emergency.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
