import type { ReactNode } from 'react';
import { LoadingBlock } from './LoadingBlock';
import '../../../styles/stackedTable.css';

/** A column heading; the ones with a class are hidden on narrower screens. */
type ListColumn = string | { label: string; className: string };

interface ListTableProps {
  loading: boolean;
  /** The record in the texts: "Loading categories...", "No categories found", "Add the first category…". */
  noun: { one: string; many: string };
  /** With filters set, an empty list suggests changing them rather than adding the first record. */
  filtered: boolean;
  empty: boolean;
  caption: string;
  /** Every column but the last, Actions, which every list has. */
  columns: ListColumn[];
  children?: ReactNode;
}

/**
 * The card of an admin list: loading, nothing found, or the table with its range caption. Below `md` its rows stack
 * (src/styles/stackedTable.css): the rows' cells name their column in `data-label`.
 */
export function ListTable({ loading, noun, filtered, empty, caption, columns, children }: ListTableProps) {
  return (
    <div className="card border-0 shadow-sm">
      {loading ? (
        <LoadingBlock label={`Loading ${noun.many}...`} />
      ) : empty ? (
        <div className="text-center py-5">
          <p className="h5">No {noun.many} found</p>
          <p className="text-body-secondary mb-0">
            {filtered ? 'Try adjusting your filters or search.' : `Add the first ${noun.one} to get started.`}
          </p>
        </div>
      ) : (
        <div className="table-responsive">
          <table className="table table-hover table-stacked align-middle mb-0">
            <caption className="px-3">{caption}</caption>
            <thead className="table-light">
              <tr>
                {columns.map((column) =>
                  typeof column === 'string' ? (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ) : (
                    <th key={column.label} scope="col" className={column.className}>
                      {column.label}
                    </th>
                  ),
                )}
                <th scope="col" className="text-end">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </div>
  );
}
