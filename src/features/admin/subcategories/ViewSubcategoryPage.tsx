import { Link, useLoaderData } from 'react-router-dom';
import { Deferred } from '../../../components/Deferred';
import { formatRupees } from '../../../lib/money';
import { subcategoryImageUrl } from '../../../lib/uploads';
import { StatusBadge } from '../shared/badges';
import { LoadingBlock } from '../shared/LoadingBlock';
import { TEXT } from '../shared/messages';
import { CatalogueDetails, QuickActions, RecordPage, ViewColumns } from '../shared/RecordPage';
import { CardSection } from '../shared/CardSection';
import type { loader } from './ViewSubcategoryPage.data';

const SERVICES_NOT_LOADED = <p className="text-body-secondary mb-0">The services could not be loaded.</p>;

export default function ViewSubcategoryPage() {
  const { details, services } = useLoaderData<typeof loader>();
  return (
    <RecordPage
      noun={{ one: 'Subcategory', many: 'Subcategories' }}
      mode="view"
      read={details}
      rejected={TEXT.loadSubcategoriesError}
    >
      {(subcategory) => (
        <ViewColumns
          main={
            <>
              <CatalogueDetails
                noun="Subcategory"
                record={subcategory}
                image={subcategoryImageUrl(subcategory.image) ?? subcategory.image_url}
                parent={
                  <Link to={`/admin/categories/view/${subcategory.category_id}`}>
                    {subcategory.category_name || `#${subcategory.category_id}`}
                  </Link>
                }
              />
              <CardSection id="subcategory-services" title="Services">
                <Deferred
                  resolve={services}
                  fallback={<LoadingBlock label="Loading services..." />}
                  errorElement={SERVICES_NOT_LOADED}
                >
                  {({ list }) =>
                    list === null ? (
                      SERVICES_NOT_LOADED
                    ) : list.length === 0 ? (
                      <p className="text-body-secondary mb-0">No services in this subcategory yet.</p>
                    ) : (
                      <ul className="list-group list-group-flush">
                        {list.map((service) => (
                          <li
                            key={service.id}
                            className="list-group-item d-flex flex-wrap align-items-center gap-2 px-0"
                          >
                            <Link to={`/admin/services/view/${service.id}`} className="me-auto">
                              {service.name}
                            </Link>
                            <span className="small">{formatRupees(service.price)}</span>
                            <StatusBadge status={service.status} />
                          </li>
                        ))}
                      </ul>
                    )
                  }
                </Deferred>
              </CardSection>
            </>
          }
          side={
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
          }
        />
      )}
    </RecordPage>
  );
}
