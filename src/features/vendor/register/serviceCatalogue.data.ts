/** Step 4's tree from the category list, every page of the subcategory list (all categories) and the services. */
import { getAllSubcategories } from '../../../api/allPages';
import { listCategories, listServices } from '../../../api/catalogue';
import { messageOf } from '../../../api/outcome';

export async function loadServiceCatalogue(signal?: AbortSignal) {
  const [categories, subcategories, services] = await Promise.all([
    listCategories({}, signal),
    getAllSubcategories({ status: 'active' }, signal),
    listServices({}, signal),
  ]);
  if (categories.kind !== 'ok' || services.kind !== 'ok') {
    throw new Error(messageOf(categories) || messageOf(services) || 'The service lists could not be loaded');
  }
  const subs = subcategories.kind === 'ok' ? subcategories.answer.data : [];
  const serviceRows = services.answer.data;
  return categories.answer.data
    .map((category) => {
      const own = subs.filter((sub) => sub.category_id === category.id);
      const tree = own.map((sub) => ({
        id: sub.id,
        name: sub.name,
        services: serviceRows
          .filter((service) => service.subcategory_id === sub.id)
          .map((service) => ({ id: service.id, name: service.name })),
      }));
      // Services whose subcategory is not listed still belong to their category.
      const listed = new Set(own.map((sub) => sub.id));
      const loose = serviceRows.filter(
        (service) => service.category_id === category.id && !listed.has(service.subcategory_id),
      );
      if (loose.length)
        tree.push({ id: -category.id, name: 'Other services', services: loose.map(({ id, name }) => ({ id, name })) });
      return { id: category.id, name: category.name, subcategories: tree.filter((sub) => sub.services.length > 0) };
    })
    .filter((category) => category.subcategories.length > 0);
}
