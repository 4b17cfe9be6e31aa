/** The server has no call that reads one service: the view page finds it in the whole list (`status=all`). */
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { Loaded } from '../shared/RecordPage';
import { loader as listLoader, type AdminServiceItem } from './ServicesListPage.data';

export function loader(args: LoaderFunctionArgs) {
  const details = listLoader(args).services.then((result): Loaded<AdminServiceItem> =>
    result.failure
      ? { record: null, failure: result.failure }
      : { record: result.services.find((s) => String(s.id) === args.params.id) ?? null, failure: null },
  );
  return { details };
}
