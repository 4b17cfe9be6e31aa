export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="d-flex align-items-center gap-2 py-5 justify-content-center text-body-secondary" role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
