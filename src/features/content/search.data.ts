import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { listServices } from '../../api/catalogue';
import type { ServiceItem } from '../../api/types';
import { listOrEmpty } from '../../lib/listOrEmpty';
import { MATCH_PARAM, slugWords } from '../../lib/serviceSlug';
import { resolveServiceSlug } from './resolveServiceSlug.data';
import { searchQuery, searchStems } from './searchTerm';

const search = (query: string) => listOrEmpty('search', 'services', () => listServices({ search: query }));

/** The services matching the most of the stems (one list call each), best first. */
async function closestMatches(stems: string[]): Promise<ServiceItem[]> {
  const found = new Map<number, { service: ServiceItem; hits: number }>();
  for (const service of (await Promise.all(stems.map(search))).flat()) {
    found.set(service.id, { service, hits: (found.get(service.id)?.hits ?? 0) + 1 });
  }
  const best = Math.max(0, ...[...found.values()].map((entry) => entry.hits));
  return [...found.values()].filter((entry) => entry.hits === best).map((entry) => entry.service);
}

/**
 * When the whole phrase finds nothing, the services matching the most of its words. With `?match=catalogue` (a
 * footer `/services/{slug}`) it redirects to the slug's place in /services instead.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.termSlug ?? '';
  if (new URL(request.url).searchParams.get(MATCH_PARAM) === 'catalogue') {
    return redirect(await resolveServiceSlug(slug));
  }
  const term = slugWords(slug);
  const query = searchQuery(term);
  const services = query ? await search(query) : [];
  if (services.length || !query) return { term, query, exact: true, services };
  const stems = searchStems(query).filter((stem) => stem !== query);
  // Not exact: nothing matched the whole phrase, and the services shown match the most of its words.
  return { term, query, exact: false, services: stems.length ? await closestMatches(stems) : [] };
}
export type SearchData = Exclude<Awaited<ReturnType<typeof loader>>, Response>;
