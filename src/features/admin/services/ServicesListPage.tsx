import { Suspense, useMemo, useState, type ComponentProps } from 'react';
import { Await, Link, useLoaderData, useLocation } from 'react-router-dom';
import { AutoDismissAlert, type Notice } from '../../../components/AutoDismissAlert';
import { formatRupees } from '../../../lib/money';
import { formatDuration } from '../../../lib/duration';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { FilterBar, FilterSelect, SearchField, StatusFilter } from '../shared/FilterBar';
import { ListPager } from '../shared/ListPager';
import { NameCell } from '../shared/ListRowCells';
import { ListTable } from '../shared/ListTable';
import { FeaturedBadge, StatusBadge } from '../shared/badges';
import { positiveInt, rangeText } from '../shared/listNumbers';
import { ReadFailed, useFailureNotice } from '../shared/ReadFailed';
import { useUrlFilters } from '../shared/useUrlFilters';
import { SERVICES_ERROR, type AdminServiceItem, type loader, type ServicesResult } from './ServicesListPage.data';

const PER_PAGE = 10;

const matches = (service: AdminServiceItem, term: string) => {
  const needle = term.trim().toLowerCase();
  return (
    !needle ||
    [service.name, service.slug, service.short_description].some((field) => field?.toLowerCase().includes(needle))
  );
};

const servicesOf = (result: ServicesResult) => ('services' in result ? result.services : []);

/** The choices of a filter: id and name of each parent the services name, sorted by name. */
function ParentOptions({ services, name, chosen }: { services: AdminServiceItem[]; name: Parent; chosen: string }) {
  const options = useMemo(() => {
    const map = new Map<string, string>();
    services.forEach((s) => map.set(...PARENTS[name](s)));
    if (chosen && !map.has(chosen)) map.set(chosen, `${LABELS[name]} #${chosen}`);
    return [...map.entries()].sort((a, b) => a[1].localeCompare(b[1]));
  }, [services, name, chosen]);
  return options.map(([id, label]) => (
    <option key={id} value={id}>
      {label}
    </option>
  ));
}

type Parent = 'category' | 'subcategory';
const LABELS = { category: 'Category', subcategory: 'Subcategory' } as const;
const PARENTS: Record<Parent, (s: AdminServiceItem) => [string, string]> = {
  category: (s) => [String(s.category_id), s.category_name || `Category #${s.category_id}`],
  subcategory: (s) => [String(s.subcategory_id), s.subcategory_name || `Subcategory #${s.subcategory_id}`],
};

/** /admin/services: every service of the mock backend, filtered and paged in the page (listservices.php has no paging). */
export default function ServicesListPage() {
  const { params, search, searchDraft, setSearchDraft, update, onSearch, reset } = useUrlFilters();
  const category = params.get('category') ?? '';
  const subcategory = params.get('subcategory') ?? '';
  const status = params.get('status') ?? '';
  const page = positiveInt(params.get('page'), 1);
  const { services: read } = useLoaderData<typeof loader>();
  const { key } = useLocation();
  const [notice, setNotice] = useState<Notice | null>(null);

  const inCategory = (services: AdminServiceItem[]) =>
    services.filter((s) => !category || String(s.category_id) === category);
  const options = (name: Parent, chosen: string, pick: (services: AdminServiceItem[]) => AdminServiceItem[]) => (
    <Suspense fallback={<ParentOptions services={[]} name={name} chosen={chosen} />}>
      <Await resolve={read} errorElement={<ParentOptions services={[]} name={name} chosen={chosen} />}>
        {(result: ServicesResult) => <ParentOptions services={pick(servicesOf(result))} name={name} chosen={chosen} />}
      </Await>
    </Suspense>
  );

  const anyFilter = Boolean(category || subcategory || status || search);
  const table = { noun: { one: 'service', many: 'services' }, filtered: anyFilter, columns: SERVICE_COLUMNS };

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
      <AutoDismissAlert notice={notice} onClose={() => setNotice(null)} />

      <FilterBar label="Filter services" onSubmit={onSearch} filtered={anyFilter} onReset={() => reset()}>
        <FilterSelect
          id="service-filter-category"
          column="col-12 col-md-3"
          label="Category"
          value={category}
          onChange={(value) => update({ category: value, subcategory: '' })}
        >
          <option value="">All categories</option>
          {options('category', category, (services) => services)}
        </FilterSelect>
        <FilterSelect
          id="service-filter-subcategory"
          column="col-12 col-md-3"
          label="Subcategory"
          value={subcategory}
          onChange={(value) => update({ subcategory: value })}
        >
          <option value="">All subcategories</option>
          {options('subcategory', subcategory, inCategory)}
        </FilterSelect>
        <StatusFilter
          id="service-filter-status"
          column="col-6 col-md-2"
          value={status}
          onChange={(value) => update({ status: value })}
        />
        <SearchField id="service-filter-search" column="col-6 col-md-2" value={searchDraft} onChange={setSearchDraft} />
      </FilterBar>

      <Suspense key={key} fallback={<ListTable loading empty caption="" {...table} />}>
        <Await resolve={read} errorElement={<ReadFailed text={SERVICES_ERROR} />}>
          {(result: ServicesResult) => (
            <ServiceRows
              result={result}
              shown={inCategory(servicesOf(result)).filter(
                (s) =>
                  (!subcategory || String(s.subcategory_id) === subcategory) &&
                  (!status || s.status === status) &&
                  matches(s, search),
              )}
              {...{ page, table, update, setNotice }}
            />
          )}
        </Await>
      </Suspense>
    </div>
  );
}

const SERVICE_COLUMNS = ['Service', 'Category', 'Price', 'Duration', 'Status'];

interface ServiceRowsProps {
  result: ServicesResult;
  /** The services the filters let through. */
  shown: AdminServiceItem[];
  page: number;
  table: Pick<ComponentProps<typeof ListTable>, 'noun' | 'filtered' | 'columns'>;
  update: (changes: Record<string, string>) => void;
  setNotice: (notice: Notice) => void;
}

function ServiceRows({ result, shown, page, table, update, setNotice }: ServiceRowsProps) {
  useFailureNotice(result, 'failure' in result ? result.failure : null, setNotice);
  const totalPages = Math.max(1, Math.ceil(shown.length / PER_PAGE));
  const current = Math.min(page, totalPages);
  return (
    <>
      <ListTable
        loading={false}
        empty={shown.length === 0}
        caption={rangeText(current, PER_PAGE, shown.length, 'services')}
        {...table}
      >
        {shown.slice((current - 1) * PER_PAGE, current * PER_PAGE).map((service) => (
          <ServiceRow key={service.id} service={service} />
        ))}
      </ListTable>
      <ListPager
        label="Services pages"
        current={current}
        total={totalPages}
        onChange={(p) => update({ page: String(p) })}
      />
    </>
  );
}

function ServiceRow({ service }: { service: AdminServiceItem }) {
  return (
    <tr>
      <NameCell
        image={service.image_url}
        name={service.name}
        slug={service.slug}
        after={<FeaturedBadge featured={service.is_featured} />}
      />
      <td className="small" data-label="Category">
        {service.category_name} &gt; {service.subcategory_name}
      </td>
      <td className="text-nowrap" data-label="Price">
        {formatRupees(service.price)}
      </td>
      <td className="text-nowrap" data-label="Duration">
        {formatDuration(service.duration ?? 60)}
      </td>
      <td data-label="Status">
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
  );
}
