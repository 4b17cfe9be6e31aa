import { Link, useParams } from 'react-router-dom';
import { Detail } from '../shared/Detail';
import { TEXT } from '../shared/messages';
import { NotFoundCard } from '../shared/NotFoundCard';
import { RecordShell } from '../shared/RecordShell';
import { FeaturedBadge, StatusBadge } from '../shared/ui';
import { useCategoryDetails } from './useCategoryDetails';
import '../shared/admin.css';

/** /admin/categories/view/:id and /admin/view/:id (SPEC §2.12). */
export default function ViewCategoryPage() {
  const { id } = useParams();
  const { loading, category, notice, clearNotice } = useCategoryDetails(id);

  return (
    <RecordShell
      title={category ? category.name : 'View Category'}
      subtitle={category ? `Category #${category.id}` : undefined}
      actions={
        <>
          {category && (
            <Link to={`/admin/categories/edit/${category.id}`} className="btn btn-primary">
              Edit Category
            </Link>
          )}
          <Link to="/admin/categories" className="btn btn-outline-secondary">
            Back to Categories
          </Link>
        </>
      }
      notice={notice}
      onCloseNotice={clearNotice}
      loading={loading}
      loadingLabel="Loading category..."
      record={category}
      notFound={
        <NotFoundCard
          title={TEXT.categoryNotFound}
          hint="It may have been deleted, or the link is wrong."
          to="/admin/categories"
          linkText="Go to all categories"
        />
      }
    >
      {(category) => (
        <div className="row g-4">
          <div className="col-12 col-lg-8 d-flex flex-column gap-4">
            <section className="card border-0 shadow-sm" aria-labelledby="category-details">
              <div className="card-body">
                <h2 id="category-details" className="h5 mb-3">
                  Category Details
                </h2>
                <div className="row g-3">
                  <div className="col-12 col-md-4">
                    {category.image_url ? (
                      <img src={category.image_url} alt={category.name} className="admin-preview-image rounded" />
                    ) : (
                      <div className="admin-preview-empty rounded" aria-hidden="true">
                        {category.name.charAt(0)}
                      </div>
                    )}
                  </div>
                  <dl className="col-12 col-md-8 row mb-0">
                    <Detail term="Name">{category.name}</Detail>
                    <Detail term="Slug">{category.slug}</Detail>
                    <Detail term="Description">{category.description || 'No description'}</Detail>
                    <Detail term="Icon">{category.icon || 'None'}</Detail>
                    <Detail term="Status">
                      <StatusBadge status={category.status} />
                    </Detail>
                    <Detail term="Featured">{category.is_featured ? <FeaturedBadge featured /> : 'No'}</Detail>
                    <Detail term="Sort order">{category.sort_order}</Detail>
                    <Detail term="Created by">{category.creator_name ?? `Admin #${category.created_by}`}</Detail>
                    <Detail term="Created">{category.created_at_formatted ?? category.created_at}</Detail>
                    <Detail term="Last updated">{category.updated_at_formatted ?? '—'}</Detail>
                  </dl>
                </div>
              </div>
            </section>

            <section className="card border-0 shadow-sm" aria-labelledby="category-seo">
              <div className="card-body">
                <h2 id="category-seo" className="h5 mb-3">
                  SEO Information
                </h2>
                <dl className="row mb-0">
                  <Detail term="Meta title">{category.meta_title || 'Not set'}</Detail>
                  <Detail term="Meta description">{category.meta_description || 'Not set'}</Detail>
                </dl>
              </div>
            </section>

            <section className="card border-0 shadow-sm" aria-labelledby="category-recent">
              <div className="card-body">
                <h2 id="category-recent" className="h5 mb-3">
                  Recent Services
                </h2>
                {category.recent_services.length === 0 ? (
                  <p className="text-body-secondary mb-0">No services in this category yet.</p>
                ) : (
                  <ul className="list-group list-group-flush">
                    {category.recent_services.map((service) => (
                      <li key={service.id} className="list-group-item d-flex flex-wrap align-items-center gap-2 px-0">
                        <Link to={`/admin/services/view/${service.id}`} className="me-auto">
                          {service.name}
                        </Link>
                        <StatusBadge status={service.status} />
                        <span className="small text-body-secondary">{service.created_at_formatted}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </section>
          </div>

          <div className="col-12 col-lg-4 d-flex flex-column gap-4">
            <section className="card border-0 shadow-sm" aria-labelledby="category-stats">
              <div className="card-body">
                <h2 id="category-stats" className="h5 mb-3">
                  Statistics
                </h2>
                <dl className="row text-center mb-0">
                  <div className="col-4 d-flex flex-column-reverse">
                    <dt className="small text-body-secondary fw-normal">Total</dt>
                    <dd className="h4 mb-0">{category.statistics.total_services}</dd>
                  </div>
                  <div className="col-4 d-flex flex-column-reverse">
                    <dt className="small text-body-secondary fw-normal">Active</dt>
                    <dd className="h4 mb-0 text-success">{category.statistics.active_services}</dd>
                  </div>
                  <div className="col-4 d-flex flex-column-reverse">
                    <dt className="small text-body-secondary fw-normal">Inactive</dt>
                    <dd className="h4 mb-0 text-secondary">{category.statistics.inactive_services}</dd>
                  </div>
                </dl>
              </div>
            </section>
            <section className="card border-0 shadow-sm" aria-labelledby="category-actions">
              <div className="card-body d-grid gap-2">
                <h2 id="category-actions" className="h5 mb-1">
                  Quick Actions
                </h2>
                <Link to={`/admin/categories/edit/${category.id}`} className="btn btn-outline-primary">
                  Edit Category
                </Link>
                <Link to={`/admin/services/add?category=${category.id}`} className="btn btn-outline-primary">
                  Add Service
                </Link>
                <Link to={`/admin/services?category=${category.id}`} className="btn btn-outline-primary">
                  View Services
                </Link>
                <Link to="/admin/categories" className="btn btn-outline-secondary">
                  All Categories
                </Link>
              </div>
            </section>
          </div>
        </div>
      )}
    </RecordShell>
  );
}
