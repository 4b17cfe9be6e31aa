import { Link } from 'react-router-dom';
import { FAQ_TOPICS } from '../../content/pages/faq';
import { HELP } from '../../content/pages/support';
import { SUPPORT } from '../../content/support';
import { usePageHead } from '../../lib/usePageMeta';
import { ComingSoonCards } from './ComingSoonCards';
import { ContactCards } from './ContactCards';
import { ContactFormSection } from './ContactFormSection';
import { ContentPage } from './ContentPage';
import { FaqBrowser } from './FaqBrowser';
import { PageSection } from './PageSection';

export default function HelpPage() {
  usePageHead(HELP);
  return (
    <ContentPage title={HELP.title} lead={HELP.lead}>
      <PageSection id="contact-support" title="Contact support">
        <ContactCards />
      </PageSection>
      <PageSection id="faq-title" title="Frequently asked questions">
        <FaqBrowser topics={FAQ_TOPICS} />
        <p className="mt-3">
          <Link to="/faq">Search all questions</Link>
        </p>
      </PageSection>
      <PageSection id="other-help" title="Other ways to get help">
        <ComingSoonCards />
      </PageSection>
      <ContactFormSection id="help-message" title="Still need help? Send us a message" />
      <PageSection
        id="emergency"
        title={HELP.emergency.title}
        className="emergency-band p-4 mb-5"
        headingClassName="h4 fw-bold text-danger-emphasis"
      >
        <p>{HELP.emergency.text}</p>
        <a href={SUPPORT.phoneHref} className="btn btn-danger mb-3">
          Call {SUPPORT.phone}
        </a>
        <ul className="mb-0">
          {HELP.emergency.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </PageSection>
    </ContentPage>
  );
}
