import './Pagination.css';

export type PageSlot = number | 'gap';

/** 1, total, and current ± `spread`, with 'gap' where pages are left out. */
export function pageWindow(current: number, total: number, spread = 2): PageSlot[] {
  if (!Number.isFinite(total) || total < 1) return [];
  const here = Math.min(Math.max(1, Math.trunc(current) || 1), total);
  const pages = new Set([1, total]);
  for (let page = Math.max(1, here - spread); page <= Math.min(total, here + spread); page++) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap<PageSlot>((page, i) => (i > 0 && page - sorted[i - 1] > 1 ? ['gap', page] : [page]));
}

interface PaginationProps {
  current: number;
  total: number;
  onChange: (page: number) => void;
  label?: string;
  disabled?: boolean;
}

export function Pagination({ current, total, onChange, label = 'Pagination', disabled = false }: PaginationProps) {
  const slots = pageWindow(current, total);
  if (total <= 1) return null;
  const go = (page: number) => {
    if (!disabled && page >= 1 && page <= total && page !== current) onChange(page);
  };
  const step = (text: string, page: number) => {
    const off = page < 1 || page > total || disabled;
    return (
      <li className={`page-item ${off ? 'disabled' : ''}`}>
        <button type="button" className="page-link" onClick={() => go(page)} disabled={off}>
          {text}
        </button>
      </li>
    );
  };
  return (
    <nav aria-label={label}>
      <ul className="pagination pagination-sm flex-wrap mb-0 app-pagination">
        {step('Previous', current - 1)}
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
        {step('Next', current + 1)}
      </ul>
    </nav>
  );
}
