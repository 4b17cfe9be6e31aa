import { Suspense, useEffect, useState, type ComponentProps } from 'react';
import { Await, Link, useLoaderData, useLocation } from 'react-router-dom';
import type { IdName, Subcategory } from '../../../api/types';
import { AutoDismissAlert, type Notice } from '../../../components/AutoDismissAlert';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { truncate } from '../../../lib/truncate';
import { subcategoryImageUrl } from '../../../lib/uploads';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { FilterBar, FilterSelect, SearchField, StatusFilter } from '../shared/FilterBar';
import { ListPager } from '../shared/ListPager';
import { FeaturedCell, NameCell, RowActions } from '../shared/ListRowCells';
import { ListTable } from '../shared/ListTable';
import { rangeText } from '../shared/listNumbers';
import { StatusBadge } from '../shared/badges';
import { TEXT } from '../shared/messages';
import { FailureNotice, ReadFailed } from '../shared/ReadFailed';
import { useRowAction } from '../shared/useRowAction';
import { useUrlFilters } from '../shared/useUrlFilters';
import {
  SUBCATEGORY_PAGE_SIZES,
  subcategoryFilters,
  type loader,
  type SubcategoryPage,
} from './SubcategoriesListPage.data';

const DESCRIPTION_MAX = 50;
/** Description and sort order give way to the other columns below the widest screens. */
const WIDE_ONLY = 'd-none d-xxl-table-cell';

const parentOptions = (list: IdName[]) =>
  list.map((category) => (
    <option key={category.id} value={String(category.id)}>
      {category.name}
    </option>
  ));

/** /admin/subcategories (SPEC §2.12): filters, table, pagination, page size, status toggle, delete with a modal. */
export default function SubcategoriesListPage() {
  const { params, searchDraft, setSearchDraft, update, onSearch, reset } = useUrlFilters();
  const { page, limit, status, categoryId, search } = subcategoryFilters(params);

  const [notice, setNotice] = useState<Notice | null>(null);
  const { busyId, run } = useRowAction(setNotice);
  const [toDelete, setToDelete] = useState<Subcategory | null>(null);

  const data = useLoaderData<typeof loader>();
  const { key } = useLocation();

  const toggleStatus = (row: Subcategory) => {
    return run('status', row.id, { status: row.status === 'active' ? 'inactive' : 'active' });
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const row = toDelete;
    await run('delete', row.id);
    setToDelete(null);
  };

  const filtered = Boolean(status || categoryId || search);
  const table = { noun: { one: 'subcategory', many: 'subcategories' }, filtered, columns: SUBCATEGORY_COLUMNS };

  return (
    <div className="py-2">
      <AdminPageHeader
        title="Subcategories"
        subtitle="Manage the subcategories inside each category."
        actions={
          <>
            <Link to="/admin/subcategories/add" className="btn btn-primary">
              Add Subcategory
            </Link>
            <Link to="/admin/categories" className="btn btn-outline-secondary">
              Categories
            </Link>
          </>
        }
      />
      <AutoDismissAlert notice={notice} onClose={() => setNotice(null)} />

      <FilterBar
        label="Filter subcategories"
        onSubmit={onSearch}
        filtered={filtered}
        onReset={() => reset(limit === 10 ? {} : { limit: String(limit) })}
      >
        <FilterSelect
          id="subcategory-category"
          column="col-12 col-md-3"
          label="Category"
          value={categoryId}
          onChange={(value) => update({ category_id: value })}
        >
          <option value="">All categories</option>
          {/* Not keyed: a navigation is a transition, so the options shown stay while the parents reload. */}
          <Suspense fallback={null}>
            <Await resolve={data.categories} errorElement={null}>
              {(parents: Awaited<typeof data.categories>) => (
                <>
                  <FailureNotice answer={parents} failure={parents.failure} setNotice={setNotice} />
                  {parentOptions(parents.list)}
                </>
              )}
            </Await>
          </Suspense>
        </FilterSelect>
        <StatusFilter
          id="subcategory-status"
          column="col-6 col-md-2"
          value={status}
          onChange={(value) => update({ status: value })}
        />
        <FilterSelect
          id="subcategory-limit"
          column="col-6 col-md-2"
          label="Per page"
          value={String(limit)}
          onChange={(value) => update({ limit: value === '10' ? '' : value })}
        >
          {SUBCATEGORY_PAGE_SIZES.map((size) => (
            <option key={size} value={String(size)}>
              {size}
            </option>
          ))}
        </FilterSelect>
        <SearchField
          id="subcategory-search"
          column="col-12 col-md-3"
          placeholder="Name, slug or description"
          value={searchDraft}
          onChange={setSearchDraft}
        />
      </FilterBar>

      <Suspense key={key} fallback={<ListTable loading empty caption="" {...table} />}>
        <Await resolve={data.list} errorElement={<ReadFailed text={TEXT.loadSubcategoriesError} />}>
          {(result: SubcategoryPage) => (
            <>
              <FailureNotice answer={result} failure={result.failure} setNotice={setNotice} />
              <SubcategoryRows
                result={result}
                page={page}
                limit={limit}
                table={table}
                busyId={busyId}
                onToggleStatus={toggleStatus}
                onDelete={setToDelete}
                update={update}
              />
            </>
          )}
        </Await>
      </Suspense>

      <ConfirmModal
        show={toDelete !== null}
        title="Delete Subcategory"
        confirmLabel="Delete"
        busy={busyId !== null && busyId === toDelete?.id}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        <p>
          Are you sure you want to delete the subcategory <strong>{toDelete?.name}</strong>?
        </p>
        <p className="text-danger mb-0">This action cannot be undone. Its services will be deleted too.</p>
      </ConfirmModal>
    </div>
  );
}

const SUBCATEGORY_COLUMNS = [
  'Subcategory',
  'Category',
  { label: 'Description', className: WIDE_ONLY },
  'Status',
  'Featured',
  { label: 'Sort', className: WIDE_ONLY },
  'Created',
];

interface SubcategoryRowsProps {
  result: SubcategoryPage;
  /** The page and page size the URL asks for. */
  page: number;
  limit: number;
  table: Pick<ComponentProps<typeof ListTable>, 'noun' | 'filtered' | 'columns'>;
  busyId: number | null;
  onToggleStatus: (row: Subcategory) => void;
  onDelete: (row: Subcategory) => void;
  update: (changes: Record<string, string>) => void;
}

/** One page of the list as the server answered it, with the pager. */
function SubcategoryRows({
  result,
  page,
  limit,
  table,
  busyId,
  onToggleStatus,
  onDelete,
  update,
}: SubcategoryRowsProps) {
  const { rows, total } = result;
  const totalPages = Math.max(1, Math.ceil(total / limit));
  const current = Math.min(page, totalPages);

  // A page past the end (the last rows were deleted; a LIMIT/OFFSET server answers it empty): show the last page.
  const pastTheEnd = rows.length === 0 && total > 0 && page > totalPages;
  useEffect(() => {
    if (pastTheEnd) update({ page: totalPages > 1 ? String(totalPages) : '' });
  }, [pastTheEnd, totalPages, update]);

  return (
    <>
      <ListTable
        loading={false}
        empty={rows.length === 0}
        caption={rangeText(current, limit, total, 'subcategories')}
        {...table}
      >
        {rows.map((row) => {
          const next = row.status === 'active' ? 'Deactivate' : 'Activate';
          return (
            <tr key={row.id}>
              <NameCell image={subcategoryImageUrl(row.image) ?? row.image_url} name={row.name} slug={row.slug} />
              <td className="small" data-label="Category">
                {row.category_name || `#${row.category_id}`}
              </td>
              <td className={`small ${WIDE_ONLY}`} data-label="Description" title={row.description ?? undefined}>
                {truncate(row.description, DESCRIPTION_MAX)}
              </td>
              <td className="text-nowrap" data-label="Status">
                <span>
                  <StatusBadge status={row.status} />
                  <button
                    type="button"
                    className="btn btn-link btn-sm p-0 ms-2 align-baseline"
                    aria-label={`${next} ${row.name}`}
                    disabled={busyId === row.id}
                    onClick={() => onToggleStatus(row)}
                  >
                    {next}
                  </button>
                </span>
              </td>
              <FeaturedCell featured={row.is_featured} />
              <td className={WIDE_ONLY} data-label="Sort">
                {row.sort_order}
              </td>
              <td className="small text-nowrap" data-label="Created">
                {row.created_at_formatted ?? row.created_at}
              </td>
              <RowActions
                base="/admin/subcategories"
                id={row.id}
                name={row.name}
                busy={busyId === row.id}
                onDelete={() => onDelete(row)}
              />
            </tr>
          );
        })}
      </ListTable>
      <ListPager
        label="Subcategories pages"
        current={current}
        total={totalPages}
        onChange={(p) => update({ page: String(p) })}
      />
    </>
  );
}
