import { BRAND } from '../content/brand';

/** The brand mark: a house with a check, drawn inline so it needs no request. */
export function Logo({ height = 40 }: { height?: number }) {
  return (
    <span className="d-inline-flex align-items-center gap-2 fw-bold text-brand" style={{ fontSize: height * 0.45 }}>
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
