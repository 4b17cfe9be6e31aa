import type { PolicyDocument } from '../../content/pages/types';
import { PRIVACY } from '../../content/pages/privacy';
import { REFUND } from '../../content/pages/refund';
import { TERMS } from '../../content/pages/terms';
import { POLICY_UPDATED } from '../../content/pages/policy';
import { usePageHead } from '../../lib/usePageMeta';
import { ContentPage } from './ContentPage';

export function PolicyPage({ doc }: { doc: PolicyDocument }) {
  usePageHead(doc);
  return (
    <ContentPage title={doc.title} lead={doc.intro} bodyClassName="pb-4">
      <p className="small text-body-secondary">Last updated: {POLICY_UPDATED}</p>
      <div className="row g-4">
        <div className="col-12 col-lg-4 order-lg-2">
          <nav className="policy-toc content-card h-auto" aria-labelledby="toc-title">
            <h2 id="toc-title" className="h6 fw-bold">
              On this page
            </h2>
            <ol className="small mb-0 ps-3">
              {doc.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading.replace(/^\d+\.\s*/, '')}</a>
                </li>
              ))}
            </ol>
          </nav>
        </div>
        <div className="col-12 col-lg-8 order-lg-1">
          {doc.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className="policy-section mb-4"
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`} className="h4 fw-bold">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.points && (
                <ul>
                  {section.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </ContentPage>
  );
}

export const PrivacyPage = () => <PolicyPage doc={PRIVACY} />;
export const RefundPage = () => <PolicyPage doc={REFUND} />;
export const TermsPage = () => <PolicyPage doc={TERMS} />;
