/**
 * The request fields of every call, in the order the client sends them (the app imports only their types). Multipart
 * and query values travel as text; a key ending in `[]` goes as `name[0]`…
 */
import * as v from 'valibot';
import { endpoints, type EndpointDef, type EndpointName } from './endpoints';

const file = v.blob();
const text = v.string();
const filled = v.pipe(v.string(), v.regex(/\S/, 'some text'));
const numeral = v.pipe(v.string(), v.regex(/^\s*-?[0-9]+(\.[0-9]+)?\s*$/, 'a number as text'));
const flag = v.picklist(['1', '0']);
/** `items`: the JSON Schema of the list, for docs/openapi.yaml. */
const jsonText = (items: Record<string, unknown>) =>
  v.pipe(v.string(), v.metadata({ contentMediaType: 'application/json', contentSchema: { type: 'array', items } }));
const active = v.picklist(['active', 'inactive']);
const all = <S extends v.GenericSchema, K extends string>(schema: S, ...keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>;
const optional = <K extends string>(...keys: K[]) => all(v.optional(numeral), ...keys);

const credentials = { email: v.string(), password: v.string() };
const categoryEntries = {
  ...all(filled, 'name', 'slug'),
  ...all(text, 'description', 'icon'),
  sort_order: numeral,
  is_featured: flag,
  ...all(text, 'meta_title', 'meta_description'),
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
    ...all(filled, 'name', 'email', 'phone', 'password', 'address', 'city', 'state', 'pincode'),
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

  // Catalogue reads (query strings; the customer side sends fewer than the admin lists)
  listCategories: v.object({
    ...optional('page', 'limit'),
    status: v.optional(v.picklist(['active', 'inactive', ''])),
    is_featured: v.optional(v.picklist(['0', '1', ''])),
    search: v.optional(text),
  }),
  getSubcategories: v.object({
    ...optional('category_id', 'page', 'limit'),
    status: v.optional(v.picklist(['active', 'inactive', ''])),
    search: v.optional(text),
  }),
  listServices: v.object({
    ...optional('category_id', 'subcategory_id'),
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
    ...all(filled, 'firstName', 'lastName', 'email', 'phone', 'password', 'businessName'),
    businessType: v.picklist(['individual', 'company', 'partnership', 'llc']),
    experience: v.picklist(['0-1', '2-5', '6-10', '10+']),
    ...all(filled, 'address', 'city', 'state', 'zipCode'),
    serviceRadius: numeral,
    services: jsonText({ type: 'number' }),
    ...all(v.optional(file), 'profileImage', 'idProof', 'businessLicense', 'insurance'),
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
    ...all(numeral, 'category_id', 'subcategory_id'),
    ...all(filled, 'name', 'slug'),
    ...all(text, 'description', 'short_description'),
    image: v.optional(file),
    'gallery[]': v.optional(v.array(file)),
    ...all(numeral, 'base_price', 'duration_minutes'),
    includes: jsonText({ type: 'string' }),
    excludes: jsonText({ type: 'string' }),
    faqs: jsonText({
      type: 'object',
      properties: { question: { type: 'string' }, answer: { type: 'string' } },
      required: ['question', 'answer'],
    }),
    sort_order: numeral,
    is_featured: flag,
    ...all(text, 'meta_title', 'meta_description'),
    status: active,
  }),

  // Maps service
  reverseGeocode: v.object({ latlng: text, key: v.optional(text) }),
} satisfies Record<EndpointName, v.ObjectSchema<v.ObjectEntries, undefined>>;

const entriesOf = (name: EndpointName): Record<string, v.GenericSchema> => requestSchemas[name].entries;

export const requiredFields = (name: EndpointName): string[] =>
  Object.entries(entriesOf(name))
    .filter(([, field]) => field.type !== 'optional')
    .map(([key]) => key);

/** The fields the client always sends and never blank: what a server answers 'Missing required field' for. */
export const fieldsToFill = (name: EndpointName): string[] =>
  requiredFields(name).filter((field) => !v.is(entriesOf(name)[field], ''));

/** The field names on the wire: `action` first, `repeat` gives the count of a `[]` field (default 1). */
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
