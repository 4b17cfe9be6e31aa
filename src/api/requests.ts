/**
 * THE request fields of SPEC §7, call by call, beside the endpoint table (which gives method, path, body kind and
 * `action`): each field's name, wire type and whether the client always sends it, written once. The request types
 * of src/api/types.ts, docs/openapi.yaml, the contract test and the mock backend's required-field checks all read
 * them. Order is the order the client sends. Not imported by the app at run time (types only).
 *
 * Multipart values travel as text: `filled` for text that may not be blank, `text` for any, `numeral` for numbers, `flag` for PHP booleans (1/0),
 * `jsonText(…)` for the JSON-encoded lists of §7; `file` for uploads. A key ending in `[]` is a repeated field sent
 * as `name[0]`, `name[1]`… (the service gallery).
 */
import { endpoints, type EndpointDef, type EndpointName } from './endpoints';
import { bool, leaf, list, nullable, num, obj, oneOf, opt, problemsOf, str, type Schema } from './shape';

export const file = leaf<File>('a file', (v) => v instanceof Blob, { type: 'string', format: 'binary' });
const text = str;
const filled = leaf<string>('some text', (v) => typeof v === 'string' && v.trim() !== '', {
  type: 'string',
  minLength: 1,
});
// Stryker disable next-line UnaryOperator: -v is NaN exactly when +v is
const numeral = leaf<string>('a number as text', (v) => typeof v === 'string' && v.trim() !== '' && !isNaN(+v), {
  type: 'string',
  pattern: '^-?[0-9]+(\\.[0-9]+)?$',
});
const flag = oneOf('1', '0');
const jsonText = <T>(content: Schema<T>) =>
  leaf<string>('JSON text', (v) => typeof v === 'string', {
    type: 'string',
    contentMediaType: 'application/json',
    contentSchema: content.json,
  });
const active = oneOf('active', 'inactive');

const credentials = { email: str, password: str };
const categoryFields = {
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
  image: opt(file),
};
const subcategoryFields = { category_id: numeral, ...categoryFields };

export const requestSchemas = {
  // Customer (user API)
  login: obj({ ...credentials, rememberMe: bool }),
  testConnection: obj({}),
  validateSession: obj({ session_token: str }),
  logout: obj({ session_token: str }),
  sendOtp: obj({ email: str }),
  verifyOtp: obj({ email: str, otp: str }),
  registerUser: obj({
    name: filled,
    email: filled,
    phone: filled,
    password: filled,
    address: filled,
    city: filled,
    state: filled,
    pincode: filled,
    landmark: text,
    profile_image: opt(file),
  }),
  createBooking: obj({
    user_id: num,
    service_id: num,
    category_id: nullable(num),
    subcategory_id: nullable(num),
    service_name: str,
    service_price: num,
    total_amount: num,
    service_address: str,
    service_latitude: nullable(num),
    service_longitude: nullable(num),
    pincode: str,
    scheduled_date: str,
    scheduled_time: str,
    special_instructions: str,
    payment_method: oneOf('cash', 'online', 'card'),
  }),

  // Catalogue reads (query strings: every value is text; the customer side sends fewer than the admin lists)
  listCategories: obj({
    page: opt(numeral),
    limit: opt(numeral),
    status: opt(oneOf('active', 'inactive', '')),
    is_featured: opt(oneOf('0', '1', '')),
    search: opt(text),
  }),
  getSubcategories: obj({
    category_id: opt(numeral),
    page: opt(numeral),
    limit: opt(numeral),
    status: opt(oneOf('active', 'inactive', '')),
    search: opt(text),
  }),
  listServices: obj({
    category_id: opt(numeral),
    subcategory_id: opt(numeral),
    search: opt(text),
    status: opt(oneOf('all', 'active', 'inactive')),
  }),
  getCategoryNames: obj({}),
  listCategoryOptions: obj({}),
  listSubcategoryOptions: obj({ category_id: numeral }),

  // Vendor
  vendorData: obj({}),
  vendorLogout: obj({}),
  vendorSendOtp: obj({ email: str }),
  vendorVerifyOtp: obj({ email: str, otp: str }),
  registerVendor: obj({
    firstName: filled,
    lastName: filled,
    email: filled,
    phone: filled,
    password: filled,
    businessName: filled,
    businessType: oneOf('individual', 'company', 'partnership', 'llc'),
    experience: oneOf('0-1', '2-5', '6-10', '10+'),
    address: filled,
    city: filled,
    state: filled,
    zipCode: filled,
    serviceRadius: numeral,
    services: jsonText(list(num)),
    profileImage: opt(file),
    idProof: opt(file),
    businessLicense: opt(file),
    insurance: opt(file),
  }),
  vendorLogin: obj({ ...credentials, rememberMe: bool }),

  // Admin
  adminLogin: obj(credentials),
  addCategory: obj(categoryFields),
  deleteCategory: obj({ id: num }),
  viewCategory: obj({ id: numeral }),
  addSubcategory: obj(subcategoryFields),
  addSubcategoryAlt: obj(subcategoryFields),
  updateSubcategoryStatus: obj({ subcategory_id: num, status: active }),
  deleteSubcategory: obj({ subcategory_id: num }),
  addService: obj({
    category_id: numeral,
    subcategory_id: numeral,
    name: filled,
    slug: filled,
    description: text,
    short_description: text,
    image: opt(file),
    'gallery[]': opt(list(file)),
    base_price: numeral,
    duration_minutes: numeral,
    includes: jsonText(list(str)),
    excludes: jsonText(list(str)),
    faqs: jsonText(list(obj({ question: str, answer: str }))),
    sort_order: numeral,
    is_featured: flag,
    meta_title: text,
    meta_description: text,
    status: active,
  }),

  // Maps service
  reverseGeocode: obj({ latlng: text, key: opt(text) }),
} satisfies Record<EndpointName, Schema<unknown> & { fields: Record<string, Schema<unknown>> }>;

type Fields<N extends EndpointName> = (typeof requestSchemas)[N]['fields'];
const isOptional = (field: Schema<unknown>) => (field as { optional?: boolean }).optional === true;

/** The request field names of a call, in the order the client sends them (repeated fields as `gallery[]`). */
export const requestFields = <N extends EndpointName>(name: N) =>
  Object.keys(requestSchemas[name].fields) as (keyof Fields<N> & string)[];

/** The fields the client always sends (the server may refuse a request without one). */
export const requiredFields = (name: EndpointName): string[] =>
  Object.entries(requestSchemas[name].fields as Record<string, Schema<unknown>>)
    .filter(([, field]) => !isOptional(field))
    .map(([key]) => key);

/** The fields the client always sends and never blank: what a server answers 'Missing required field' for. */
export const fieldsToFill = (name: EndpointName): string[] =>
  requiredFields(name).filter(
    (field) => problemsOf((requestSchemas[name].fields as Record<string, Schema<unknown>>)[field], '').length > 0,
  );

/**
 * The field names a request carries on the wire: `action` first when the endpoint table gives one, then the fields
 * (leaving out `omit`), a repeated field as `name[0]`… `name[count-1]` (`repeat` gives the count, default 1).
 */
export function wireFieldNames(
  name: EndpointName,
  // Stryker disable next-line ArrayDeclaration: no field is named as the mutant's stand-in, so omitting it is a no-op
  { omit = [], repeat = {} }: { omit?: string[]; repeat?: Record<string, number> } = {},
): string[] {
  const { action }: EndpointDef = endpoints[name];
  const names = Object.keys(requestSchemas[name].fields)
    .filter((field) => !omit.includes(field))
    .flatMap((field) => {
      if (!field.endsWith('[]')) return [field];
      const base = field.slice(0, -2);
      return Array.from({ length: repeat[base] ?? 1 }, (_, i) => `${base}[${i}]`);
    });
  return action ? ['action', ...names] : names;
}
