import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { AutoDismissAlert } from '../../../components/AutoDismissAlert';
import { formatRupees } from '../../../lib/money';
import { formatDuration } from '../../../lib/duration';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { FilterBar, FilterSelect, SearchField, StatusFilter } from '../shared/FilterBar';
import { ListPager } from '../shared/ListPager';
import { NameCell } from '../shared/ListRowCells';
import { ListTable } from '../shared/ListTable';
import { FeaturedBadge, StatusBadge } from '../shared/badges';
import { positiveInt, rangeText } from '../shared/listNumbers';
import { useLoadFailureNotice } from '../shared/useLoadFailureNotice';
import { useUrlFilters } from '../shared/useUrlFilters';
import { useAdminServices, type AdminServiceItem } from './useAdminServices';

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

  const services = useMemo(() => (result && 'services' in result ? result.services : []), [result]);
  const { notice, clearNotice } = useLoadFailureNotice(result, result && 'failure' in result ? result.failure : null);

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
      <AutoDismissAlert notice={notice} onClose={clearNotice} />

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

      <ListTable
        loading={result === null}
        noun={{ one: 'service', many: 'services' }}
        filtered={anyFilter}
        empty={rows.length === 0}
        caption={rangeText(current, PER_PAGE, filtered.length, 'services')}
        columns={['Service', 'Category', 'Price', 'Duration', 'Status']}
      >
        {rows.map((service) => (
          <tr key={service.id}>
            <NameCell
              image={service.image_url}
              name={service.name}
              slug={service.slug}
              after={<FeaturedBadge featured={service.is_featured} />}
            />
            <td className="small">
              {service.category_name} &gt; {service.subcategory_name}
            </td>
            <td className="text-nowrap">{formatRupees(service.price)}</td>
            <td className="text-nowrap">{formatDuration(service.duration ?? 60)}</td>
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
      </ListTable>
      <ListPager
        label="Services pages"
        current={current}
        total={totalPages}
        onChange={(p) => update({ page: String(p) })}
      />
    </div>
  );
}
