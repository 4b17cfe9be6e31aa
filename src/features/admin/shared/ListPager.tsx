import { Pagination } from '../../../components/Pagination';

interface ListPagerProps {
  /** Names the navigation landmark, e.g. "Categories pages". */
  label: string;
  current: number;
  total: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}

/** The page links under an admin list; nothing at all (not even the spacing) when there is one page. */
export function ListPager({ label, current, total, onChange, disabled }: ListPagerProps) {
  if (total <= 1) return null;
  return (
    <div className="d-flex justify-content-center mt-3">
      <Pagination label={label} current={current} total={total} onChange={onChange} disabled={disabled} />
    </div>
  );
}
