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

const SERVICES_FAILED = 'Failed to fetch services';
export const SERVICES_ERROR = 'Error loading services';

async function readServices(signal: AbortSignal): Promise<{ services: AdminServiceItem[]; failure?: string }> {
  const outcome = await listServices({ status: 'all' }, signal).catch(() => null);
  const checked = outcome?.kind === 'ok' ? v.safeParse(v.array(adminService), outcome.answer.data) : null;
  if (checked?.success) return { services: checked.output };
  return { services: [], failure: outcome && isPlainRefusal(outcome) ? SERVICES_FAILED : SERVICES_ERROR };
}

export function loader({ request }: LoaderFunctionArgs) {
  return { services: readServices(request.signal) };
}

/** A new filter or page of the same list is a new view of the rows already read. */
export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
