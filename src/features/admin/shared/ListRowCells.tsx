import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FeaturedBadge } from './badges';
import './admin.css';

interface NameCellProps {
  image: string | null | undefined;
  name: string;
  slug: string | undefined;
  /** Shown after the name, e.g. a badge. */
  after?: ReactNode;
}

/** The first cell of a list row: thumbnail (or the name's first letter), name and slug. */
export function NameCell({ image, name, slug, after }: NameCellProps) {
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
  /** The list's route, e.g. "/admin/categories"; the record's pages are its /view/:id and /edit/:id. */
  base: string;
  id: number;
  name: string;
  /** True while an action on this row runs. */
  busy: boolean;
  onDelete: () => void;
}

/** View, Edit and Delete of a category or subcategory row; the labels name the record for screen readers. */
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
