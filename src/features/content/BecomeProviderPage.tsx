import { Link } from 'react-router-dom';
import { BECOME_PROVIDER } from '../../content/pages/becomeProvider';
import { usePageHead } from '../../lib/usePageMeta';
import { CardGrid } from './CardGrid';
import { ContentPage } from './ContentPage';
import { PageSection } from './PageSection';

export default function BecomeProviderPage() {
  usePageHead(BECOME_PROVIDER);
  const register = (
    <Link to="/registervendor" className="btn btn-primary">
      Register as a Provider
    </Link>
  );
  return (
    <ContentPage
      title={BECOME_PROVIDER.title}
      lead={BECOME_PROVIDER.lead}
      actions={
        <>
          {register}
          <Link to="/loginvendor" className="btn btn-outline-primary">
            Provider Sign In
          </Link>
        </>
      }
    >
      <PageSection id="benefits" title="Why join us">
        <CardGrid items={BECOME_PROVIDER.benefits} icon="rupee" />
      </PageSection>
      <PageSection id="requirements" title="What you need">
        <ul>
          {BECOME_PROVIDER.requirements.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="steps" title="Register in five steps">
        <CardGrid items={BECOME_PROVIDER.steps} numbered columns={3} />
        <p className="mt-3">{BECOME_PROVIDER.afterwards}</p>
        {register}
      </PageSection>
    </ContentPage>
  );
}
