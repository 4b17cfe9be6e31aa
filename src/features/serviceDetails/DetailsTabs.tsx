/** Generic defaults fill what a service lacks. */
import { useState } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { check, clock, close, shield, smile, tools } from '../../components/icons';
import { LineIcon } from '../../components/LineIcon';
import type { CatalogueService } from '../../content/catalogue';
import {
  DEFAULT_EXCLUSIONS,
  DEFAULT_FAQS,
  DEFAULT_INCLUSIONS,
  HIGHLIGHTS,
  SAMPLE_REVIEWS,
  type Highlight,
} from '../../content/catalogue/detailsDefaults';
import { Stars } from './Stars';

const HIGHLIGHT_ICONS: Record<Highlight['icon'], string> = { clock, shield, tools, smile };

const orDefault = <T,>(list: readonly T[] | undefined, fallback: readonly T[]): readonly T[] =>
  list && list.length > 0 ? list : fallback;

export function DetailsTabs({ service }: { service: CatalogueService }) {
  const [moreReviews, setMoreReviews] = useState(false);
  const included = [
    {
      title: "What's Included",
      items: orDefault(service.inclusions, DEFAULT_INCLUSIONS),
      icon: check,
      tone: 'success',
    },
    {
      title: "What's Not Included",
      items: orDefault(service.exclusions, DEFAULT_EXCLUSIONS),
      icon: close,
      tone: 'danger',
    },
  ];
  const faqs = orDefault(service.faqs, DEFAULT_FAQS);

  return (
    <div className="details-tabs card border-0 shadow-sm">
      <div className="card-body">
        <Tabs id="service-details-tabs" defaultActiveKey="description" className="mb-3">
          <Tab eventKey="description" title="Description">
            <h2 className="h5">About {service.name}</h2>
            <p>{service.description}</p>
            <ul className="row row-cols-1 row-cols-sm-2 g-3 list-unstyled mb-0" aria-label="Why book with us">
              {HIGHLIGHTS.map((h) => (
                <li key={h.title} className="col d-flex gap-2">
                  <span className="details-highlight-icon text-brand">
                    <LineIcon path={HIGHLIGHT_ICONS[h.icon]} size={22} />
                  </span>
                  <span>
                    <strong className="d-block">{h.title}</strong>
                    <span className="small text-body-secondary">{h.text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </Tab>
          <Tab eventKey="inclusions" title="What's Included">
            <div className="row g-4">
              {included.map((list) => (
                <div key={list.title} className="col-md-6">
                  <h2 className="h5">{list.title}</h2>
                  <ul className="list-unstyled mb-0">
                    {list.items.map((item) => (
                      <li key={item} className="d-flex gap-2 mb-2">
                        <span className={`text-${list.tone}`}>
                          <LineIcon path={list.icon} />
                        </span>
                        {item}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </Tab>
          <Tab eventKey="faqs" title="FAQs">
            <h2 className="h5">Frequently Asked Questions</h2>
            <Accordion>
              {faqs.map((faq, index) => (
                <Accordion.Item key={faq.question} eventKey={String(index)}>
                  <Accordion.Header as="h3">{faq.question}</Accordion.Header>
                  <Accordion.Body>{faq.answer}</Accordion.Body>
                </Accordion.Item>
              ))}
            </Accordion>
          </Tab>
          <Tab eventKey="reviews" title="Reviews">
            <h2 className="h5">Customer Reviews</h2>
            <ul className="list-unstyled mb-3">
              {SAMPLE_REVIEWS.map((review) => (
                <li key={review.name} className="border-bottom py-3">
                  <p className="d-flex flex-wrap align-items-center gap-2 mb-1">
                    <strong>{review.name}</strong>
                    <span className="small text-body-secondary">
                      {review.city} · {review.date}
                    </span>
                  </p>
                  <Stars value={review.rating} className="d-inline-block mb-1" />
                  <p className="mb-0">{review.text}</p>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="btn btn-outline-primary"
              aria-expanded={moreReviews}
              aria-controls="more-reviews-note"
              onClick={() => setMoreReviews(true)}
            >
              Read More Reviews
            </button>
            <p id="more-reviews-note" className="small text-body-secondary mt-2 mb-0" role="status">
              {moreReviews ? 'These are the latest reviews; older ones will be shown here soon.' : ''}
            </p>
          </Tab>
        </Tabs>
      </div>
    </div>
  );
}
