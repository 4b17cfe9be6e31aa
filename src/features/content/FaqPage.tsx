import { Link } from 'react-router-dom';
import { FAQ_TOPICS } from '../../content/pages/faq';
import { usePageHead } from '../../lib/usePageMeta';
import { FAQ_HEAD } from '../../content/pageMeta';
import { ContentPage } from './ContentPage';
import { FaqBrowser } from './FaqBrowser';

export default function FaqPage() {
  usePageHead(FAQ_HEAD);
  return (
    <ContentPage
      title={FAQ_HEAD.title}
      lead="Quick answers about booking, payments and our services."
      bodyClassName="mb-5"
    >
      <div className="col-lg-9">
        <FaqBrowser topics={FAQ_TOPICS} questionLevel="h2" searchable />
        <p className="mt-4">
          Did not find your answer? Visit the <Link to="/help">Help Center</Link> or{' '}
          <Link to="/contact">contact us</Link>.
        </p>
      </div>
    </ContentPage>
  );
}
