import { BRAND } from '../content/brand';

/** Each has its class in src/styles/theme.css. */
type LogoHeight = 36 | 40 | 44 | 60;

/** The name is sized by a class, not a style attribute: a prerendered page's CSP refuses those. */
export function Logo({ height = 40 }: { height?: LogoHeight }) {
  return (
    <span className={`logo-${height} d-inline-flex align-items-center gap-2 fw-bold text-brand`}>
      <svg width={height} height={height} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <rect width="48" height="48" rx="12" fill="currentColor" />
        <path d="M12 23 24 13l12 10v12a2 2 0 0 1-2 2H14a2 2 0 0 1-2-2z" fill="#fff" />
        <path
          d="m19 27 4 4 7-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="brand-name">{BRAND.name}</span>
    </span>
  );
}
