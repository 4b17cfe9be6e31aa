/** How the backend turns its catalogue rows into the objects it sends (joins, formatted dates, paging). */
import type { CategoryRecord, ServiceRecord, SubcategoryRecord } from '../../fixtures/records';
import { formattedDate } from '../../fixtures/dates';
import type { Answer } from '../../src/api/types';
import { db } from '../db';

/** The paging block of the admin list answers. */
export type Pagination = NonNullable<Answer<'listCategories'>['pagination']>;

/** Who made a category or subcategory, and its dates as the backend formats them. */
const stamped = <R extends CategoryRecord>(row: R) => ({
  ...row,
  creator_name: db().admins.find((a) => a.id === row.created_by)?.name ?? 'Unknown',
  created_at_formatted: formattedDate(row.created_at),
  updated_at_formatted: formattedDate(row.updated_at),
});

export function categoryOut(row: CategoryRecord) {
  const state = db();
  return {
    ...stamped(row),
    subcategory_count: state.subcategories.filter((s) => s.category_id === row.id).length,
    service_count: state.services.filter((s) => s.category_id === row.id).length,
  };
}

export const subcategoryOut = (row: SubcategoryRecord) => ({
  ...stamped(row),
  category_name: db().categories.find((c) => c.id === row.category_id)?.name ?? '',
});

/** The list call's service object, plus the admin form's fields. */
export function serviceOut({ updated_at: _updated, ...row }: ServiceRecord) {
  const state = db();
  return {
    ...row,
    price: row.base_price,
    duration: row.duration_minutes,
    category_name: state.categories.find((c) => c.id === row.category_id)?.name ?? '',
    subcategory_name: state.subcategories.find((s) => s.id === row.subcategory_id)?.name ?? '',
  };
}

/** The admin lists' page: 10 rows when the call names no limit, never more than 100 in one answer. */
export const PAGE_SIZE = { default: 10, max: 100 } as const;

/** Page numbers start at 1; a page past the end is clamped to the last one, as LIMIT/OFFSET screens expect. */
export function paginate<T>(
  rows: T[],
  pageParam: string | null,
  limitParam: string | null,
  defaultLimit: number = PAGE_SIZE.default,
): { rows: T[]; pagination: Pagination } {
  const per_page = Math.min(PAGE_SIZE.max, Math.max(1, Number.parseInt(limitParam ?? '', 10) || defaultLimit));
  const total_records = rows.length;
  const total_pages = Math.max(1, Math.ceil(total_records / per_page));
  const current_page = Math.min(total_pages, Math.max(1, Number.parseInt(pageParam ?? '', 10) || 1));
  const has_next = current_page < total_pages;
  const has_prev = current_page > 1;
  return {
    rows: rows.slice((current_page - 1) * per_page, current_page * per_page),
    pagination: {
      current_page,
      total_pages,
      total_records,
      per_page,
      has_next,
      has_prev,
      next_page: has_next ? current_page + 1 : null,
      prev_page: has_prev ? current_page - 1 : null,
    },
  };
}

export const matchesSearch = (term: string, ...fields: (string | null | undefined)[]) => {
  const needle = term.trim().toLowerCase();
  return !needle || fields.some((field) => field?.toLowerCase().includes(needle));
};

/** Customer-facing lists show the catalogue in its sort order; admin lists show the newest first. */
export const bySortOrder = <T extends { sort_order: number; name: string }>(a: T, b: T) =>
  a.sort_order - b.sort_order || a.name.localeCompare(b.name);
export const newestFirst = <T extends { created_at: string; id: number }>(a: T, b: T) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;
