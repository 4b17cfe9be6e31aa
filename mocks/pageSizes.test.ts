/**
 * The admin lists' page sizes (SPEC §7 'limit (default 10)', §9 page sizes 10, 25, 50 or 100): 10 rows when the
 * call names no limit, the limit asked for up to 100, and never more than 100 in one answer.
 */
import { describe, expect, it } from 'vitest';
import * as catalogue from '../src/api/catalogue';
import { db } from './db';
import { answerOf } from '../src/test/answerOf';

/** Enough categories that no page size is cut short by the data: 101 more than the seed has. */
function manyCategories() {
  const state = db();
  const model = state.categories[0];
  const first = Math.max(...state.categories.map((c) => c.id)) + 1;
  for (let i = 0; i < 101; i += 1)
    state.categories.push({ ...model, id: first + i, name: `Extra ${i}`, slug: `extra-${i}` });
}

const rowsOf = async (query: Parameters<typeof catalogue.listCategories>[0]) => {
  const answer = await answerOf(catalogue.listCategories(query));
  return { rows: answer.data!.length, per_page: answer.pagination!.per_page };
};

describe('admin category list page size', () => {
  it('is 10 when the call names only a page', async () => {
    manyCategories();
    expect(await rowsOf({ page: 1 })).toEqual({ rows: 10, per_page: 10 });
  });

  it('is the limit asked for, up to 100, and 100 for a larger one', async () => {
    manyCategories();
    expect(await rowsOf({ page: 1, limit: 99 })).toEqual({ rows: 99, per_page: 99 });
    expect(await rowsOf({ page: 1, limit: 100 })).toEqual({ rows: 100, per_page: 100 });
    expect(await rowsOf({ page: 1, limit: 101 })).toEqual({ rows: 100, per_page: 100 });
  });
});

describe('admin subcategory list page size', () => {
  it('is 10 when the call names only a page', async () => {
    const answer = await answerOf(catalogue.getSubcategories({ page: 1 }));
    expect(answer.data!.length).toBe(10);
  });
});
