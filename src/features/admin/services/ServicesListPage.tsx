import { Link, useLoaderData } from 'react-router-dom';
import { Deferred } from '../../../components/Deferred';
import { formatDuration } from '../../../lib/duration';
import { formatRupees } from '../../../lib/money';
import { FeaturedBadge, StatusBadge } from '../shared/badges';
import { positiveInt } from '../shared/listData';
import { FilterSelect, ListPage, NameCell, StatusFilter, useAdminList } from '../shared/ListPage';
import { SERVICES_ERROR, type AdminServiceItem, type loader } from './ServicesListPage.data';

const PER_PAGE = 10;

const matches = (service: AdminServiceItem, term: string) => {
  const needle = term.trim().toLowerCase();
  return (
    !needle ||
    [service.name, service.slug, service.short_description].some((field) => field?.toLowerCase().includes(needle))
  );
};

/** The choices of a filter: id and name of each parent the services name, sorted by name. */
function parentOptions(services: AdminServiceItem[], name: 'category' | 'subcategory', chosen: string) {
  const label = name === 'category' ? 'Category' : 'Subcategory';
  const map = new Map(
    services.map((s) => [String(s[`${name}_id`]), s[`${name}_name`] || `${label} #${s[`${name}_id`]}`]),
  );
  if (chosen && !map.has(chosen)) map.set(chosen, `${label} #${chosen}`);
  return [...map]
    .sort((a, b) => a[1].localeCompare(b[1]))
    .map(([id, text]) => (
      <option key={id} value={id}>
        {text}
      </option>
    ));
}

export default function ServicesListPage() {
  const list = useAdminList();
  const { params, search, update } = list;
  const category = params.get('category') ?? '';
  const subcategory = params.get('subcategory') ?? '';
  const status = params.get('status') ?? '';
  const page = positiveInt(params.get('page'), 1);
  const { services: read } = useLoaderData<typeof loader>();

  const inCategory = (services: AdminServiceItem[]) =>
    services.filter((s) => !category || String(s.category_id) === category);
  const options = (name: 'category' | 'subcategory', chosen: string, pick: typeof inCategory) => (
    <Deferred resolve={read} fallback={parentOptions([], name, chosen)} errorElement={parentOptions([], name, chosen)}>
      {(result) => parentOptions(pick(result.services), name, chosen)}
    </Deferred>
  );

  return (
    <ListPage
      noun={{ one: 'Service', many: 'Services' }}
      subtitle="Every service of the catalogue, active and inactive."
      addTo={`/admin/services/add${category ? `?category=${category}${subcategory ? `&subcategory=${subcategory}` : ''}` : ''}`}
      list={list}
      filtered={Boolean(category || subcategory || status || search)}
      search={{ id: 'service-filter-search', column: 'col-6 col-md-2' }}
      fields={
        <>
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
          <StatusFilter id="service-filter-status" column="col-6 col-md-2" list={list} />
        </>
      }
      read={read}
      errorText={SERVICES_ERROR}
      columns={['Service', 'Category', 'Price', 'Duration', 'Status']}
      slice={(result) => {
        const shown = inCategory(result.services).filter(
          (s) =>
            (!subcategory || String(s.subcategory_id) === subcategory) &&
            (!status || s.status === status) &&
            matches(s, search),
        );
        const pages = Math.max(1, Math.ceil(shown.length / PER_PAGE));
        const current = Math.min(page, pages);
        const rows = shown.slice((current - 1) * PER_PAGE, current * PER_PAGE);
        return { rows, total: shown.length, current, pages, perPage: PER_PAGE, failure: result.failure };
      }}
      row={(service) => (
        <tr key={service.id}>
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
      )}
    />
  );
}
