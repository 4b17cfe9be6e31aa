import { listSubcategoryOptions } from '../../../api/catalogue';
import type { IdName } from '../../../api/types';

/** The subcategory options of one category, tagged with it so the form shows them only for that category. */
export interface SubcategoryOptions {
  categoryId: string;
  options: IdName[];
}

/** SPEC §8: a failed read gives no message; the list stays empty. */
export const subcategoryOptions = (categoryId: string, signal?: AbortSignal): Promise<SubcategoryOptions> =>
  listSubcategoryOptions(categoryId, signal).then(
    (outcome) => ({ categoryId, options: outcome.kind === 'ok' ? outcome.answer.subcategories : [] }),
    () => ({ categoryId, options: [] }),
  );
