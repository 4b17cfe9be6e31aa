import type { ReactNode } from 'react';

export function LoadingLine({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <p className={`d-flex align-items-center gap-2 ${className}`} role="status">
      <span className="spinner-border spinner-border-sm text-brand" aria-hidden="true" />
      {children}
    </p>
  );
}
