/** The header's category dropdown (SPEC §3's default list) and its search, which only logs. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CategorySearch } from './CategorySearch';

describe('CategorySearch', () => {
  it('offers the eight categories, and the search logs the one chosen', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    render(<CategorySearch />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All categories',
      'Plumbing',
      'Electrical Work',
      'House Cleaning',
      'Gardening',
      'Carpentry',
      'Painting',
      'Appliance Repair',
      'Pest Control',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Service'), 'Appliance Repair');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(log).toHaveBeenCalledWith('Search for service category:', 'appliance');
    log.mockRestore();
  });
});
