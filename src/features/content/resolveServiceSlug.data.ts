import { getSubcategories, listCategories } from '../../api/catalogue';
import { listOrEmpty } from '../../lib/listOrEmpty';
import { findCategory, findSubcategory, servicesUrl } from '../../lib/serviceSlug';

/**
 * The /services URL a footer service slug stands for, from the catalogue the API lists: its category, with the
 * subcategory when the slug names one; a search for its words when nothing matches or the lists fail (§8:
 * logged, shown empty — here, the search).
 */
export async function resolveServiceSlug(slug: string): Promise<string> {
  const categories = await listOrEmpty('service link', 'categories', () => listCategories());
  const found = findCategory(slug, categories);
  if (!found) return servicesUrl(null, slug);
  const categoryId = found.category.id;
  if (!found.subcategorySlug) return servicesUrl({ categoryId }, slug);
  const subcategories = await listOrEmpty('service link', 'subcategories', () =>
    getSubcategories({ category_id: categoryId }),
  );
  const subcategory = findSubcategory(found.subcategorySlug, subcategories);
  return servicesUrl({ categoryId, subcategoryId: subcategory?.id }, slug);
}
