import { Link, useLoaderData } from 'react-router-dom';
import { StatusBadge } from '../shared/badges';
import { TEXT } from '../shared/messages';
import { CatalogueDetails, Detail, QuickActions, RecordPage, ViewColumns } from '../shared/RecordPage';
import { CardSection } from '../shared/CardSection';
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
            </>
          }
        />
      )}
    </RecordPage>
  );
}
