import type { LoaderFunctionArgs } from 'react-router-dom';
import { categoryOptions } from '../services/AddServicePage.data';
import { readSubcategory } from './ViewSubcategoryPage.data';

/** The form shows once both reads answered, so its parent options do not change under it. */
export function loader(args: LoaderFunctionArgs) {
  const details = Promise.all([readSubcategory(args), categoryOptions(args.request.signal)]).then(
    ([{ record, failure }, options]) => {
      if (!record) return { record, failure };
      // The options are the active parents (none if their read failed): the stored parent stays choosable, by the
      // name the subcategory carries.
      const parent = { id: record.category_id, name: record.category_name || `Category #${record.category_id}` };
      const parents = options.some((p) => p.id === parent.id) ? options : [parent, ...options];
      return { record: { ...record, parents }, failure };
    },
  );
  return { details };
}
