/** A label that says its field may stay empty. */
export const optional = (label: string) => (
  <>
    {label} <span className="text-body-secondary">(optional)</span>
  </>
);
