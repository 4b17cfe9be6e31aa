import { CONTACT } from '../../content/pages/support';
import { usePageMeta } from '../../lib/usePageMeta';
import { ContactCards } from './ContactCards';
import { ContactForm } from './ContactForm';
import { ContentHero } from './ContentHero';
import { PageSection } from './PageSection';
import './content.css';

/** /contact (SPEC §2.9): contact cards and the contact form. */
export default function ContactPage() {
  usePageMeta(CONTACT.title, CONTACT.description);
  return (
    <div className="content-page">
      <ContentHero title={CONTACT.title} lead={CONTACT.lead} />
      <div className="container">
        <PageSection id="reach-us" title="Reach us">
          <ContactCards />
        </PageSection>
        <PageSection
          id="send-message"
          title="Send us a message"
          className="mb-5 col-lg-8"
          headingClassName="h3 fw-bold"
        >
          <p className="text-body-secondary">Fields marked * are required.</p>
          <ContactForm headingId="send-message" />
        </PageSection>
      </div>
    </div>
  );
}
