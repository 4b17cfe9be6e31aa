/**
 * Whole lists read page by page, for screens that choose from every row of an admin list. Kept out of
 * catalogue.ts, which ships in the customer shell's `site-core` chunk (vite.config.ts): only the pages that read
 * whole lists download this.
 */
import { devLog } from './devLog';
import { getSubcategories, listCategories } from './catalogue';
import type { Outcome } from './outcome';
import type { CategoryListQuery, SubcategoryListQuery } from './types';

/** Rows a page when a screen needs a whole list: the most the admin lists serve (SPEC §9's largest page size). */
const ALL_PAGE_LIMIT = 100;
/**
 * Pages read at most for one whole list (10,000 rows at 100 a page): a server whose count keeps saying "more"
 * (a total it never reaches, a page number it ignores) stops here instead of being asked for ever.
 */
export const MAX_PAGES = 100;

/**
 * Every row of a paged list, asked page after page until the server's count says there is no more: one answer,
 * the last page's with every page's rows in order. A failed page is the answer (a part presented as the whole
 * would hide rows). A page that adds no row not seen before (empty, or a page past the end answered as the last
 * one) also ends the read.
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

/** Every subcategory the admin list has for the query (`total` counts them). */
export const getAllSubcategories = (query: WholeList<SubcategoryListQuery>, signal?: AbortSignal) =>
  readAllPages(
    (page) => getSubcategories({ ...query, page, limit: ALL_PAGE_LIMIT }, signal),
    (answer, read) => read < (answer.total ?? 0),
    { signal },
  );

/** Every category the admin list has for the query (its `pagination` counts pages and rows). */
export const listAllCategories = (query: WholeList<CategoryListQuery> = {}, signal?: AbortSignal) =>
  readAllPages(
    (page) => listCategories({ ...query, page, limit: ALL_PAGE_LIMIT }, signal),
    ({ pagination }, read) =>
      Boolean(pagination && pagination.current_page < pagination.total_pages && read < pagination.total_records),
    { signal },
  );
