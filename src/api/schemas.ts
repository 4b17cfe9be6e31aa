/**
 * The response shapes of SPEC §7, one per call, written once: the app checks every answer against them at the
 * boundary (src/api/http.ts: a wrong shape is an ApiError of kind 'shape'), `npm run check:contract` reports
 * against them, and docs/openapi.yaml is generated from them. They require what the screens read and cannot
 * default, check the type of what they read when it is there (`opt`), and treat what no screen reads as
 * `unread` (a note, never a failure). They invent no rule §7 lacks.
 */
import { endpoints, type EndpointName } from './endpoints';
import {
  answer,
  any,
  describeProblem,
  list,
  nullable,
  num,
  obj,
  oneOf,
  opt,
  problemsOf,
  str,
  unread,
  type Problem,
  type Schema,
} from './shape';
import { user, vendorProfile } from './storedSchemas';

export { storedSchemas } from './storedSchemas';

const active = oneOf('active', 'inactive');

const categoryFields = {
  id: num,
  name: str,
  slug: opt(str),
  description: opt(nullable(str)),
  icon: opt(nullable(str)),
  image_url: opt(nullable(str)),
  sort_order: opt(num),
  is_featured: opt(oneOf(0, 1)),
  status: opt(active),
  meta_title: unread(nullable(str)),
  meta_description: unread(nullable(str)),
  created_by: unread(num),
  created_at: unread(str),
  creator_name: unread(nullable(str)),
  created_at_formatted: opt(str),
  updated_at_formatted: unread(str),
};
export const category = obj(categoryFields);
export const subcategory = obj({
  ...categoryFields,
  category_id: num,
  category_name: opt(str),
  image: opt(nullable(str)),
});
const pagination = obj({
  current_page: num,
  total_pages: num,
  total_records: num,
  per_page: num,
  has_next: unread(any),
  has_prev: unread(any),
  next_page: unread(nullable(num)),
  prev_page: unread(nullable(num)),
});
export const service = obj({
  id: num,
  name: str,
  slug: opt(str),
  short_description: opt(nullable(str)),
  description: opt(nullable(str)),
  price: num,
  original_price: opt(nullable(num)),
  discount: opt(nullable(num)),
  rating: opt(nullable(num)),
  review_count: opt(nullable(num)),
  duration: opt(nullable(num)),
  image_url: opt(nullable(str)),
  category_id: num,
  subcategory_id: num,
  status: opt(active),
  is_featured: opt(oneOf(0, 1)),
});
const idName = obj({ id: num, name: str });
const adminIdentity = obj({ id: num, name: str, email: str, role: opt(str) });
const statusMessage = obj({ status: str, message: opt(str) });
const ok = <F extends Record<string, Schema<unknown>>>(fields: F) =>
  answer(obj({ status: str, message: opt(str), ...fields }));

export const responseSchemas = {
  login: ok({ user, session_token: str, expires_at: opt(str) }),
  testConnection: null, // HTTP status only
  validateSession: ok({ user }),
  logout: null, // not read
  sendOtp: statusMessage,
  verifyOtp: statusMessage,
  registerUser: statusMessage,
  createBooking: ok({ booking_id: unread(num), booking_number: unread(str) }),
  listCategories: ok({ data: list(category), pagination: opt(pagination) }),
  getSubcategories: ok({ data: list(subcategory), total: opt(num) }),
  listServices: ok({ data: list(service) }),
  getCategoryNames: ok({ data: list(idName) }),
  listCategoryOptions: ok({ categories: list(idName) }),
  listSubcategoryOptions: ok({ subcategories: list(idName) }),
  vendorData: ok({ data: obj({ vendor: vendorProfile }) }),
  vendorLogout: null, // ignored
  vendorSendOtp: statusMessage,
  vendorVerifyOtp: statusMessage,
  registerVendor: statusMessage,
  vendorLogin: ok({ token: str, vendor: vendorProfile }),
  adminLogin: ok({ token: opt(str), admin: opt(adminIdentity) }),
  addCategory: ok({ data: unread(category) }),
  deleteCategory: statusMessage,
  viewCategory: ok({
    data: opt(
      obj({
        ...categoryFields,
        statistics: obj({ total_services: num, active_services: num, inactive_services: num }),
        recent_services: list(obj({ id: num, name: str, status: str, created_at_formatted: opt(str) })),
      }),
    ),
  }),
  addSubcategory: statusMessage,
  addSubcategoryAlt: statusMessage,
  updateSubcategoryStatus: statusMessage,
  deleteSubcategory: statusMessage,
  addService: ok({ service_id: unread(num) }),
  reverseGeocode: obj({
    status: str,
    results: opt(
      list(
        obj({
          formatted_address: str,
          address_components: list(obj({ long_name: str, short_name: unread(str), types: list(str) })),
        }),
      ),
    ),
    error_message: unread(str),
  }),
} satisfies Record<EndpointName, Schema<unknown> | null>;

/** What is wrong with an answer of a call, one line each: `listcategories.php data[3].sort_order: expected …`. */
export function contractReport(name: EndpointName, body: unknown): { failures: string[]; notes: string[] } {
  const schema: Schema<unknown> | null = responseSchemas[name];
  const problems = schema ? problemsOf(schema, body) : [];
  const line = (p: Problem) => `${endpoints[name].path} ${describeProblem(p)}`;
  return { failures: problems.filter((p) => !p.note).map(line), notes: problems.filter((p) => p.note).map(line) };
}
