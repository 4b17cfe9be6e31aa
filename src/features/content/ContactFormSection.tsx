import { ContactForm } from './ContactForm';
import { PageSection } from './PageSection';

interface Props {
  /** The heading's id; the form is named by the same heading. */
  id: string;
  title: string;
}

export function ContactFormSection({ id, title }: Props) {
  return (
    <PageSection id={id} title={title} className="mb-5 col-lg-8" headingClassName="h3 fw-bold">
      <p className="text-body-secondary">Fields marked * are required.</p>
      <ContactForm headingId={id} />
    </PageSection>
  );
}
