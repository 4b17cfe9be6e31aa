import { Link } from 'react-router-dom';
import { Detail } from '../shared/Detail';
import { DetailSection, QuickActions } from '../shared/DetailSection';
import { TEXT } from '../shared/messages';
import { NotFoundCard } from '../shared/NotFoundCard';
import { RecordDetailsCard } from '../shared/RecordDetailsCard';
import { RecordShell } from '../shared/RecordShell';
import { SeoDetails } from '../shared/SeoDetails';
import { FeaturedBadge, StatusBadge } from '../shared/badges';
import { CategoryRecord } from './CategoryRecord';
import { useCategoryDetails } from './useCategoryDetails';
import type { LoadedCategory } from './ViewCategoryPage.data';

/** /admin/categories/view/:id and /admin/view/:id (SPEC §2.12). */
export default function ViewCategoryPage() {
  return <CategoryRecord>{(loaded) => <ViewCategory loaded={loaded} />}</CategoryRecord>;
}

function ViewCategory({ loaded }: { loaded: LoadedCategory | null }) {
  const { loading, category, notice, clearNotice } = useCategoryDetails(loaded);

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
            <RecordDetailsCard
              id="category-details"
              title="Category Details"
              image={category.image_url}
              name={category.name}
            >
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
            </RecordDetailsCard>

            <SeoDetails id="category-seo" metaTitle={category.meta_title} metaDescription={category.meta_description} />

            <DetailSection id="category-recent" title="Recent Services">
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
            </DetailSection>
          </div>

          <div className="col-12 col-lg-4 d-flex flex-column gap-4">
            <DetailSection id="category-stats" title="Statistics">
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
            </DetailSection>
            <QuickActions id="category-actions">
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
            </QuickActions>
          </div>
        </div>
      )}
    </RecordShell>
  );
}
