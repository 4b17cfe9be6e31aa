import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AutoDismissAlert } from '../../../components/AutoDismissAlert';
import { Deferred } from '../../../components/Deferred';
import { Pagination } from '../../../components/Pagination';
import { AdminPageHeader } from './AdminPageHeader';
import { FeaturedBadge } from './badges';
import { LoadingBlock } from './LoadingBlock';
import { FailureNotice, ReadFailed } from './ReadFailed';
import { positiveInt, type ListSlice } from './listData';
import type { Noun } from './RecordPage';
import { useAdminList } from './useAdminList';
import './admin.css';
import '../../../styles/stackedTable.css';

export { useAdminList };
type AdminList = ReturnType<typeof useAdminList>;

/** The class of the columns that give way to the others below the widest screens. */
export const WIDE_ONLY = 'd-none d-xxl-table-cell';

interface ListPageProps<R, T> {
  noun: Noun;
  subtitle: string;
  /** The Add link's target, by default the list's add page; `actions` follow the link. */
  addTo?: string;
  actions?: ReactNode;
  list: AdminList;
  filtered: boolean;
  /** Drops the filters (by default all the URL's parameters). */
  onReset?: () => void;
  /** The fields before the search box, which every list has last. */
  fields: ReactNode;
  search: { id: string; column: string; placeholder?: string };
  read: Promise<R>;
  /** What shows if the read rejects (loaders answer failures with a value, so that is a bug's path). */
  errorText: string;
  columns: string[];
  /** The columns whose heading and cells take WIDE_ONLY. */
  wideOnly?: string[];
  slice: (answer: R) => ListSlice<T>;
  row: (item: T) => ReactNode;
  children?: ReactNode;
}

export function ListPage<R extends object, T extends { id: number }>(props: ListPageProps<R, T>) {
  const { noun, subtitle, addTo, actions, list, filtered, onReset, fields, search, read, errorText, children } = props;
  const many = noun.many.toLowerCase();
  return (
    <div className="py-2">
      <AdminPageHeader
        title={noun.many}
        subtitle={subtitle}
        actions={
          <>
            <Link to={addTo ?? `/admin/${many}/add`} className="btn btn-primary">
              Add {noun.one}
            </Link>
            {actions}
          </>
        }
      />
      <AutoDismissAlert notice={list.notice} onClose={() => list.setNotice(null)} />

      <form className="card border-0 shadow-sm mb-3" onSubmit={list.onSearch} aria-label={`Filter ${many}`}>
        <div className="card-body row g-2 align-items-end">
          {fields}
          {/* The search box applies on submit, so it edits a draft. */}
          <div className={search.column}>
            <label htmlFor={search.id} className="form-label small">
              Search
            </label>
            <input
              id={search.id}
              type="search"
              className="form-control"
              placeholder={search.placeholder}
              value={list.searchDraft}
              onChange={(e) => list.setSearchDraft(e.target.value)}
            />
          </div>
          <div className="col-12 col-md-2 d-flex gap-2">
            <button type="submit" className="btn btn-primary flex-grow-1">
              Search
            </button>
            {filtered && (
              <button type="button" className="btn btn-outline-secondary" onClick={onReset ?? (() => list.reset())}>
                Reset
              </button>
            )}
          </div>
        </div>
      </form>

      {/* Keyed by the location: other filters or another page show the loading table, not the older answer. */}
      <Deferred
        key={useLocation().key}
        resolve={read}
        fallback={
          <div className="card border-0 shadow-sm">
            <LoadingBlock label={`Loading ${many}...`} />
          </div>
        }
        errorElement={<ReadFailed text={errorText} />}
      >
        {(answer) => <ListRows {...props} answer={answer} />}
      </Deferred>
      {children}
    </div>
  );
}

/**
 * The answer's rows, or that none were found, and its pages. Below `md` the rows stack
 * (src/styles/stackedTable.css): the rows' cells name their column in `data-label`.
 */
function ListRows<R extends object, T extends { id: number }>(props: ListPageProps<R, T> & { answer: R }) {
  const { answer, slice, list, noun, filtered, columns, wideOnly = [], row } = props;
  const { rows, total, current, pages, perPage, failure } = slice(answer);
  const many = noun.many.toLowerCase();

  // A page past the end (the last rows were deleted; a LIMIT/OFFSET server answers it empty): show the last page.
  const { update, params } = list;
  const pastTheEnd = rows.length === 0 && total > 0 && positiveInt(params.get('page'), 1) > pages;
  useEffect(() => {
    if (pastTheEnd) update({ page: pages > 1 ? String(pages) : '' });
  }, [pastTheEnd, pages, update]);
  const first = (current - 1) * perPage + 1;

  return (
    <>
      <FailureNotice answer={answer} failure={failure} setNotice={list.setNotice} />
      {rows.length === 0 ? (
        <div className="card border-0 shadow-sm text-center py-5">
          <p className="h5">No {many} found</p>
          <p className="text-body-secondary mb-0">
            {filtered
              ? 'Try adjusting your filters or search.'
              : `Add the first ${noun.one.toLowerCase()} to get started.`}
          </p>
        </div>
      ) : (
        <div className="card border-0 shadow-sm">
          <div className="table-responsive">
            <table className="table table-hover table-stacked align-middle mb-0">
              <caption className="px-3">{`Showing ${first}–${Math.min(total, current * perPage)} of ${total} ${many}`}</caption>
              <thead className="table-light">
                <tr>
                  {columns.map((label) => (
                    <th key={label} scope="col" className={wideOnly.includes(label) ? WIDE_ONLY : undefined}>
                      {label}
                    </th>
                  ))}
                  <th scope="col" className="text-end">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>{rows.map(row)}</tbody>
            </table>
          </div>
        </div>
      )}
      {pages > 1 && (
        <div className="d-flex justify-content-center mt-3">
          <Pagination
            label={`${noun.many} pages`}
            current={current}
            total={pages}
            onChange={(next) => update({ page: String(next) })}
          />
        </div>
      )}
    </>
  );
}

interface FilterFieldProps {
  id: string;
  /** Bootstrap grid classes: each list gives its fields other widths. */
  column: string;
  value: string;
  onChange: (value: string) => void;
}

export function FilterSelect({
  id,
  column,
  label,
  value,
  onChange,
  children,
}: FilterFieldProps & { label: string; children: ReactNode }) {
  return (
    <div className={column}>
      <label htmlFor={id} className="form-label small">
        {label}
      </label>
      <select id={id} className="form-select" value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** The `status` parameter every list filters by. */
export function StatusFilter({ list, ...field }: Pick<FilterFieldProps, 'id' | 'column'> & { list: AdminList }) {
  return (
    <FilterSelect
      label="Status"
      {...field}
      value={list.params.get('status') ?? ''}
      onChange={(value) => list.update({ status: value })}
    >
      <option value="">All statuses</option>
      <option value="active">Active</option>
      <option value="inactive">Inactive</option>
    </FilterSelect>
  );
}

export function NameCell({
  image,
  name,
  slug,
  after,
}: {
  image: string | null | undefined;
  name: string;
  slug: string | undefined;
  after?: ReactNode;
}) {
  return (
    <td>
      <div className="d-flex align-items-center gap-2">
        {image ? (
          <img src={image} alt="" width={40} height={40} className="rounded object-fit-cover" />
        ) : (
          <span className="admin-thumb-placeholder rounded" aria-hidden="true">
            {name.charAt(0)}
          </span>
        )}
        <div>
          <div className="fw-semibold">
            {name}
            {after && <> {after}</>}
          </div>
          <div className="small text-body-secondary">{slug}</div>
        </div>
      </div>
    </td>
  );
}

/** A Featured column says "No" in words, so the column is never blank. */
export function FeaturedCell({ featured }: { featured: boolean | 0 | 1 | undefined }) {
  return (
    <td data-label="Featured">
      {featured ? <FeaturedBadge featured /> : <span className="text-body-secondary small">No</span>}
    </td>
  );
}

interface RowActionsProps {
  base: string;
  id: number;
  name: string;
  busy: boolean;
  onDelete: () => void;
}

export function RowActions({ base, id, name, busy, onDelete }: RowActionsProps) {
  return (
    <td className="text-end text-nowrap">
      <Link to={`${base}/view/${id}`} className="btn btn-sm btn-outline-primary me-1" aria-label={`View ${name}`}>
        View
      </Link>
      <Link to={`${base}/edit/${id}`} className="btn btn-sm btn-outline-secondary me-1" aria-label={`Edit ${name}`}>
        Edit
      </Link>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        aria-label={`Delete ${name}`}
        disabled={busy}
        onClick={onDelete}
      >
        Delete
      </button>
    </td>
  );
}
