import type { loadServiceCatalogue } from './serviceCatalogue.data';

/** The lists step 4 chooses from, as one tree; the route's loader builds it. */
export type CatalogueCategory = Awaited<ReturnType<typeof loadServiceCatalogue>>[number];

export function serviceNames(tree: CatalogueCategory[]): Map<number, string> {
  const names = new Map<number, string>();
  for (const category of tree)
    for (const sub of category.subcategories) for (const service of sub.services) names.set(service.id, service.name);
  return names;
}
