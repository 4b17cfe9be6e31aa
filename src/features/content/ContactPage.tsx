import { CONTACT } from '../../content/pages/support';
import { usePageMeta } from '../../lib/usePageMeta';
import { ContactCards } from './ContactCards';
import { ContactForm } from './ContactForm';
import { ContentHero } from './ContentHero';
import './content.css';

/** /contact (SPEC §2.9): contact cards and the contact form. */
export default function ContactPage() {
  usePageMeta(CONTACT.title, CONTACT.description);
  return (
    <div className="content-page">
      <ContentHero title={CONTACT.title} lead={CONTACT.lead} />
      <div className="container">
        <section className="mb-5" aria-labelledby="reach-us">
          <h2 id="reach-us" className="h3 fw-bold mb-3">
            Reach us
          </h2>
          <ContactCards />
        </section>
        <section className="mb-5 col-lg-8" aria-labelledby="send-message">
          <h2 id="send-message" className="h3 fw-bold">
            Send us a message
          </h2>
          <p className="text-body-secondary">Fields marked * are required.</p>
          <ContactForm headingId="send-message" />
        </section>
      </div>
    </div>
  );
}
