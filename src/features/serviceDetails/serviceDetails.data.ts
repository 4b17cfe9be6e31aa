/** A non-numeric id is a footer slug, never a service. */
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { isServiceId, serviceSlugTarget } from '../../lib/serviceSlug';

export function loader({ params }: Pick<LoaderFunctionArgs, 'params'>) {
  if (!isServiceId(params.id)) throw redirect(serviceSlugTarget(params.id ?? ''));
  return null;
}
