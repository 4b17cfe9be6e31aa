import type { LoaderFunctionArgs } from 'react-router-dom';
import { categoryOptions } from '../services/AddServicePage.data';
import { readSubcategory } from './ViewSubcategoryPage.data';

/** The form shows once both reads answered, so its parent options do not change under it. */
export function loader(args: LoaderFunctionArgs) {
  // A failed read still shows the parent, by the name the subcategory carries.
  const details = Promise.all([readSubcategory(args), categoryOptions(args.request.signal)]).then(
    ([{ record, failure }, options]) => ({
      record: record && { ...record, options },
      failure,
    }),
  );
  return { details };
}
