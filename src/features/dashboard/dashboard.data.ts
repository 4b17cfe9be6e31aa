/** The customer's own pages (dashboard, bookings, orders, profile, settings) need a signed-in customer (SPEC §2.1). */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { requireCustomer } from '../../app/guards';

export function loader({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  requireCustomer(request);
  return null;
}
