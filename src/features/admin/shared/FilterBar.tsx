import type { FormEvent, ReactNode } from 'react';

interface FilterBarProps {
  /** Names the form for screen readers, e.g. "Filter categories". */
  label: string;
  onSubmit: (event: FormEvent) => void;
  /** Reset shows only while a filter is set. */
  filtered: boolean;
  onReset: () => void;
  children: ReactNode;
}

/** The filter card above an admin list: the page's fields, then Search and (while filtered) Reset. */
export function FilterBar({ label, onSubmit, filtered, onReset, children }: FilterBarProps) {
  return (
    <form className="card border-0 shadow-sm mb-3" onSubmit={onSubmit} aria-label={label}>
      <div className="card-body row g-2 align-items-end">
        {children}
        <div className="col-12 col-md-2 d-flex gap-2">
          <button type="submit" className="btn btn-primary flex-grow-1">
            Search
          </button>
          {filtered && (
            <button type="button" className="btn btn-outline-secondary" onClick={onReset}>
              Reset
            </button>
          )}
        </div>
      </div>
    </form>
  );
}

interface FilterFieldProps {
  id: string;
  /** Bootstrap grid classes: each list gives its fields other widths. */
  column: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled select of the filter bar; a change applies at once. */
export function FilterSelect({
  id,
  column,
  label,
  value,
  onChange,
  children,
}: FilterFieldProps & { label: string; children: ReactNode }) {
  return (
    <div className={column}>
      <label htmlFor={id} className="form-label small">
        {label}
      </label>
      <select id={id} className="form-select" value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

export function StatusFilter(props: FilterFieldProps) {
  return (
    <FilterSelect label="Status" {...props}>
      <option value="">All statuses</option>
      <option value="active">Active</option>
      <option value="inactive">Inactive</option>
    </FilterSelect>
  );
}

/** The search box; it applies on submit, so it edits a draft. */
export function SearchField({ id, column, value, onChange, placeholder }: FilterFieldProps & { placeholder?: string }) {
  return (
    <div className={column}>
      <label htmlFor={id} className="form-label small">
        Search
      </label>
      <input
        id={id}
        type="search"
        className="form-control"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
