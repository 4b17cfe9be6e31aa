/** Small pieces the admin screens share. */
import type { ActiveStatus } from '../../../api/types';

export function StatusBadge({ status }: { status: ActiveStatus | string | undefined }) {
  const active = status === 'active';
  return (
    <span className={`badge ${active ? 'text-bg-success' : 'text-bg-secondary'}`}>
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}

export function FeaturedBadge({ featured }: { featured: boolean | 0 | 1 | undefined }) {
  return featured ? <span className="badge text-bg-warning">Featured</span> : null;
}

export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="d-flex align-items-center gap-2 py-5 justify-content-center text-body-secondary" role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** "Showing 11–20 of 37 categories". */
export function rangeText(page: number, perPage: number, total: number, noun: string): string {
  if (total === 0) return `No ${noun}`;
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return `Showing ${first}–${last} of ${total} ${noun}`;
}

/** Reads a positive whole number from a URL parameter. */
export const positiveInt = (value: string | null, fallback: number): number => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/**
 * Runs a URL change after a form's submit event rather than inside it: react-dom records a form submitted
 * during a transition (for useFormStatus) by building a FormData from it, which Node's FormData in tests
 * cannot do. Nothing here needs that record.
 */
export const afterSubmitEvent = (change: () => void) => queueMicrotask(change);
