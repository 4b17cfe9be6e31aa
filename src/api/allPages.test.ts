/** Whole lists read page by page (src/api/allPages.ts): every row, the pages the server was asked for, the bounds. */
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { subcategoryOut } from '../../mocks/handlers/catalogueRows';
import { recordWire } from '../test/wire';
import { endpointUrl } from './endpoints';
import { getAllSubcategories, listAllCategories, MAX_PAGES, readAllPages } from './allPages';
import { answerOf } from '../test/answerOf';

const ROWS = 250;

/** 250 rows where the seed has 15 categories and 47 subcategories: a catalogue past one page of 100. */
function seedCategories(count = ROWS) {
  const template = db().categories[0];
  db().categories = Array.from({ length: count }, (_, i) => ({
    ...template,
    id: i + 1,
    name: `Category ${i + 1}`,
    slug: `category-${i + 1}`,
  }));
}
function seedSubcategories(count = ROWS) {
  const template = db().subcategories[0];
  db().subcategories = Array.from({ length: count }, (_, i) => ({
    ...template,
    id: i + 1,
    name: `Subcategory ${i + 1}`,
    slug: `subcategory-${i + 1}`,
  }));
}

const calls = (wire: ReturnType<typeof recordWire>, path: string) =>
  wire.requests.filter((r) => r.url.pathname.endsWith(path)).map((r) => Object.fromEntries(r.url.searchParams));

afterEach(() => vi.restoreAllMocks());

describe('getAllSubcategories', () => {
  it('reads 250 subcategories as three pages of 100 (page=1,2,3) until `total` is reached', async () => {
    seedSubcategories();
    const wire = recordWire();
    const answer = await answerOf(getAllSubcategories({ status: 'active' }));
    wire.stop();
    expect(answer.status).toBe('success');
    expect(answer.data).toHaveLength(ROWS);
    expect(new Set(answer.data!.map((row) => row.id)).size).toBe(ROWS);
    expect(calls(wire, '/getsubcategories.php')).toEqual([
      { page: '1', limit: '100', status: 'active' },
      { page: '2', limit: '100', status: 'active' },
      { page: '3', limit: '100', status: 'active' },
    ]);
  });

  it('asks once when the first page holds them all', async () => {
    const wire = recordWire();
    const answer = await answerOf(getAllSubcategories({}));
    wire.stop();
    expect(answer.data).toHaveLength(db().subcategories.length);
    expect(calls(wire, '/getsubcategories.php')).toEqual([{ page: '1', limit: '100' }]);
  });

  it('answers the failure of any page rather than a part of the list', async () => {
    seedSubcategories();
    server.use(
      http.get(endpointUrl('getSubcategories'), ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json({ status: 'error', message: 'Database unavailable' })
          : undefined,
      ),
    );
    const answer = await answerOf(getAllSubcategories({}));
    expect(answer).toEqual({ status: 'error', message: 'Database unavailable' });
  });

  it('stops when a server answers every page with the same rows and a `total` it never reaches', async () => {
    const lastPage = db().subcategories.slice(0, 30).map(subcategoryOut);
    server.use(
      http.get(endpointUrl('getSubcategories'), () =>
        HttpResponse.json({ status: 'success', data: lastPage, total: 10_000 }),
      ),
    );
    const wire = recordWire();
    const answer = await answerOf(getAllSubcategories({}));
    wire.stop();
    expect(answer.data).toHaveLength(30);
    // Page 2 added no row not seen on page 1: the read ends there.
    expect(calls(wire, '/getsubcategories.php').map((query) => query.page)).toEqual(['1', '2']);
  });

  it('passes the AbortSignal to every page: leaving during page 2 rejects and asks for no page 3', async () => {
    seedSubcategories();
    const controller = new AbortController();
    const wire = recordWire();
    const abortOnPage2 = ({ request }: { request: Request }) => {
      if (new URL(request.url).searchParams.get('page') === '2') controller.abort();
    };
    server.events.on('request:start', abortOnPage2);
    await expect(getAllSubcategories({}, controller.signal)).rejects.toThrow();
    server.events.removeListener('request:start', abortOnPage2);
    wire.stop();
    expect(calls(wire, '/getsubcategories.php').map((query) => query.page)).toEqual(['1', '2']);
  });
});

describe('listAllCategories', () => {
  it('reads 250 categories as three pages of 100 (page=1,2,3) by `pagination`', async () => {
    seedCategories();
    const wire = recordWire();
    const answer = await answerOf(listAllCategories());
    wire.stop();
    expect(answer.status).toBe('success');
    expect(answer.data!.map((row) => row.name).sort()).toEqual(
      db()
        .categories.map((row) => row.name)
        .sort(),
    );
    expect(calls(wire, '/listcategories.php')).toEqual([
      { page: '1', limit: '100' },
      { page: '2', limit: '100' },
      { page: '3', limit: '100' },
    ]);
  });
});

/** A page of a list as the app receives it. */
const ok = <T>(answer: T) => ({ kind: 'ok', answer, httpStatus: 200 }) as const;

describe('readAllPages', () => {
  it(`gives up after ${MAX_PAGES} pages when the count keeps saying "more" (new rows on every page)`, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const readPage = vi.fn(async (page: number) => ok({ data: [{ id: page }], total: 1e9 }));
    const answer = await answerOf(readAllPages(readPage, (page, read) => read < page.total));
    expect(readPage).toHaveBeenCalledTimes(MAX_PAGES);
    expect(answer.data).toHaveLength(MAX_PAGES);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('asks for no next page once the signal is aborted between two pages', async () => {
    const controller = new AbortController();
    const readPage = vi.fn(async (page: number) => {
      controller.abort(); // the visitor leaves while page 1 is on its way
      return ok({ data: [{ id: page }], total: 3 });
    });
    await expect(
      readAllPages(readPage, (page, read) => read < page.total, { signal: controller.signal }),
    ).rejects.toThrow();
    expect(readPage).toHaveBeenCalledTimes(1);
  });

  it('stops at an empty page even when the count says more', async () => {
    const readPage = vi.fn(async (page: number) => ok({ data: page === 1 ? [{ id: 1 }, { id: 2 }] : [], total: 5 }));
    const answer = await answerOf(readAllPages(readPage, (page, read) => read < page.total));
    expect(readPage).toHaveBeenCalledTimes(2);
    expect(answer.data).toEqual([{ id: 1 }, { id: 2 }]);
  });
});
