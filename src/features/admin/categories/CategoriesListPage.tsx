import { Suspense, useEffect, useState, type ComponentProps } from 'react';
import { Await, Link, useLoaderData, useLocation } from 'react-router-dom';
import type { Category } from '../../../api/types';
import { AutoDismissAlert, type Notice } from '../../../components/AutoDismissAlert';
import { truncate } from '../../../lib/truncate';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { FilterBar, FilterSelect, SearchField, StatusFilter } from '../shared/FilterBar';
import { ListPager } from '../shared/ListPager';
import { FeaturedCell, NameCell, RowActions } from '../shared/ListRowCells';
import { ListTable } from '../shared/ListTable';
import { rangeText } from '../shared/listNumbers';
import { StatusBadge } from '../shared/badges';
import { ReadFailed, useFailureNotice } from '../shared/ReadFailed';
import { TEXT } from '../shared/messages';
import { useRowAction } from '../shared/useRowAction';
import { useUrlFilters } from '../shared/useUrlFilters';
import { categoryFilters, CATEGORIES_PER_PAGE, type CategoryPage, type loader } from './CategoriesListPage.data';

/** SPEC §9: category description in admin lists cut to 50 characters. */
const CATEGORY_DESCRIPTION_MAX = 50;

/** /admin/categories (SPEC §2.12): filters, table, pagination; add, edit, view, delete. Filters live in the URL. */
export default function CategoriesListPage() {
  const { params, searchDraft, setSearchDraft, update, onSearch, reset } = useUrlFilters();
  const { page, status, featured, search } = categoryFilters(params);

  const [notice, setNotice] = useState<Notice | null>(null);
  const { busyId, run } = useRowAction(setNotice);
  const { list } = useLoaderData<typeof loader>();
  const { key } = useLocation();

  const remove = async (category: Category) => {
    const sure = window.confirm(
      `Are you sure you want to delete the category "${category.name}"? Its subcategories and services will be deleted too.`,
    );
    if (sure) await run('delete', category.id);
  };

  const filtered = Boolean(status || featured || search);
  const table = { noun: { one: 'category', many: 'categories' }, filtered, columns: CATEGORY_COLUMNS };

  return (
    <div className="py-2">
      <AdminPageHeader
        title="Categories"
        subtitle="Manage the service categories customers browse."
        actions={
          <Link to="/admin/categories/add" className="btn btn-primary">
            Add Category
          </Link>
        }
      />
      <AutoDismissAlert notice={notice} onClose={() => setNotice(null)} />

      <FilterBar label="Filter categories" onSubmit={onSearch} filtered={filtered} onReset={() => reset()}>
        <StatusFilter
          id="category-status"
          column="col-6 col-md-3"
          value={status}
          onChange={(value) => update({ status: value })}
        />
        <FilterSelect
          id="category-featured"
          column="col-6 col-md-3"
          label="Featured"
          value={featured}
          onChange={(value) => update({ is_featured: value })}
        >
          <option value="">All</option>
          <option value="1">Featured</option>
          <option value="0">Not featured</option>
        </FilterSelect>
        <SearchField
          id="category-search"
          column="col-12 col-md-4"
          placeholder="Name, slug or description"
          value={searchDraft}
          onChange={setSearchDraft}
        />
      </FilterBar>

      {/* Keyed by the location: other filters or another page show the loading table, not the older answer. */}
      <Suspense key={key} fallback={<ListTable loading empty caption="" {...table} />}>
        <Await resolve={list} errorElement={<ReadFailed text={TEXT.loadCategoriesError} />}>
          {(result: CategoryPage) => (
            <CategoryRows {...{ result, page, table, busyId, update, setNotice }} onDelete={remove} />
          )}
        </Await>
      </Suspense>
    </div>
  );
}

const CATEGORY_COLUMNS = ['Category', 'Description', 'Status', 'Featured', 'Sort', 'Created'];

interface CategoryRowsProps {
  result: CategoryPage;
  /** The page the URL asks for. */
  page: number;
  table: Pick<ComponentProps<typeof ListTable>, 'noun' | 'filtered' | 'columns'>;
  busyId: number | null;
  onDelete: (category: Category) => void;
  update: (changes: Record<string, string>) => void;
  setNotice: (notice: Notice) => void;
}

/** One page of the list as the server answered it, with the pager. */
function CategoryRows({ result, page, table, busyId, onDelete, update, setNotice }: CategoryRowsProps) {
  const { rows, pageInfo } = result;
  useFailureNotice(result, result.failure, setNotice);

  // A page past the end (the last rows were deleted; a LIMIT/OFFSET server answers it empty): show the last page.
  const lastPage = pageInfo?.total_pages ?? 1;
  const pastTheEnd = rows.length === 0 && (pageInfo?.total_records ?? 0) > 0 && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage > 1 ? String(lastPage) : '' });
  }, [pastTheEnd, lastPage, update]);

  const total = pageInfo?.total_records ?? rows.length;
  const current = pageInfo?.current_page ?? page;

  return (
    <>
      <ListTable
        loading={false}
        empty={rows.length === 0}
        caption={rangeText(current, pageInfo?.per_page ?? CATEGORIES_PER_PAGE, total, 'categories')}
        {...table}
      >
        {rows.map((category) => (
          <tr key={category.id}>
            <NameCell image={category.image_url} name={category.name} slug={category.slug} />
            <td className="small" data-label="Description" title={category.description ?? undefined}>
              {truncate(category.description, CATEGORY_DESCRIPTION_MAX)}
            </td>
            <td data-label="Status">
              <StatusBadge status={category.status} />
            </td>
            <FeaturedCell featured={category.is_featured} />
            <td data-label="Sort">{category.sort_order}</td>
            <td className="small text-nowrap" data-label="Created">
              {category.created_at_formatted ?? category.created_at}
            </td>
            <RowActions
              base="/admin/categories"
              id={category.id}
              name={category.name}
              busy={busyId === category.id}
              onDelete={() => onDelete(category)}
            />
          </tr>
        ))}
      </ListTable>
      {pageInfo && (
        <ListPager
          label="Categories pages"
          current={pageInfo.current_page}
          total={pageInfo.total_pages}
          onChange={(next) => update({ page: String(next) })}
        />
      )}
    </>
  );
}
