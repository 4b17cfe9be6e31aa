import { Link, useLoaderData } from 'react-router-dom';
import type { ServiceItem } from '../../../api/types';
import { Deferred } from '../../../components/Deferred';
import { formatRupees } from '../../../lib/money';
import { subcategoryImageUrl } from '../../../lib/uploads';
import { Detail } from '../shared/Detail';
import { DetailSection, QuickActions } from '../shared/DetailSection';
import { NotFoundCard } from '../shared/NotFoundCard';
import { RecordDetailsCard } from '../shared/RecordDetailsCard';
import { RecordShell } from '../shared/RecordShell';
import { SeoDetails } from '../shared/SeoDetails';
import { FeaturedBadge, StatusBadge } from '../shared/badges';
import { LoadingBlock } from '../shared/LoadingBlock';
import { SubcategoryRecord } from './SubcategoryRecord';
import { useSubcategory } from './useSubcategory';
import type { LoadedSubcategory, loader } from './ViewSubcategoryPage.data';

export const SUBCATEGORY_NOT_FOUND = 'Subcategory not found';

/** /admin/subcategories/view/:id: details, SEO, its services and quick actions. */
export default function ViewSubcategoryPage() {
  const { details, services } = useLoaderData<typeof loader>();
  return (
    <SubcategoryRecord details={details}>
      {(loaded) => <ViewSubcategory loaded={loaded} services={services} />}
    </SubcategoryRecord>
  );
}

interface ViewSubcategoryProps {
  loaded: LoadedSubcategory | null;
  /** Its services; `list` null when they could not be loaded. */
  services: Promise<{ list: ServiceItem[] | null }>;
}

function ViewSubcategory({ loaded, services }: ViewSubcategoryProps) {
  const { loading, subcategory, notice, clearNotice } = useSubcategory(loaded);

  return (
    <RecordShell
      title={subcategory ? subcategory.name : 'View Subcategory'}
      subtitle={subcategory ? `Subcategory #${subcategory.id}` : undefined}
      actions={
        <Link to="/admin/subcategories" className="btn btn-outline-secondary">
          Back to Subcategories
        </Link>
      }
      notice={notice}
      onCloseNotice={clearNotice}
      loading={loading}
      loadingLabel="Loading subcategory..."
      record={subcategory}
      notFound={
        <NotFoundCard title={SUBCATEGORY_NOT_FOUND} to="/admin/subcategories" linkText="Go to all subcategories" />
      }
    >
      {(subcategory) => (
        <div className="row g-4">
          <div className="col-12 col-lg-8 d-flex flex-column gap-4">
            <RecordDetailsCard
              id="subcategory-details"
              title="Subcategory Details"
              image={subcategoryImageUrl(subcategory.image) ?? subcategory.image_url}
              name={subcategory.name}
            >
              <Detail term="Name">{subcategory.name}</Detail>
              <Detail term="Slug">{subcategory.slug}</Detail>
              <Detail term="Category">
                <Link to={`/admin/categories/view/${subcategory.category_id}`}>
                  {subcategory.category_name || `#${subcategory.category_id}`}
                </Link>
              </Detail>
              <Detail term="Description">{subcategory.description || 'No description'}</Detail>
              <Detail term="Icon">{subcategory.icon || 'None'}</Detail>
              <Detail term="Status">
                <StatusBadge status={subcategory.status} />
              </Detail>
              <Detail term="Featured">{subcategory.is_featured ? <FeaturedBadge featured /> : 'No'}</Detail>
              <Detail term="Sort order">{subcategory.sort_order}</Detail>
              <Detail term="Created by">{subcategory.creator_name ?? `Admin #${subcategory.created_by}`}</Detail>
              <Detail term="Created">{subcategory.created_at_formatted ?? subcategory.created_at}</Detail>
            </RecordDetailsCard>
            <SeoDetails
              id="subcategory-seo"
              metaTitle={subcategory.meta_title}
              metaDescription={subcategory.meta_description}
            />
            <DetailSection id="subcategory-services" title="Services">
              <Deferred
                resolve={services}
                fallback={<LoadingBlock label="Loading services..." />}
                errorElement={SERVICES_NOT_LOADED}
              >
                {({ list }) => <SubcategoryServices services={list} />}
              </Deferred>
            </DetailSection>
          </div>
          <div className="col-12 col-lg-4">
            <QuickActions id="subcategory-actions">
              <Link to={`/admin/subcategories/edit/${subcategory.id}`} className="btn btn-outline-primary">
                Edit Subcategory
              </Link>
              <Link
                to={`/admin/services/add?category=${subcategory.category_id}&subcategory=${subcategory.id}`}
                className="btn btn-outline-primary"
              >
                Add Service
              </Link>
              <Link
                to={`/admin/services?category=${subcategory.category_id}&subcategory=${subcategory.id}`}
                className="btn btn-outline-primary"
              >
                View Services
              </Link>
              <Link to="/admin/subcategories" className="btn btn-outline-secondary">
                All Subcategories
              </Link>
            </QuickActions>
          </div>
        </div>
      )}
    </RecordShell>
  );
}

const SERVICES_NOT_LOADED = <p className="text-body-secondary mb-0">The services could not be loaded.</p>;

/** The subcategory's services; null when they could not be loaded. */
function SubcategoryServices({ services }: { services: ServiceItem[] | null }) {
  if (services === null) return SERVICES_NOT_LOADED;
  if (services.length === 0) return <p className="text-body-secondary mb-0">No services in this subcategory yet.</p>;
  return (
    <ul className="list-group list-group-flush">
      {services.map((service) => (
        <li key={service.id} className="list-group-item d-flex flex-wrap align-items-center gap-2 px-0">
          <Link to={`/admin/services/view/${service.id}`} className="me-auto">
            {service.name}
          </Link>
          <span className="small">{formatRupees(service.price)}</span>
          <StatusBadge status={service.status} />
        </li>
      ))}
    </ul>
  );
}
