/**
 * /admin/services and /admin/services/view/:id read every service once (`status=all`): listservices.php has no
 * paging, so the list filters and pages in the browser and its filter changes need no new read.
 */
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { listServices } from '../../../api/catalogue';
import { isPlainRefusal } from '../../../api/outcome';
import { SERVICES_ERROR, SERVICES_FAILED, type AdminServiceItem, type ServicesResult } from './useAdminServices';

export function loader({ request }: LoaderFunctionArgs) {
  const services = listServices({ status: 'all' }, request.signal).then(
    (outcome): ServicesResult => {
      if (outcome.kind === 'ok') return { services: outcome.answer.data as AdminServiceItem[] };
      return { failure: isPlainRefusal(outcome) ? SERVICES_FAILED : SERVICES_ERROR };
    },
    (): ServicesResult => ({ failure: SERVICES_ERROR }),
  );
  return { services };
}

/** A new filter or page of the same list is a new view of the rows already read. */
export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
