/** The subcategory of the URL (as the view page reads it) and the parent categories its form offers. */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { listCategoryOptions } from '../../../api/catalogue';
import type { IdName } from '../../../api/types';
import { readSubcategory } from './ViewSubcategoryPage.data';

export function loader(args: LoaderFunctionArgs) {
  const parents: Promise<IdName[]> = listCategoryOptions(args.request.signal).then(
    (outcome) => (outcome.kind === 'ok' ? outcome.answer.categories : []),
    () => [], // the parent's name still shows from the subcategory itself
  );
  return { details: readSubcategory(args), parents };
}
