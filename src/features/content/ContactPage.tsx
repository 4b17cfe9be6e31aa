import { CONTACT } from '../../content/pages/support';
import { usePageHead } from '../../lib/usePageMeta';
import { ContactCards } from './ContactCards';
import { ContactFormSection } from './ContactFormSection';
import { ContentPage } from './ContentPage';
import { PageSection } from './PageSection';

export default function ContactPage() {
  usePageHead(CONTACT);
  return (
    <ContentPage title={CONTACT.title} lead={CONTACT.lead}>
      <PageSection id="reach-us" title="Reach us">
        <ContactCards />
      </PageSection>
      <ContactFormSection id="send-message" title="Send us a message" />
    </ContentPage>
  );
}
