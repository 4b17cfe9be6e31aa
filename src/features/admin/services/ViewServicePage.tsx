import { Link, useLoaderData } from 'react-router-dom';
import { formatDuration } from '../../../lib/duration';
import { formatRupees } from '../../../lib/money';
import { FeaturedBadge, StatusBadge } from '../shared/badges';
import { Thumbnail } from '../shared/RecordImage';
import { Detail, QuickActions, RecordDetailsCard, RecordPage, ViewColumns } from '../shared/RecordPage';
import { CardSection } from '../../../components/CardSection';
import { SERVICES_ERROR } from './ServicesListPage.data';
import type { loader } from './ViewServicePage.data';

export default function ViewServicePage() {
  return (
    <RecordPage
      noun={{ one: 'Service', many: 'Services' }}
      mode="view"
      read={useLoaderData<typeof loader>().details}
      rejected={SERVICES_ERROR}
    >
      {(service) => (
        <ViewColumns
          main={
            <>
              <RecordDetailsCard
                id="service-view-details"
                title="Service Details"
                image={service.image_url}
                name={service.name}
                footer={service.description && <p className="mt-3 mb-0">{service.description}</p>}
              >
                <Detail term="Name">{service.name}</Detail>
                <Detail term="Slug">{service.slug}</Detail>
                <Detail term="Category">
                  <Link to={`/admin/categories/view/${service.category_id}`}>
                    {service.category_name || `#${service.category_id}`}
                  </Link>
                  {' > '}
                  <Link to={`/admin/subcategories/view/${service.subcategory_id}`}>
                    {service.subcategory_name || `#${service.subcategory_id}`}
                  </Link>
                </Detail>
                <Detail term="Price">{formatRupees(service.price)}</Detail>
                <Detail term="Duration">{formatDuration(service.duration ?? 60)}</Detail>
                <Detail term="Status">
                  <StatusBadge status={service.status} /> <FeaturedBadge featured={service.is_featured} />
                </Detail>
                <Detail term="Sort order">{service.sort_order ?? 0}</Detail>
                <Detail term="Short description">{service.short_description || 'None'}</Detail>
              </RecordDetailsCard>
              <CardSection
                id="service-view-included"
                title="What's Included"
                headingClassName="h5 col-12 mb-0"
                bodyClassName="card-body row g-3"
              >
                <div className="col-12 col-md-6">
                  <h3 className="h6">Included</h3>
                  <Lines lines={service.includes} />
                </div>
                <div className="col-12 col-md-6">
                  <h3 className="h6">Not included</h3>
                  <Lines lines={service.excludes} />
                </div>
              </CardSection>
              <CardSection id="service-view-faqs" title="FAQs" headingClassName="h5">
                {service.faqs?.length ? (
                  <dl className="mb-0">
                    {service.faqs.map((faq) => (
                      <div key={faq.question} className="mb-2">
                        <dt>{faq.question}</dt>
                        <dd className="mb-0">{faq.answer}</dd>
                      </div>
                    ))}
                  </dl>
                ) : (
                  <p className="text-body-secondary mb-0">No FAQs yet.</p>
                )}
              </CardSection>
            </>
          }
          side={
            <>
              {service.gallery && service.gallery.length > 0 && (
                <CardSection id="service-view-gallery" title="Gallery" headingClassName="h5">
                  <div className="d-flex flex-wrap gap-2">
                    {service.gallery.map((url, index) => (
                      <Thumbnail key={url} src={url} alt={`${service.name}, gallery ${index + 1}`} />
                    ))}
                  </div>
                </CardSection>
              )}
              <CardSection id="service-view-seo" title="SEO Information" headingClassName="h5">
                <dl className="mb-0">
                  <dt className="small text-body-secondary fw-normal">Meta title</dt>
                  <dd>{service.meta_title || 'Not set'}</dd>
                  <dt className="small text-body-secondary fw-normal">Meta description</dt>
                  <dd className="mb-0">{service.meta_description || 'Not set'}</dd>
                </dl>
              </CardSection>
              <QuickActions
                id="service-view-actions"
                links={[
                  [
                    `/admin/services/add?category=${service.category_id}&subcategory=${service.subcategory_id}`,
                    'Add Another Service Here',
                  ],
                  [`/admin/services?category=${service.category_id}`, 'Services in This Category'],
                  ['/admin/services', 'All Services'],
                ]}
              />
            </>
          }
        />
      )}
    </RecordPage>
  );
}

function Lines({ lines }: { lines: string[] | undefined }) {
  return lines?.length ? (
    <ul className="mb-0">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  ) : (
    <p className="text-body-secondary mb-0">Nothing listed.</p>
  );
}
