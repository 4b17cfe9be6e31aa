import { describe, expect, it, vi } from 'vitest';
import { setScenario } from '../../../mocks/scenarios';
import { loader } from './city.data';
import { CITIES } from './cities';

const run = (citySlug: string) =>
  loader({ params: { citySlug }, request: new Request(`http://localhost/city/${citySlug}`), context: {} } as never);

describe('/city/{slug} loader', () => {
  it('knows the 20 footer cities by slug', () => {
    expect(CITIES).toHaveLength(20);
    expect(CITIES.find((city) => city.slug === 'new-delhi')).toMatchObject({
      name: 'New Delhi',
      region: 'North India',
      neighbours: ['Gurgaon', 'Noida', 'Faridabad', 'Ghaziabad'],
    });
  });

  it('offers the active catalogue in a city we serve', async () => {
    const data = await run('bengaluru');
    expect(data.city?.name).toBe('Bengaluru');
    expect(data.categories.map((category) => category.name)).toContain('Cleaning');
    expect(data.categories).toHaveLength(15);
  });

  it('lists nothing for a city we do not serve', async () => {
    expect(await run('atlantis')).toEqual({ slug: 'atlantis', city: null, categories: [] });
  });

  it('shows an empty list (and logs) when the categories cannot be read (§8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setScenario({ name: 'bad-json', endpoint: 'listCategories' });
    expect((await run('pune')).categories).toEqual([]);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
