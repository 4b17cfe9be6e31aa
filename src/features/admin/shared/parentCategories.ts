import { listCategories } from '../../../api/catalogue';
import type { IdName } from '../../../api/types';
import { TEXT } from './messages';

/** Every category of every status (admin list, 100 a page), as parents to filter or choose: SPEC §8's 'Failed to load categories' when it fails. */
export const parentCategories = (signal?: AbortSignal): Promise<{ list: IdName[]; failure?: string }> =>
  listCategories({ page: 1, limit: 100 }, signal).then(
    (response) =>
      response.status === 'success'
        ? { list: (response.data ?? []).map(({ id, name }) => ({ id, name })) }
        : { list: [], failure: TEXT.loadCategoriesFailed },
    () => ({ list: [], failure: TEXT.loadCategoriesFailed }),
  );
