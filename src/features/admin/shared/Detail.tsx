import type { ReactNode } from 'react';

/** One term and its value in a Bootstrap grid description list. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-4 text-body-secondary fw-normal">{term}</dt>
      <dd className="col-sm-8">{children}</dd>
    </>
  );
}
