/** listservices.php has no paging: the list reads every service once and filters and pages in the browser. */
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import * as v from 'valibot';
import { listServices } from '../../../api/catalogue';
import { isPlainRefusal } from '../../../api/outcome';
import { service } from '../../../api/schemas';

/** The list object of listservices.php plus the admin fields the backend adds (docs/decisions.md). */
const adminService = v.object({
  ...service.entries,
  base_price: v.optional(v.number()),
  duration_minutes: v.optional(v.number()),
  category_name: v.optional(v.string()),
  subcategory_name: v.optional(v.string()),
  gallery: v.optional(v.array(v.string())),
  includes: v.optional(v.array(v.string())),
  excludes: v.optional(v.array(v.string())),
  faqs: v.optional(v.array(v.object({ question: v.string(), answer: v.string() }))),
  sort_order: v.optional(v.number()),
  meta_title: v.nullish(v.string()),
  meta_description: v.nullish(v.string()),
  created_at: v.optional(v.string()),
});
export type AdminServiceItem = v.InferOutput<typeof adminService>;
type ServicesResult = { services: AdminServiceItem[]; failure?: string };

export const SERVICES_FAILED = 'Failed to fetch services';
export const SERVICES_ERROR = 'Error loading services';

export function loader({ request }: LoaderFunctionArgs) {
  const services = listServices({ status: 'all' }, request.signal).then(
    (outcome): ServicesResult => {
      if (outcome.kind !== 'ok')
        return { services: [], failure: isPlainRefusal(outcome) ? SERVICES_FAILED : SERVICES_ERROR };
      const checked = v.safeParse(v.array(adminService), outcome.answer.data);
      return checked.success ? { services: checked.output } : { services: [], failure: SERVICES_ERROR };
    },
    (): ServicesResult => ({ services: [], failure: SERVICES_ERROR }),
  );
  return { services };
}

/** A new filter or page of the same list is a new view of the rows already read. */
export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
