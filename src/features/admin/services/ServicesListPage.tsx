import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { AutoDismissAlert, type Notice } from '../../../components/AutoDismissAlert';
import { Pagination } from '../../../components/Pagination';
import { formatRupees } from '../../../lib/money';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { FeaturedBadge, LoadingBlock, positiveInt, rangeText, StatusBadge } from '../shared/ui';
import { FilterBar, FilterSelect, SearchField, StatusFilter } from '../shared/FilterBar';
import { useUrlFilters } from '../shared/useUrlFilters';
import { useAdminServices, type AdminServiceItem } from './useAdminServices';
import '../shared/admin.css';

const PER_PAGE = 10;

const matches = (service: AdminServiceItem, term: string) => {
  const needle = term.trim().toLowerCase();
  return (
    !needle ||
    [service.name, service.slug, service.short_description].some((field) => field?.toLowerCase().includes(needle))
  );
};

/** /admin/services: every service of the mock backend, filtered and paged in the page (listservices.php has no paging). */
export default function ServicesListPage() {
  const { params, search, searchDraft, setSearchDraft, update, onSearch, reset } = useUrlFilters();
  const category = params.get('category') ?? '';
  const subcategory = params.get('subcategory') ?? '';
  const status = params.get('status') ?? '';
  const page = positiveInt(params.get('page'), 1);
  const result = useAdminServices();
  const [dismissed, setDismissed] = useState(false);

  const services = useMemo(() => (result && 'services' in result ? result.services : []), [result]);
  const notice = useMemo<Notice | null>(
    () => (result && 'failure' in result ? { variant: 'danger', text: result.failure } : null),
    [result],
  );

  const categories = useMemo(() => {
    const map = new Map<string, string>();
    services.forEach((s) => map.set(String(s.category_id), s.category_name || `Category #${s.category_id}`));
    if (category && !map.has(category)) map.set(category, `Category #${category}`);
    return [...map.entries()].sort((a, b) => a[1].localeCompare(b[1]));
  }, [services, category]);
  const subcategories = useMemo(() => {
    const map = new Map<string, string>();
    services
      .filter((s) => !category || String(s.category_id) === category)
      .forEach((s) => map.set(String(s.subcategory_id), s.subcategory_name || `Subcategory #${s.subcategory_id}`));
    if (subcategory && !map.has(subcategory)) map.set(subcategory, `Subcategory #${subcategory}`);
    return [...map.entries()].sort((a, b) => a[1].localeCompare(b[1]));
  }, [services, category, subcategory]);

  const filtered = services.filter(
    (s) =>
      (!category || String(s.category_id) === category) &&
      (!subcategory || String(s.subcategory_id) === subcategory) &&
      (!status || s.status === status) &&
      matches(s, search),
  );
  const totalPages = Math.max(1, Math.ceil(filtered.length / PER_PAGE));
  const current = Math.min(page, totalPages);
  const rows = filtered.slice((current - 1) * PER_PAGE, current * PER_PAGE);

  const anyFilter = Boolean(category || subcategory || status || search);

  return (
    <div className="py-2">
      <AdminPageHeader
        title="Services"
        subtitle="Every service of the catalogue, active and inactive."
        actions={
          <Link
            to={`/admin/services/add${category ? `?category=${category}${subcategory ? `&subcategory=${subcategory}` : ''}` : ''}`}
            className="btn btn-primary"
          >
            Add Service
          </Link>
        }
      />
      <AutoDismissAlert notice={dismissed ? null : notice} onClose={() => setDismissed(true)} />

      <FilterBar label="Filter services" onSubmit={onSearch} filtered={anyFilter} onReset={() => reset()}>
        <FilterSelect
          id="service-filter-category"
          column="col-12 col-md-3"
          label="Category"
          value={category}
          onChange={(value) => update({ category: value, subcategory: '' })}
        >
          <option value="">All categories</option>
          {categories.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="service-filter-subcategory"
          column="col-12 col-md-3"
          label="Subcategory"
          value={subcategory}
          onChange={(value) => update({ subcategory: value })}
        >
          <option value="">All subcategories</option>
          {subcategories.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </FilterSelect>
        <StatusFilter
          id="service-filter-status"
          column="col-6 col-md-2"
          value={status}
          onChange={(value) => update({ status: value })}
        />
        <SearchField id="service-filter-search" column="col-6 col-md-2" value={searchDraft} onChange={setSearchDraft} />
      </FilterBar>

      <div className="card border-0 shadow-sm">
        {result === null ? (
          <LoadingBlock label="Loading services..." />
        ) : rows.length === 0 ? (
          <div className="text-center py-5">
            <p className="h5">No services found</p>
            <p className="text-body-secondary mb-0">
              {anyFilter ? 'Try adjusting your filters or search.' : 'Add the first service to get started.'}
            </p>
          </div>
        ) : (
          <div className="table-responsive">
            <table className="table table-hover align-middle mb-0">
              <caption className="px-3">{rangeText(current, PER_PAGE, filtered.length, 'services')}</caption>
              <thead className="table-light">
                <tr>
                  <th scope="col">Service</th>
                  <th scope="col">Category</th>
                  <th scope="col">Price</th>
                  <th scope="col">Duration</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="text-end">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((service) => (
                  <tr key={service.id}>
                    <td>
                      <div className="d-flex align-items-center gap-2">
                        {service.image_url ? (
                          <img
                            src={service.image_url}
                            alt=""
                            width={40}
                            height={40}
                            className="rounded object-fit-cover"
                          />
                        ) : (
                          <span className="admin-thumb-placeholder rounded" aria-hidden="true">
                            {service.name.charAt(0)}
                          </span>
                        )}
                        <div>
                          <div className="fw-semibold">
                            {service.name} <FeaturedBadge featured={service.is_featured} />
                          </div>
                          <div className="small text-body-secondary">{service.slug}</div>
                        </div>
                      </div>
                    </td>
                    <td className="small">
                      {service.category_name} &gt; {service.subcategory_name}
                    </td>
                    <td className="text-nowrap">{formatRupees(service.price)}</td>
                    <td className="text-nowrap">{service.duration ?? 60} min</td>
                    <td>
                      <StatusBadge status={service.status} />
                    </td>
                    <td className="text-end">
                      <Link
                        to={`/admin/services/view/${service.id}`}
                        className="btn btn-sm btn-outline-primary"
                        aria-label={`View ${service.name}`}
                      >
                        View
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {totalPages > 1 && (
        <div className="d-flex justify-content-center mt-3">
          <Pagination
            label="Services pages"
            current={current}
            total={totalPages}
            onChange={(p) => update({ page: String(p) })}
          />
        </div>
      )}
    </div>
  );
}
