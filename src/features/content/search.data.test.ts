import { describe, expect, it, vi } from 'vitest';
import { setScenario } from '../../../mocks/scenarios';
import { loader, type SearchData } from './search.data';
import { searchQuery, searchStems } from './searchTerm';

const run = (path: string) => {
  const url = new URL(path, 'http://localhost');
  const termSlug = url.pathname.split('/').pop() ?? '';
  return loader({ params: { termSlug }, request: new Request(url), context: {}, unstable_pattern: '' } as never);
};

const redirectsTo = async (path: string) => {
  const answer = (await run(path)) as Response;
  expect(answer.status).toBe(302);
  return answer.headers.get('Location');
};

describe('/search/{term} loader', () => {
  it('resolves a footer service slug to its subcategory in /services', async () => {
    // Mock catalogue: AC Service is category 3, 'AC Repair & Gas Refill' its subcategory 10.
    expect(await redirectsTo('/search/ac-repair?match=catalogue')).toBe('/services?category_id=3&subcategory_id=10');
    expect(await redirectsTo('/search/bathroom-cleaning?match=catalogue')).toBe(
      '/services?category_id=1&subcategory_id=2',
    );
  });

  it('resolves a slug naming a category to that category', async () => {
    expect(await redirectsTo('/search/electrician?match=catalogue')).toBe('/services?category_id=5');
    expect(await redirectsTo('/search/gardening?match=catalogue')).toBe('/services?category_id=8');
  });

  it('searches for the words of a slug nothing matches, and when the catalogue cannot be read', async () => {
    expect(await redirectsTo('/search/car-wash?match=catalogue')).toBe('/services?search=car%20wash');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setScenario({ name: 'server-error', endpoint: 'listCategories' });
    expect(await redirectsTo('/search/ac-repair?match=catalogue')).toBe('/services?search=ac%20repair');
    expect(log).toHaveBeenCalledWith('[service link] could not load categories:', 'http: HTTP 500');
    log.mockRestore();
  });

  it('lists the services matching the term, without “near me”', async () => {
    const data = (await run('/search/ac-service-near-me')) as SearchData;
    expect(data).toMatchObject({ term: 'ac service near me', query: 'ac service', exact: true });
    expect(data.services.length).toBeGreaterThan(0);
    expect(data.services.every((s) => /ac service/i.test(`${s.name} ${s.short_description} ${s.description}`))).toBe(
      true,
    );
  });

  it('falls back to the services matching the most words when the phrase finds nothing', async () => {
    const data = (await run('/search/plumber-near-me')) as SearchData;
    expect(data.exact).toBe(false);
    expect(data.services.length).toBeGreaterThan(0);
    expect(data.services.every((s) => /plumb/i.test(`${s.name} ${s.short_description} ${s.description}`))).toBe(true);
    expect(data.services.some((s) => s.category_id === 4)).toBe(true); // Plumbing
  });

  it('shows no services (and logs) when the list fails (§8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setScenario({ name: 'offline', endpoint: 'listServices' });
    const data = (await run('/search/deep-cleaning')) as SearchData;
    expect(data.services).toEqual([]);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('search words', () => {
  it('drops what no service name contains', () => {
    expect(searchQuery('Electrician near me')).toBe('electrician');
    expect(searchQuery('Salon at home')).toBe('salon');
    expect(searchQuery('near me')).toBe('near me');
  });

  it('stems the words of a phrase for the fallback', () => {
    expect(searchStems('plumber')).toEqual(['plumb']);
    expect(searchStems('electrician')).toEqual(['electric']);
    expect(searchStems('full home painting and repairs')).toEqual(['paint', 'repair']);
  });
});
