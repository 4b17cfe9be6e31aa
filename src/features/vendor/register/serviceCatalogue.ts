/**
 * The lists step 4 chooses from (SPEC §7: categories, subcategories, services), as one tree; the route's loader
 * builds it (serviceCatalogue.data.ts).
 */
interface CatalogueService {
  id: number;
  name: string;
}
interface CatalogueSubcategory {
  id: number;
  name: string;
  services: CatalogueService[];
}
export interface CatalogueCategory {
  id: number;
  name: string;
  subcategories: CatalogueSubcategory[];
}

/** Every service of the tree by id, for chips and the summary. */
export function serviceNames(tree: CatalogueCategory[]): Map<number, string> {
  const names = new Map<number, string>();
  for (const category of tree)
    for (const sub of category.subcategories) for (const service of sub.services) names.set(service.id, service.name);
  return names;
}
