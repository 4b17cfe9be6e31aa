import { Link } from 'react-router-dom';
import { FAQ_TOPICS } from '../../content/pages/faq';
import { usePageMeta } from '../../lib/usePageMeta';
import { ContentHero } from './ContentHero';
import { FaqBrowser } from './FaqBrowser';
import './content.css';

const TITLE = 'Frequently Asked Questions';

/** /faq (SPEC §2.9): the four tabs, one open answer at a time, and a search over every question. */
export default function FaqPage() {
  usePageMeta(TITLE, 'Answers about booking, cancelling, paying, refunds, warranty and our professionals.');
  return (
    <div className="content-page">
      <ContentHero title={TITLE} lead="Quick answers about booking, payments and our services." />
      <div className="container mb-5">
        <div className="col-lg-9">
          <FaqBrowser topics={FAQ_TOPICS} questionLevel="h2" searchable />
          <p className="mt-4">
            Did not find your answer? Visit the <Link to="/help">Help Center</Link> or{' '}
            <Link to="/contact">contact us</Link>.
          </p>
        </div>
      </div>
    </div>
  );
}
