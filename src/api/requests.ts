/**
 * THE request fields of SPEC §7, call by call, beside the endpoint table (which gives method, path, body kind and
 * `action`): each field's name, wire type and whether the client always sends it, written once in Valibot. The
 * request types of src/api/types.ts, docs/openapi.yaml, the contract test and the mock backend's required-field
 * checks all read them. Order is the order the client sends. The app itself imports only their types.
 *
 * Multipart and query values travel as text: `filled` for text that may not be blank, `numeral` for numbers,
 * `flag` for PHP booleans (1/0), `jsonText` for the JSON-encoded lists of §7. A key ending in `[]` is a repeated
 * field sent as `name[0]`, `name[1]`… (the service gallery).
 */
import * as v from 'valibot';
import { endpoints, type EndpointDef, type EndpointName } from './endpoints';

/** An upload: any Blob (a File is one), never its name. */
const file = v.blob();
const text = v.string();
const filled = v.pipe(v.string(), v.regex(/\S/, 'some text'));
const numeral = v.pipe(v.string(), v.regex(/^\s*-?[0-9]+(\.[0-9]+)?\s*$/, 'a number as text'));
const flag = v.picklist(['1', '0']);
/** JSON-encoded text; `items` is the JSON Schema of the list it holds, for docs/openapi.yaml. */
const jsonText = (items: Record<string, unknown>) =>
  v.pipe(v.string(), v.metadata({ contentMediaType: 'application/json', contentSchema: { type: 'array', items } }));
const active = v.picklist(['active', 'inactive']);

const credentials = { email: v.string(), password: v.string() };
const categoryEntries = {
  name: filled,
  slug: filled,
  description: text,
  icon: text,
  sort_order: numeral,
  is_featured: flag,
  meta_title: text,
  meta_description: text,
  status: active,
  created_by: numeral,
  image: v.optional(file),
};
const subcategoryEntries = { category_id: numeral, ...categoryEntries };

export const requestSchemas = {
  // Customer (user API)
  login: v.object({ ...credentials, rememberMe: v.boolean() }),
  testConnection: v.object({}),
  validateSession: v.object({ session_token: v.string() }),
  logout: v.object({ session_token: v.string() }),
  sendOtp: v.object({ email: v.string() }),
  verifyOtp: v.object({ email: v.string(), otp: v.string() }),
  registerUser: v.object({
    name: filled,
    email: filled,
    phone: filled,
    password: filled,
    address: filled,
    city: filled,
    state: filled,
    pincode: filled,
    landmark: text,
    profile_image: v.optional(file),
  }),
  createBooking: v.object({
    user_id: v.number(),
    service_id: v.number(),
    category_id: v.nullable(v.number()),
    subcategory_id: v.nullable(v.number()),
    service_name: v.string(),
    service_price: v.number(),
    total_amount: v.number(),
    service_address: v.string(),
    service_latitude: v.nullable(v.number()),
    service_longitude: v.nullable(v.number()),
    pincode: v.string(),
    scheduled_date: v.string(),
    scheduled_time: v.string(),
    special_instructions: v.string(),
    payment_method: v.picklist(['cash', 'online', 'card']),
  }),

  // Catalogue reads (query strings: every value is text; the customer side sends fewer than the admin lists)
  listCategories: v.object({
    page: v.optional(numeral),
    limit: v.optional(numeral),
    status: v.optional(v.picklist(['active', 'inactive', ''])),
    is_featured: v.optional(v.picklist(['0', '1', ''])),
    search: v.optional(text),
  }),
  getSubcategories: v.object({
    category_id: v.optional(numeral),
    page: v.optional(numeral),
    limit: v.optional(numeral),
    status: v.optional(v.picklist(['active', 'inactive', ''])),
    search: v.optional(text),
  }),
  listServices: v.object({
    category_id: v.optional(numeral),
    subcategory_id: v.optional(numeral),
    search: v.optional(text),
    status: v.optional(v.picklist(['all', 'active', 'inactive'])),
  }),
  getCategoryNames: v.object({}),
  listCategoryOptions: v.object({}),
  listSubcategoryOptions: v.object({ category_id: numeral }),

  // Vendor
  vendorData: v.object({}),
  vendorLogout: v.object({}),
  vendorSendOtp: v.object({ email: v.string() }),
  vendorVerifyOtp: v.object({ email: v.string(), otp: v.string() }),
  registerVendor: v.object({
    firstName: filled,
    lastName: filled,
    email: filled,
    phone: filled,
    password: filled,
    businessName: filled,
    businessType: v.picklist(['individual', 'company', 'partnership', 'llc']),
    experience: v.picklist(['0-1', '2-5', '6-10', '10+']),
    address: filled,
    city: filled,
    state: filled,
    zipCode: filled,
    serviceRadius: numeral,
    services: jsonText({ type: 'number' }),
    profileImage: v.optional(file),
    idProof: v.optional(file),
    businessLicense: v.optional(file),
    insurance: v.optional(file),
  }),
  vendorLogin: v.object({ ...credentials, rememberMe: v.boolean() }),

  // Admin
  adminLogin: v.object(credentials),
  addCategory: v.object(categoryEntries),
  deleteCategory: v.object({ id: v.number() }),
  viewCategory: v.object({ id: numeral }),
  addSubcategory: v.object(subcategoryEntries),
  addSubcategoryAlt: v.object(subcategoryEntries),
  updateSubcategoryStatus: v.object({ subcategory_id: v.number(), status: active }),
  deleteSubcategory: v.object({ subcategory_id: v.number() }),
  addService: v.object({
    category_id: numeral,
    subcategory_id: numeral,
    name: filled,
    slug: filled,
    description: text,
    short_description: text,
    image: v.optional(file),
    'gallery[]': v.optional(v.array(file)),
    base_price: numeral,
    duration_minutes: numeral,
    includes: jsonText({ type: 'string' }),
    excludes: jsonText({ type: 'string' }),
    faqs: jsonText({
      type: 'object',
      properties: { question: { type: 'string' }, answer: { type: 'string' } },
      required: ['question', 'answer'],
    }),
    sort_order: numeral,
    is_featured: flag,
    meta_title: text,
    meta_description: text,
    status: active,
  }),

  // Maps service
  reverseGeocode: v.object({ latlng: text, key: v.optional(text) }),
} satisfies Record<EndpointName, v.ObjectSchema<v.ObjectEntries, undefined>>;

const entriesOf = (name: EndpointName): Record<string, v.GenericSchema> => requestSchemas[name].entries;

/** The fields the client always sends (the server may refuse a request without one). */
export const requiredFields = (name: EndpointName): string[] =>
  Object.entries(entriesOf(name))
    .filter(([, field]) => field.type !== 'optional')
    .map(([key]) => key);

/** The fields the client always sends and never blank: what a server answers 'Missing required field' for. */
export const fieldsToFill = (name: EndpointName): string[] =>
  requiredFields(name).filter((field) => !v.is(entriesOf(name)[field], ''));

/**
 * The field names a request carries on the wire: `action` first when the endpoint table gives one, then the fields
 * (leaving out `omit`), a repeated field as `name[0]`… `name[count-1]` (`repeat` gives the count, default 1).
 */
export function wireFieldNames(
  name: EndpointName,
  { omit = [], repeat = {} }: { omit?: string[]; repeat?: Record<string, number> } = {},
): string[] {
  const { action }: EndpointDef = endpoints[name];
  const names = Object.keys(entriesOf(name))
    .filter((field) => !omit.includes(field))
    .flatMap((field) => {
      if (!field.endsWith('[]')) return [field];
      const base = field.slice(0, -2);
      return Array.from({ length: repeat[base] ?? 1 }, (_, i) => `${base}[${i}]`);
    });
  return action ? ['action', ...names] : names;
}
