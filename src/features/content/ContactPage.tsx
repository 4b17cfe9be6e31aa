import { CONTACT } from '../../content/pages/support';
import { usePageHead } from '../../lib/usePageMeta';
import { ContactCards } from './ContactCards';
import { ContactFormSection } from './ContactFormSection';
import { ContentHero } from './ContentHero';
import { PageSection } from './PageSection';
import './content.css';

export default function ContactPage() {
  usePageHead(CONTACT);
  return (
    <div className="content-page">
      <ContentHero title={CONTACT.title} lead={CONTACT.lead} />
      <div className="container">
        <PageSection id="reach-us" title="Reach us">
          <ContactCards />
        </PageSection>
        <ContactFormSection id="send-message" title="Send us a message" />
      </div>
    </div>
  );
}
