import type { ReactNode, SelectHTMLAttributes } from 'react';
import { endpointNames } from '../../src/api/endpoints';

type Props = { id: string; label: string; onChange: (value: string) => void; children: ReactNode } & Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange'
>;

export function PanelSelect({ id, label, onChange, children, className = 'mb-2', ...select }: Props) {
  return (
    <div className={className}>
      <label className="form-label mb-1" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="form-select form-select-sm" onChange={(e) => onChange(e.target.value)} {...select}>
        {children}
      </select>
    </div>
  );
}

export const options = (pairs: [string, string][]) =>
  pairs.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));

export const endpointOptions = (none: string) =>
  options([['', none], ...endpointNames.map((n): [string, string] => [n, n])]);
