import { getSubcategories, listCategories } from '../../api/catalogue';
import { listOrEmpty } from '../../lib/listOrEmpty';
import { findCategory, findSubcategory, servicesUrl } from '../../lib/serviceSlug';

/** A footer service slug's category (and subcategory), else a search for its words, on /services. */
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
