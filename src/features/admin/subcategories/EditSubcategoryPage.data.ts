import type { LoaderFunctionArgs } from 'react-router-dom';
import { listCategoryOptions } from '../../../api/catalogue';
import { readSubcategory } from './ViewSubcategoryPage.data';

/** The form shows once both reads answered, so its parent options do not change under it. */
export function loader(args: LoaderFunctionArgs) {
  const parents = listCategoryOptions(args.request.signal).then(
    (outcome) => (outcome.kind === 'ok' ? outcome.answer.categories : []),
    () => [], // the parent's name still shows from the subcategory itself
  );
  const details = Promise.all([readSubcategory(args), parents]).then(([{ record, failure }, options]) => ({
    record: record && { ...record, options },
    failure,
  }));
  return { details };
}
