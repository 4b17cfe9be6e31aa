import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { deleteSubcategory, updateSubcategoryStatus } from '../../../api/admin';
import { getSubcategories, listCategories } from '../../../api/catalogue';
import type { ActiveStatus, IdName, Subcategory } from '../../../api/types';
import { AutoDismissAlert, type Notice } from '../../../components/AutoDismissAlert';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { truncate } from '../../../lib/truncate';
import { subcategoryImageUrl } from '../../../lib/uploads';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { FilterBar, FilterSelect, SearchField, StatusFilter } from '../shared/FilterBar';
import { ListPager } from '../shared/ListPager';
import { FeaturedCell, NameCell, RowActions } from '../shared/ListRowCells';
import { ListTable } from '../shared/ListTable';
import { TEXT } from '../shared/messages';
import { positiveInt, rangeText, StatusBadge } from '../shared/ui';
import { useRowAction } from '../shared/useRowAction';
import { useUrlFilters } from '../shared/useUrlFilters';

/** SPEC §9: subcategories page by 10, 25, 50 or 100 (default 10). */
export const SUBCATEGORY_PAGE_SIZES = [10, 25, 50, 100] as const;
const DESCRIPTION_MAX = 50;
/** Description and sort order give way to the other columns below the widest screens. */
const WIDE_ONLY = 'd-none d-xxl-table-cell';

interface Loaded {
  key: string;
  rows: Subcategory[];
  total: number;
}

/** /admin/subcategories (SPEC §2.12): filters, table, pagination, page size, status toggle, delete with a modal. */
export default function SubcategoriesListPage() {
  const { params, search, searchDraft, setSearchDraft, update, onSearch, reset } = useUrlFilters();
  const page = positiveInt(params.get('page'), 1);
  const requestedLimit = positiveInt(params.get('limit'), 10);
  const limit = (SUBCATEGORY_PAGE_SIZES as readonly number[]).includes(requestedLimit) ? requestedLimit : 10;
  const status = (params.get('status') ?? '') as ActiveStatus | '';
  const categoryId = params.get('category_id') ?? '';

  const [notice, setNotice] = useState<Notice | null>(null);
  const [categories, setCategories] = useState<IdName[]>([]);
  const [reloadKey, setReloadKey] = useState(0);
  const { busyId, run } = useRowAction(setNotice, () => setReloadKey((k) => k + 1));
  const [toDelete, setToDelete] = useState<Subcategory | null>(null);

  // Parent categories for the filter: every status, so inactive ones can be filtered too.
  useEffect(() => {
    let ignore = false;
    listCategories({ page: 1, limit: 100 }).then(
      (response) => {
        if (ignore) return;
        if (response.status === 'success') setCategories((response.data ?? []).map(({ id, name }) => ({ id, name })));
        else setNotice({ variant: 'danger', text: TEXT.loadCategoriesFailed });
      },
      () => !ignore && setNotice({ variant: 'danger', text: TEXT.loadCategoriesFailed }),
    );
    return () => {
      ignore = true;
    };
  }, []);

  const requestKey = JSON.stringify([page, limit, status, categoryId, search, reloadKey]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let ignore = false;
    const done = (rows: Subcategory[], total: number, failure?: string) => {
      if (ignore) return;
      setLoaded({ key: requestKey, rows, total });
      if (failure) setNotice({ variant: 'danger', text: failure });
    };
    getSubcategories({ page, limit, status, category_id: categoryId, search }).then(
      (response) =>
        response.status === 'success'
          ? done(response.data ?? [], response.total ?? response.data?.length ?? 0)
          : done([], 0, TEXT.fetchSubcategoriesFailed),
      () => done([], 0, TEXT.loadSubcategoriesError),
    );
    return () => {
      ignore = true;
    };
  }, [requestKey, page, limit, status, categoryId, search]);
  const loading = loaded?.key !== requestKey;
  const rows = loaded?.rows ?? [];
  const total = loaded?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / limit));
  const current = Math.min(page, totalPages);

  // A page past the end (the last rows were deleted; a LIMIT/OFFSET server answers it empty): show the last page.
  const pastTheEnd = !loading && rows.length === 0 && total > 0 && page > totalPages;
  useEffect(() => {
    if (pastTheEnd) update({ page: totalPages > 1 ? String(totalPages) : '' });
  }, [pastTheEnd, totalPages, update]);

  const toggleStatus = (row: Subcategory) => {
    const next: ActiveStatus = row.status === 'active' ? 'inactive' : 'active';
    return run(row.id, () => updateSubcategoryStatus(row.id, next), {
      done: TEXT.statusUpdated,
      failed: TEXT.statusFailed,
      error: TEXT.statusError,
    });
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const row = toDelete;
    await run(row.id, () => deleteSubcategory(row.id), {
      done: TEXT.subcategoryDeleted,
      failed: TEXT.deleteSubcategoryFailed,
      error: TEXT.deleteSubcategoryError,
    });
    setToDelete(null);
  };

  const filtered = Boolean(status || categoryId || search);

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
          {categories.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
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

      <ListTable
        loading={loading}
        noun={{ one: 'subcategory', many: 'subcategories' }}
        filtered={filtered}
        empty={rows.length === 0}
        caption={rangeText(current, limit, total, 'subcategories')}
        columns={[
          'Subcategory',
          'Category',
          { label: 'Description', className: WIDE_ONLY },
          'Status',
          'Featured',
          { label: 'Sort', className: WIDE_ONLY },
          'Created',
        ]}
      >
        {rows.map((row) => {
          const next = row.status === 'active' ? 'Deactivate' : 'Activate';
          return (
            <tr key={row.id}>
              <NameCell image={subcategoryImageUrl(row.image) ?? row.image_url} name={row.name} slug={row.slug} />
              <td className="small">{row.category_name || `#${row.category_id}`}</td>
              <td className={`small ${WIDE_ONLY}`} title={row.description}>
                {truncate(row.description, DESCRIPTION_MAX)}
              </td>
              <td className="text-nowrap">
                <StatusBadge status={row.status} />
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0 ms-2 align-baseline"
                  aria-label={`${next} ${row.name}`}
                  disabled={busyId === row.id}
                  onClick={() => toggleStatus(row)}
                >
                  {next}
                </button>
              </td>
              <FeaturedCell featured={row.is_featured} />
              <td className={WIDE_ONLY}>{row.sort_order}</td>
              <td className="small text-nowrap">{row.created_at_formatted ?? row.created_at}</td>
              <RowActions
                base="/admin/subcategories"
                id={row.id}
                name={row.name}
                busy={busyId === row.id}
                onDelete={() => setToDelete(row)}
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
        disabled={loading}
      />

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
