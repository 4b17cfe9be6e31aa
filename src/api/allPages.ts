// Not in catalogue.ts, which ships in the customer shell's `site-core` chunk.
import { devLog } from './devLog';
import { getSubcategories, listCategories } from './catalogue';
import type { Outcome } from './outcome';
import type { CategoryListQuery, SubcategoryListQuery } from './types';

/** The most the admin lists serve a page. */
const ALL_PAGE_LIMIT = 100;
/** A server whose count keeps saying "more" (a page number it ignores) is not asked for ever. */
export const MAX_PAGES = 100;

/**
 * Every row of a paged list as one answer (the last page's, with every page's rows). A failed page is the answer:
 * a part presented as the whole would hide rows. A page that adds no new row also ends the read.
 */
export async function readAllPages<A extends { data: { id: number }[] }>(
  readPage: (page: number) => Promise<Outcome<A>>,
  more: (answer: A, rowsRead: number) => boolean,
  { signal, maxPages = MAX_PAGES }: { signal?: AbortSignal; maxPages?: number } = {},
): Promise<Outcome<A>> {
  const rows = new Map<number, A['data'][number]>();
  for (let page = 1; ; page += 1) {
    // Leaving the page between two pages: http.ts watches a signal only from the moment a call starts.
    signal?.throwIfAborted();
    const outcome = await readPage(page);
    if (outcome.kind !== 'ok') return outcome;
    const { answer } = outcome;
    const before = rows.size;
    for (const row of answer.data) if (!rows.has(row.id)) rows.set(row.id, row);
    const ended = rows.size === before || !more(answer, rows.size);
    if (ended || page >= maxPages) {
      if (!ended) devLog.warn(`[catalogue] stopped after ${maxPages} pages (${rows.size} rows); the server says more`);
      return { ...outcome, answer: { ...answer, data: [...rows.values()] } };
    }
  }
}

type WholeList<Q> = Omit<Q, 'page' | 'limit'>;

export const getAllSubcategories = (query: WholeList<SubcategoryListQuery>, signal?: AbortSignal) =>
  readAllPages(
    (page) => getSubcategories({ ...query, page, limit: ALL_PAGE_LIMIT }, signal),
    (answer, read) => read < (answer.total ?? 0),
    { signal },
  );

export const listAllCategories = (query: WholeList<CategoryListQuery> = {}, signal?: AbortSignal) =>
  readAllPages(
    (page) => listCategories({ ...query, page, limit: ALL_PAGE_LIMIT }, signal),
    ({ pagination }, read) =>
      Boolean(pagination && pagination.current_page < pagination.total_pages && read < pagination.total_records),
    { signal },
  );
