/** The category filter of /admin/subcategories offers every category, however many pages the admin list has. */
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../../mocks/db';
import { recordWire } from '../../../test/wire';
import { renderPage, signInAsDemoAdmin } from '../../../test/renderPage';
import SubcategoriesListPage from './SubcategoriesListPage';
import * as data from './SubcategoriesListPage.data';

const CATEGORIES = 250;

beforeEach(signInAsDemoAdmin);

/** 250 categories of both statuses where the seed has 15: past one page of 100. */
function seedCategories() {
  const template = db().categories[0];
  db().categories = Array.from({ length: CATEGORIES }, (_, i) => ({
    ...template,
    id: i + 1,
    name: `Category ${String(i + 1).padStart(3, '0')}`,
    slug: `category-${i + 1}`,
    status: i % 10 === 9 ? ('inactive' as const) : ('active' as const),
  }));
}

describe('subcategories list: the category filter', () => {
  it('offers all 250 categories, read as pages 1, 2 and 3 of 100', async () => {
    seedCategories();
    const wire = recordWire();
    renderPage(<SubcategoriesListPage />, { path: '/admin/subcategories', pattern: '/admin/subcategories', data });
    // Plain selectors: Testing Library's role queries over 250 options take seconds in jsdom.
    const select = document.getElementById('subcategory-category') as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(CATEGORIES + 1));
    expect(
      [...select.options]
        .slice(1)
        .map((option) => option.textContent)
        .sort(),
    ).toEqual(
      db()
        .categories.map((category) => category.name)
        .sort(),
    );
    expect(select.options[0].textContent).toBe('All categories');
    wire.stop();
    expect(
      wire.requests
        .filter((r) => r.url.pathname.endsWith('/listcategories.php'))
        .map((r) => Object.fromEntries(r.url.searchParams)),
    ).toEqual([
      { page: '1', limit: '100' },
      { page: '2', limit: '100' },
      { page: '3', limit: '100' },
    ]);
  });
});
