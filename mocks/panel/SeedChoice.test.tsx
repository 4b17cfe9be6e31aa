import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedSeed } from '../../fixtures/records';
import { buildSeed } from '../../fixtures/seed';
import { db } from '../db';
import { setRecordedSeed } from '../seedChoice';
import { SeedChoice } from './SeedChoice';

const generated = buildSeed('/uploads');
const RECORDED: RecordedSeed = {
  format: 'hsm-recorded-seed',
  version: 1,
  source: 'staging-2025-11-01.har',
  categories: [{ ...generated.categories[0], id: 900, name: 'From Staging' }],
  subcategories: [],
  services: [],
  customers: [],
  vendors: [],
};

// A checkout may hold recorded fixtures of its own: every test states which recorded seed exists.
beforeEach(() => setRecordedSeed(null));
afterEach(() => setRecordedSeed(null));

describe('the seed choice of the mock panel', () => {
  it('says there is nothing recorded and offers only the generated seed', () => {
    render(<SeedChoice onChosen={vi.fn()} />);
    expect(screen.getByLabelText('Seed data')).toHaveValue('generated');
    expect(screen.getByRole('option', { name: 'Recorded from the real backend' })).toBeDisabled();
    expect(screen.getByLabelText('Seed data')).toHaveAccessibleDescription(
      'No recorded fixtures yet (npm run fixtures:import -- <file.har>).',
    );
  });

  it('re-seeds the mock from the recorded data when chosen, and says where it came from', async () => {
    setRecordedSeed(RECORDED);
    const reload = vi.fn();
    const user = userEvent.setup();
    render(<SeedChoice onChosen={reload} />);
    await user.selectOptions(screen.getByLabelText('Seed data'), 'recorded');
    expect(reload).toHaveBeenCalledOnce();
    expect(db().categories.map((c) => c.name)).toEqual(['From Staging']);
    expect(screen.getByLabelText('Seed data')).toHaveValue('recorded');
    expect(screen.getByLabelText('Seed data')).toHaveAccessibleDescription(
      /^Recorded from staging-2025-11-01\.har: 1 categories, 0 services; the demo accounts are kept\./,
    );
  });

  it('says the generated seed is used when the recorded one was chosen but is gone', () => {
    window.localStorage.setItem('hsm-mock-seed', 'recorded');
    render(<SeedChoice onChosen={vi.fn()} />);
    expect(screen.getByLabelText('Seed data')).toHaveAccessibleDescription(
      /^No recorded fixtures in fixtures\/recorded\/: the generated seed is used\./,
    );
  });
});
