import { useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import type { Subcategory } from '../../../api/types';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { Deferred } from '../../../components/Deferred';
import { truncate } from '../../../lib/truncate';
import { subcategoryImage } from '../../../lib/uploads';
import { StatusBadge } from '../shared/badges';
import {
  FeaturedCell,
  FilterSelect,
  ListPage,
  NameCell,
  RowActions,
  StatusFilter,
  useAdminList,
  WIDE_ONLY,
} from '../shared/ListPage';
import { TEXT } from '../shared/messages';
import { FailureNotice } from '../shared/ReadFailed';
import { useRowAction } from '../shared/useRowAction';
import { SUBCATEGORY_PAGE_SIZES, subcategoryFilters, type loader } from './SubcategoriesListPage.data';

export default function SubcategoriesListPage() {
  const list = useAdminList();
  const { limit, status, categoryId, search } = subcategoryFilters(list.params);
  const { busyId, run } = useRowAction(list.setNotice);
  const [toDelete, setToDelete] = useState<Subcategory | null>(null);
  const data = useLoaderData<typeof loader>();

  return (
    <ListPage
      noun={{ one: 'Subcategory', many: 'Subcategories' }}
      subtitle="Manage the subcategories inside each category."
      actions={
        <Link to="/admin/categories" className="btn btn-outline-secondary">
          Categories
        </Link>
      }
      list={list}
      filtered={Boolean(status || categoryId || search)}
      onReset={() => list.reset(limit === 10 ? {} : { limit: String(limit) })}
      search={{ id: 'subcategory-search', column: 'col-12 col-md-3', placeholder: 'Name, slug or description' }}
      fields={
        <>
          <FilterSelect
            id="subcategory-category"
            column="col-12 col-md-3"
            label="Category"
            value={categoryId}
            onChange={(value) => list.update({ category_id: value })}
          >
            <option value="">All categories</option>
            {/* Not keyed: a navigation is a transition, so the options shown stay while the parents reload. */}
            <Deferred resolve={data.categories} fallback={null} errorElement={null}>
              {(parents) => (
                <>
                  <FailureNotice answer={parents} failure={parents.failure} setNotice={list.setNotice} />
                  {parents.list.map((category) => (
                    <option key={category.id} value={String(category.id)}>
                      {category.name}
                    </option>
                  ))}
                </>
              )}
            </Deferred>
          </FilterSelect>
          <StatusFilter id="subcategory-status" column="col-6 col-md-2" list={list} />
          <FilterSelect
            id="subcategory-limit"
            column="col-6 col-md-2"
            label="Per page"
            value={String(limit)}
            onChange={(value) => list.update({ limit: value === '10' ? '' : value })}
          >
            {SUBCATEGORY_PAGE_SIZES.map((size) => (
              <option key={size} value={String(size)}>
                {size}
              </option>
            ))}
          </FilterSelect>
        </>
      }
      read={data.list}
      errorText={TEXT.loadSubcategoriesError}
      slice={(answer) => answer}
      columns={['Subcategory', 'Category', 'Description', 'Status', 'Featured', 'Sort', 'Created']}
      wideOnly={['Description', 'Sort']}
      row={(row) => {
        const next = row.status === 'active' ? 'Deactivate' : 'Activate';
        return (
          <tr key={row.id}>
            <NameCell image={subcategoryImage(row)} name={row.name} slug={row.slug} />
            <td className="small" data-label="Category">
              {row.category_name || `#${row.category_id}`}
            </td>
            <td className={`small ${WIDE_ONLY}`} data-label="Description" title={row.description ?? undefined}>
              {truncate(row.description, 50)}
            </td>
            <td className="text-nowrap" data-label="Status">
              <span>
                <StatusBadge status={row.status} />
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0 ms-2 align-baseline"
                  aria-label={`${next} ${row.name}`}
                  disabled={busyId === row.id}
                  onClick={() => run('status', row.id, { status: row.status === 'active' ? 'inactive' : 'active' })}
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
              onDelete={() => setToDelete(row)}
            />
          </tr>
        );
      }}
    >
      <ConfirmModal
        show={toDelete !== null}
        title="Delete Subcategory"
        confirmLabel="Delete"
        onConfirm={() => {
          if (toDelete) run('delete', toDelete.id);
          setToDelete(null);
        }}
        onCancel={() => setToDelete(null)}
      >
        <p>
          Are you sure you want to delete the subcategory <strong>{toDelete?.name}</strong>?
        </p>
        <p className="text-danger mb-0">This action cannot be undone. Its services will be deleted too.</p>
      </ConfirmModal>
    </ListPage>
  );
}
