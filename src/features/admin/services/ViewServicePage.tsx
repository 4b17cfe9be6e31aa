import { Link, useParams } from 'react-router-dom';
import { formatRupees } from '../../../lib/money';
import { Detail } from '../shared/Detail';
import { NotFoundCard } from '../shared/NotFoundCard';
import { RecordShell } from '../shared/RecordShell';
import { FeaturedBadge, StatusBadge } from '../shared/ui';
import { useLoadFailureNotice } from '../shared/useLoadFailureNotice';
import { useAdminServices } from './useAdminServices';
import '../shared/admin.css';

export const SERVICE_NOT_FOUND = 'Service not found';

/** /admin/services/view/:id: one service as the backend keeps it (found in the admin list: §7 has no single-service call). */
export default function ViewServicePage() {
  const { id } = useParams();
  const result = useAdminServices();
  const service = result && 'services' in result ? result.services.find((s) => String(s.id) === id) : undefined;
  const { notice, clearNotice } = useLoadFailureNotice(result, result && 'failure' in result ? result.failure : null);

  return (
    <RecordShell
      title={service ? service.name : 'View Service'}
      subtitle={service ? `Service #${service.id}` : undefined}
      actions={
        <Link to="/admin/services" className="btn btn-outline-secondary">
          Back to Services
        </Link>
      }
      notice={notice}
      onCloseNotice={clearNotice}
      loading={result === null}
      loadingLabel="Loading service..."
      record={service}
      notFound={<NotFoundCard title={SERVICE_NOT_FOUND} to="/admin/services" linkText="Go to all services" />}
    >
      {(service) => (
        <div className="row g-4">
          <div className="col-12 col-lg-8 d-flex flex-column gap-4">
            <section className="card border-0 shadow-sm" aria-labelledby="service-view-details">
              <div className="card-body">
                <h2 id="service-view-details" className="h5 mb-3">
                  Service Details
                </h2>
                <div className="row g-3">
                  <div className="col-12 col-md-4">
                    {service.image_url ? (
                      <img src={service.image_url} alt={service.name} className="admin-preview-image rounded" />
                    ) : (
                      <div className="admin-preview-empty rounded" aria-hidden="true">
                        {service.name.charAt(0)}
                      </div>
                    )}
                  </div>
                  <dl className="col-12 col-md-8 row mb-0">
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
                    <Detail term="Duration">{service.duration ?? 60} minutes</Detail>
                    <Detail term="Status">
                      <StatusBadge status={service.status} /> <FeaturedBadge featured={service.is_featured} />
                    </Detail>
                    <Detail term="Sort order">{service.sort_order ?? 0}</Detail>
                    <Detail term="Short description">{service.short_description || 'None'}</Detail>
                  </dl>
                </div>
                {service.description && <p className="mt-3 mb-0">{service.description}</p>}
              </div>
            </section>
            <section className="card border-0 shadow-sm" aria-labelledby="service-view-included">
              <div className="card-body row g-3">
                <h2 id="service-view-included" className="h5 col-12 mb-0">
                  What's Included
                </h2>
                <div className="col-12 col-md-6">
                  <h3 className="h6">Included</h3>
                  {service.includes?.length ? (
                    <ul className="mb-0">
                      {service.includes.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-body-secondary mb-0">Nothing listed.</p>
                  )}
                </div>
                <div className="col-12 col-md-6">
                  <h3 className="h6">Not included</h3>
                  {service.excludes?.length ? (
                    <ul className="mb-0">
                      {service.excludes.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-body-secondary mb-0">Nothing listed.</p>
                  )}
                </div>
              </div>
            </section>
            <section className="card border-0 shadow-sm" aria-labelledby="service-view-faqs">
              <div className="card-body">
                <h2 id="service-view-faqs" className="h5">
                  FAQs
                </h2>
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
              </div>
            </section>
          </div>
          <div className="col-12 col-lg-4 d-flex flex-column gap-4">
            {service.gallery && service.gallery.length > 0 && (
              <section className="card border-0 shadow-sm" aria-labelledby="service-view-gallery">
                <div className="card-body">
                  <h2 id="service-view-gallery" className="h5">
                    Gallery
                  </h2>
                  <div className="d-flex flex-wrap gap-2">
                    {service.gallery.map((url, index) => (
                      <img
                        key={url}
                        src={url}
                        alt={`${service.name}, gallery image ${index + 1}`}
                        width={96}
                        height={72}
                        className="rounded object-fit-cover"
                      />
                    ))}
                  </div>
                </div>
              </section>
            )}
            <section className="card border-0 shadow-sm" aria-labelledby="service-view-seo">
              <div className="card-body">
                <h2 id="service-view-seo" className="h5">
                  SEO Information
                </h2>
                <dl className="mb-0">
                  <dt className="small text-body-secondary fw-normal">Meta title</dt>
                  <dd>{service.meta_title || 'Not set'}</dd>
                  <dt className="small text-body-secondary fw-normal">Meta description</dt>
                  <dd className="mb-0">{service.meta_description || 'Not set'}</dd>
                </dl>
              </div>
            </section>
            <section className="card border-0 shadow-sm" aria-labelledby="service-view-actions">
              <div className="card-body d-grid gap-2">
                <h2 id="service-view-actions" className="h5 mb-1">
                  Quick Actions
                </h2>
                <Link
                  to={`/admin/services/add?category=${service.category_id}&subcategory=${service.subcategory_id}`}
                  className="btn btn-outline-primary"
                >
                  Add Another Service Here
                </Link>
                <Link to={`/admin/services?category=${service.category_id}`} className="btn btn-outline-primary">
                  Services in This Category
                </Link>
                <Link to="/admin/services" className="btn btn-outline-secondary">
                  All Services
                </Link>
              </div>
            </section>
          </div>
        </div>
      )}
    </RecordShell>
  );
}
