/** The header's category dropdown: the short list at once, the full list when its chunk arrives, never stale. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HeaderCategory } from '../../content/headerCategories';

const FULL: HeaderCategory[] = [
  { id: 'plumbing', name: 'Plumbing' },
  { id: 'painting', name: 'Painting' },
  { id: 'pest-control', name: 'Pest Control' },
];

/** CategorySearch with a category list that arrives when the test says so. */
async function withLateList() {
  let arrive: (list: HeaderCategory[]) => void = () => {};
  const late = new Promise<HeaderCategory[]>((resolve) => (arrive = resolve));
  const load = vi.fn(() => late);
  vi.doMock('../../content/headerCategories', async (original) => ({
    ...(await original<typeof import('../../content/headerCategories')>()),
    loadHeaderCategories: load,
  }));
  const { CategorySearch } = await import('./CategorySearch');
  return { CategorySearch, load, arrive: (list: HeaderCategory[]) => act(async () => arrive(list)) };
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

afterEach(() => {
  vi.doUnmock('../../content/headerCategories');
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('CategorySearch', () => {
  it('offers the short list at once and the full list when it arrives, keeping the choice made meanwhile', async () => {
    const { CategorySearch, arrive } = await withLateList();
    render(<CategorySearch />);
    expect(optionNames()).toEqual(['All categories', 'Plumbing', 'Electrical', 'Cleaning']);
    await userEvent.selectOptions(screen.getByLabelText('Service'), 'Plumbing');

    await arrive(FULL);
    expect(optionNames()).toEqual(['All categories', 'Plumbing', 'Painting', 'Pest Control']);
    expect(screen.getByLabelText('Service')).toHaveValue('plumbing');
  });

  it('a list that arrives after the header is gone changes nothing and logs no error', async () => {
    const error = vi.spyOn(console, 'error');
    const { CategorySearch, load, arrive } = await withLateList();
    const { unmount } = render(<CategorySearch />);
    unmount();
    await arrive(FULL);
    expect(error).not.toHaveBeenCalled();

    // The next header reads the list that arrived, with no second load.
    render(<CategorySearch />);
    expect(optionNames()).toEqual(['All categories', 'Plumbing', 'Painting', 'Pest Control']);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
