import { Link, useLoaderData } from 'react-router-dom';
import { Deferred } from '../../../components/Deferred';
import { formatRupees } from '../../../lib/money';
import { subcategoryImage } from '../../../lib/uploads';
import { StatusBadge } from '../shared/badges';
import { LoadingBlock } from '../shared/LoadingBlock';
import { TEXT } from '../shared/messages';
import { CatalogueDetails, QuickActions, RecordPage, ServiceLinks, ViewColumns } from '../shared/RecordPage';
import { CardSection } from '../../../components/CardSection';
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
                image={subcategoryImage(subcategory)}
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
                    ) : (
                      <ServiceLinks
                        services={list}
                        empty="No services in this subcategory yet."
                        details={(service) => (
                          <>
                            <span className="small">{formatRupees(service.price)}</span>
                            <StatusBadge status={service.status} />
                          </>
                        )}
                      />
                    )
                  }
                </Deferred>
              </CardSection>
            </>
          }
          side={
            <QuickActions
              id="subcategory-actions"
              links={[
                [`/admin/subcategories/edit/${subcategory.id}`, 'Edit Subcategory'],
                [
                  `/admin/services/add?category=${subcategory.category_id}&subcategory=${subcategory.id}`,
                  'Add Service',
                ],
                [`/admin/services?category=${subcategory.category_id}&subcategory=${subcategory.id}`, 'View Services'],
                ['/admin/subcategories', 'All Subcategories'],
              ]}
            />
          }
        />
      )}
    </RecordPage>
  );
}
