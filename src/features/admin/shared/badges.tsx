export function StatusBadge({ status }: { status: string | undefined }) {
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
