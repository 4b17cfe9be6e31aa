import { useId, useLayoutEffect, useRef, type FormEvent } from 'react';
import { SiteIcon } from '../../components/SiteIcon';
import { HEADER_CATEGORIES } from '../../content/headerCategories';
import { devLog } from '../../api/devLog';

/** The search only logs. On a phone it shows only while `open`, and opening it focuses the dropdown. */
export function CategorySearch({ id, open = false }: { id?: string; open?: boolean }) {
  const selectId = useId();
  const select = useRef<HTMLSelectElement>(null);
  const wasOpen = useRef(open);
  // In the commit that shows it: a passive effect could run after the next keypress.
  useLayoutEffect(() => {
    if (open && !wasOpen.current) select.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    devLog.log('Search for service category:', select.current?.value || 'all');
  };

  return (
    <form
      id={id}
      role="search"
      aria-label="Services"
      className={`hdr-search input-group category-search ${open ? 'is-open' : ''}`}
      onSubmit={search}
    >
      <label className="input-group-text bg-white" htmlFor={selectId}>
        Service
      </label>
      <select ref={select} id={selectId} className="form-select">
        <option value="">All categories</option>
        {HEADER_CATEGORIES.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-primary d-flex align-items-center gap-1">
        <SiteIcon name="search" size={16} />
        <span className="hdr-search-text">Search</span>
      </button>
    </form>
  );
}
