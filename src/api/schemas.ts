/**
 * The answer of every call: answers.ts holds each answer to it, check:contract and docs/openapi.yaml read it. It
 * requires what the screens read and cannot default; what no screen reads is `unread` (a note, never a failure).
 */
import * as v from 'valibot';
import { endpoints, type EndpointName } from './endpoints';
import { describeProblem, problemsOf, unread, type Problem } from './problems';
import { user, vendorProfile } from './storedSchemas';

const active = v.picklist(['active', 'inactive']);
const flag = v.picklist([0, 1]);

const categoryEntries = {
  id: v.number(),
  name: v.string(),
  slug: v.optional(v.string()),
  description: v.nullish(v.string()),
  icon: v.nullish(v.string()),
  image_url: v.nullish(v.string()),
  sort_order: v.optional(v.number()),
  is_featured: v.optional(flag),
  status: v.optional(active),
  meta_title: unread(v.nullable(v.string())),
  meta_description: unread(v.nullable(v.string())),
  created_by: unread(v.number()),
  created_at: unread(v.string()),
  creator_name: unread(v.nullable(v.string())),
  created_at_formatted: v.optional(v.string()),
  updated_at_formatted: unread(v.string()),
};
export const category = v.object(categoryEntries);
export const subcategory = v.object({
  ...categoryEntries,
  category_id: v.number(),
  category_name: v.optional(v.string()),
  image: v.nullish(v.string()),
});
const pagination = v.object({
  current_page: v.number(),
  total_pages: v.number(),
  total_records: v.number(),
  per_page: v.number(),
  has_next: unread(v.unknown()),
  has_prev: unread(v.unknown()),
  next_page: unread(v.nullable(v.number())),
  prev_page: unread(v.nullable(v.number())),
});
export const service = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.optional(v.string()),
  short_description: v.nullish(v.string()),
  description: v.nullish(v.string()),
  price: v.number(),
  original_price: v.nullish(v.number()),
  discount: v.nullish(v.number()),
  rating: v.nullish(v.number()),
  review_count: v.nullish(v.number()),
  duration: v.nullish(v.number()),
  image_url: v.nullish(v.string()),
  category_id: v.number(),
  subcategory_id: v.number(),
  status: v.optional(active),
  is_featured: v.optional(flag),
});
const idName = v.object({ id: v.number(), name: v.string() });
const statusMessage = v.object({ status: v.string(), message: v.optional(v.string()) });

/** Any status but 'success'; `custom`, as `notValue`'s pipe would weigh on every page's first download. */
export const failureStatus = Object.assign(
  v.custom<string>((status) => typeof status === 'string' && status !== 'success'),
  { expects: 'string' },
);

/** A PHP answer: `status: 'success'` with the fields read, or any other status with an optional message. */
const answer = <E extends v.ObjectEntries>(entries: E) =>
  v.variant('status', [
    v.object({ status: v.literal('success'), message: v.optional(v.string()), ...entries }),
    v.object({ status: failureStatus, message: v.optional(v.string()) }),
  ]);

export const responseSchemas = {
  login: answer({ user, session_token: v.string(), expires_at: v.optional(v.string()) }),
  testConnection: null, // HTTP status only
  validateSession: answer({ user }),
  logout: null, // not read
  sendOtp: statusMessage,
  verifyOtp: statusMessage,
  registerUser: statusMessage,
  createBooking: answer({ booking_id: unread(v.number()), booking_number: unread(v.string()) }),
  listCategories: answer({ data: v.array(category), pagination: v.optional(pagination) }),
  getSubcategories: answer({ data: v.array(subcategory), total: v.optional(v.number()) }),
  listServices: answer({ data: v.array(service) }),
  getCategoryNames: answer({ data: v.array(idName) }),
  listCategoryOptions: answer({ categories: v.array(idName) }),
  listSubcategoryOptions: answer({ subcategories: v.array(idName) }),
  vendorData: answer({ data: v.object({ vendor: vendorProfile }) }),
  vendorLogout: null, // ignored
  vendorSendOtp: statusMessage,
  vendorVerifyOtp: statusMessage,
  registerVendor: statusMessage,
  vendorLogin: answer({ token: v.string(), vendor: vendorProfile }),
  adminLogin: answer({
    token: v.optional(v.string()),
    admin: v.optional(v.object({ id: v.number(), name: v.string(), email: v.string(), role: v.optional(v.string()) })),
  }),
  addCategory: answer({ data: unread(category) }),
  deleteCategory: statusMessage,
  viewCategory: answer({
    data: v.optional(
      v.object({
        ...categoryEntries,
        statistics: v.object({
          total_services: v.number(),
          active_services: v.number(),
          inactive_services: v.number(),
        }),
        recent_services: v.array(
          v.object({
            id: v.number(),
            name: v.string(),
            status: v.string(),
            created_at_formatted: v.optional(v.string()),
          }),
        ),
      }),
    ),
  }),
  addSubcategory: statusMessage,
  addSubcategoryAlt: statusMessage,
  updateSubcategoryStatus: statusMessage,
  deleteSubcategory: statusMessage,
  addService: answer({ service_id: unread(v.number()) }),
  reverseGeocode: v.object({
    status: v.string(),
    results: v.optional(
      v.array(
        v.object({
          formatted_address: v.string(),
          address_components: v.array(
            v.object({ long_name: v.string(), short_name: unread(v.string()), types: v.array(v.string()) }),
          ),
        }),
      ),
    ),
    error_message: unread(v.string()),
  }),
} satisfies Record<EndpointName, v.GenericSchema | null>;

/** What is wrong with an answer of a call, one line each: `listcategories.php data[3].sort_order: expected …`. */
export function contractReport(name: EndpointName, body: unknown): { failures: string[]; notes: string[] } {
  const schema: v.GenericSchema | null = responseSchemas[name];
  const problems = schema ? problemsOf(schema, body) : [];
  const line = (p: Problem) => `${endpoints[name].path} ${describeProblem(p)}`;
  return { failures: problems.filter((p) => !p.note).map(line), notes: problems.filter((p) => p.note).map(line) };
}
