import './Pagination.css';

/** Page links for lists (SPEC §9): first page, last page and the pages within 2 of the current one, with ellipses. */
export type PageSlot = number | 'gap';

/**
 * The pages to show for `current` of `total`: 1, total, and current ± `spread`, in order, with 'gap' where
 * pages are left out. An empty list when there is nothing to page.
 */
export function pageWindow(current: number, total: number, spread = 2): PageSlot[] {
  if (!Number.isFinite(total) || total < 1) return [];
  const here = Math.min(Math.max(1, Math.trunc(current) || 1), total);
  const pages = new Set<number>([1, total]);
  for (let page = here - spread; page <= here + spread; page++) if (page >= 1 && page <= total) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1] > 1) slots.push('gap');
    slots.push(page);
  });
  return slots;
}

interface PaginationProps {
  current: number;
  total: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Categories pages". */
  label?: string;
  disabled?: boolean;
}

export function Pagination({ current, total, onChange, label = 'Pagination', disabled = false }: PaginationProps) {
  const slots = pageWindow(current, total);
  if (total <= 1) return null;
  const go = (page: number) => {
    if (!disabled && page >= 1 && page <= total && page !== current) onChange(page);
  };
  return (
    <nav aria-label={label}>
      <ul className="pagination pagination-sm flex-wrap mb-0 app-pagination">
        <li className={`page-item ${current <= 1 || disabled ? 'disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            onClick={() => go(current - 1)}
            disabled={current <= 1 || disabled}
          >
            Previous
          </button>
        </li>
        {slots.map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={slot} className={`page-item ${slot === current ? 'active' : ''}`}>
              <button
                type="button"
                className="page-link"
                aria-label={`Page ${slot}`}
                aria-current={slot === current ? 'page' : undefined}
                onClick={() => go(slot)}
                disabled={disabled && slot !== current}
              >
                {slot}
              </button>
            </li>
          ),
        )}
        <li className={`page-item ${current >= total || disabled ? 'disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            onClick={() => go(current + 1)}
            disabled={current >= total || disabled}
          >
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
