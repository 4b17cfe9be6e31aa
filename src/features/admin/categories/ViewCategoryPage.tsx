import { useLoaderData } from 'react-router-dom';
import { StatusBadge } from '../shared/badges';
import { TEXT } from '../shared/messages';
import { CatalogueDetails, Detail, QuickActions, RecordPage, ServiceLinks, ViewColumns } from '../shared/RecordPage';
import { CardSection } from '../../../components/CardSection';
import type { loader } from './ViewCategoryPage.data';

export default function ViewCategoryPage() {
  return (
    <RecordPage
      noun={{ one: 'Category', many: 'Categories' }}
      mode="view"
      editLink
      read={useLoaderData<typeof loader>().details}
      rejected={TEXT.fetchCategoryFailed}
      notFoundHint="It may have been deleted, or the link is wrong."
    >
      {(category) => (
        <ViewColumns
          main={
            <>
              <CatalogueDetails noun="Category" record={category} image={category.image_url}>
                <Detail term="Last updated">{category.updated_at_formatted ?? '—'}</Detail>
              </CatalogueDetails>
              <CardSection id="category-recent" title="Recent Services">
                <ServiceLinks
                  services={category.recent_services}
                  empty="No services in this category yet."
                  details={(service) => (
                    <>
                      <StatusBadge status={service.status} />
                      <span className="small text-body-secondary">{service.created_at_formatted}</span>
                    </>
                  )}
                />
              </CardSection>
            </>
          }
          side={
            <>
              <CardSection id="category-stats" title="Statistics">
                <dl className="row text-center mb-0">
                  {(
                    [
                      ['Total', category.statistics.total_services, ''],
                      ['Active', category.statistics.active_services, ' text-success'],
                      ['Inactive', category.statistics.inactive_services, ' text-secondary'],
                    ] as const
                  ).map(([term, count, tone]) => (
                    <div key={term} className="col-4 d-flex flex-column-reverse">
                      <dt className="small text-body-secondary fw-normal">{term}</dt>
                      <dd className={`h4 mb-0${tone}`}>{count}</dd>
                    </div>
                  ))}
                </dl>
              </CardSection>
              <QuickActions
                id="category-actions"
                links={[
                  [`/admin/categories/edit/${category.id}`, 'Edit Category'],
                  [`/admin/services/add?category=${category.id}`, 'Add Service'],
                  [`/admin/services?category=${category.id}`, 'View Services'],
                  ['/admin/categories', 'All Categories'],
                ]}
              />
            </>
          }
        />
      )}
    </RecordPage>
  );
}
