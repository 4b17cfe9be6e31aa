/** The header's category list (SPEC §3): the default list, or the fallback when it cannot be loaded. */
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./headerCategoryList');
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('header categories', () => {
  it('loads the eight categories of the default list', async () => {
    const { loadHeaderCategories } = await import('./headerCategories');
    const list = await loadHeaderCategories();
    expect(list.map((c) => c.id)).toEqual([
      'plumbing',
      'electrical',
      'cleaning',
      'gardening',
      'carpentry',
      'painting',
      'appliance',
      'pest-control',
    ]);
    expect(list.find((c) => c.id === 'appliance')!.name).toBe('Appliance Repair');
  });

  it('falls back to plumbing, electrical and cleaning when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.doMock('./headerCategoryList', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { loadHeaderCategories } = await import('./headerCategories');
    expect((await loadHeaderCategories()).map((c) => c.id)).toEqual(['plumbing', 'electrical', 'cleaning']);
    expect(console.error).toHaveBeenCalled();
  });
});
