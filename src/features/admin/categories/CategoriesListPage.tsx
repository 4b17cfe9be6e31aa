import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { deleteCategory } from '../../../api/admin';
import { listCategories } from '../../../api/catalogue';
import type { Category, CategoryListQuery, Pagination as PageInfo } from '../../../api/types';
import { AutoDismissAlert, type Notice } from '../../../components/AutoDismissAlert';
import { truncate } from '../../../lib/truncate';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { FilterBar, FilterSelect, SearchField, StatusFilter } from '../shared/FilterBar';
import { ListPager } from '../shared/ListPager';
import { FeaturedCell, NameCell, RowActions } from '../shared/ListRowCells';
import { ListTable } from '../shared/ListTable';
import { TEXT } from '../shared/messages';
import { positiveInt, rangeText, StatusBadge } from '../shared/ui';
import { useRowAction } from '../shared/useRowAction';
import { useUrlFilters } from '../shared/useUrlFilters';

/** SPEC §9: categories page by 10 by default. */
export const CATEGORIES_PER_PAGE = 10;
/** SPEC §9: category description in admin lists cut to 50 characters. */
export const CATEGORY_DESCRIPTION_MAX = 50;

/** /admin/categories (SPEC §2.12): filters, table, pagination; add, edit, view, delete. Filters live in the URL. */
export default function CategoriesListPage() {
  const { params, search, searchDraft, setSearchDraft, update, onSearch, reset } = useUrlFilters();
  const page = positiveInt(params.get('page'), 1);
  const status = (params.get('status') ?? '') as NonNullable<CategoryListQuery['status']>;
  const featured = (params.get('is_featured') ?? '') as NonNullable<CategoryListQuery['is_featured']>;

  const [notice, setNotice] = useState<Notice | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const { busyId, run } = useRowAction(setNotice, () => setReloadKey((k) => k + 1));

  const requestKey = JSON.stringify([page, status, featured, search, reloadKey]);
  const [result, setResult] = useState<{ key: string; rows: Category[]; pageInfo: PageInfo | null } | null>(null);
  useEffect(() => {
    let ignore = false;
    const done = (rows: Category[], pageInfo: PageInfo | null, failure?: string) => {
      if (ignore) return;
      setResult({ key: requestKey, rows, pageInfo });
      if (failure) setNotice({ variant: 'danger', text: failure });
    };
    listCategories({ page, limit: CATEGORIES_PER_PAGE, status, is_featured: featured, search }).then(
      (response) =>
        response.status === 'success'
          ? done(response.data ?? [], response.pagination ?? null)
          : done([], null, TEXT.fetchCategoriesFailed),
      () => done([], null, TEXT.loadCategoriesError),
    );
    return () => {
      ignore = true;
    };
  }, [requestKey, page, status, featured, search]);
  const loading = result?.key !== requestKey;
  const rows = result?.rows ?? [];
  const pageInfo = result?.pageInfo ?? null;

  // A page past the end (the last rows were deleted; a LIMIT/OFFSET server answers it empty): show the last page.
  const lastPage = pageInfo?.total_pages ?? 1;
  const pastTheEnd = !loading && rows.length === 0 && (pageInfo?.total_records ?? 0) > 0 && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage > 1 ? String(lastPage) : '' });
  }, [pastTheEnd, lastPage, update]);

  const remove = async (category: Category) => {
    const sure = window.confirm(
      `Are you sure you want to delete the category "${category.name}"? Its subcategories and services will be deleted too.`,
    );
    if (!sure) return;
    await run(category.id, () => deleteCategory(category.id), {
      done: TEXT.categoryDeleted,
      failed: TEXT.deleteCategoryFailed,
      error: TEXT.deleteCategoryError,
    });
  };

  const filtered = Boolean(status || featured || search);
  const total = pageInfo?.total_records ?? rows.length;
  const current = pageInfo?.current_page ?? page;

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

      <ListTable
        loading={loading}
        noun={{ one: 'category', many: 'categories' }}
        filtered={filtered}
        empty={rows.length === 0}
        caption={rangeText(current, pageInfo?.per_page ?? CATEGORIES_PER_PAGE, total, 'categories')}
        columns={['Category', 'Description', 'Status', 'Featured', 'Sort', 'Created']}
      >
        {rows.map((category) => (
          <tr key={category.id}>
            <NameCell image={category.image_url} name={category.name} slug={category.slug} />
            <td className="small" title={category.description}>
              {truncate(category.description, CATEGORY_DESCRIPTION_MAX)}
            </td>
            <td>
              <StatusBadge status={category.status} />
            </td>
            <FeaturedCell featured={category.is_featured} />
            <td>{category.sort_order}</td>
            <td className="small text-nowrap">{category.created_at_formatted ?? category.created_at}</td>
            <RowActions
              base="/admin/categories"
              id={category.id}
              name={category.name}
              busy={busyId === category.id}
              onDelete={() => remove(category)}
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
          disabled={loading}
        />
      )}
    </div>
  );
}
