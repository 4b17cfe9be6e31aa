/**
 * The layout of the mock backend's tables (mocks/db.ts), as a schema of src/api/shape.ts: what an imported state
 * file (mocks/stateFile.ts) must fit before it replaces the data. Typed against the records, so a field added to a
 * record without its check here fails the type check.
 */
import { requestSchemas } from '../src/api/requests';
import { bool, list, nullable, num, obj, oneOf, str, type Schema } from '../src/api/shape';
import type { DbState, StoredFile } from './db';
import type {
  BookingRecord,
  CategoryRecord,
  CustomerRecord,
  SeedData,
  ServiceRecord,
  SubcategoryRecord,
  VendorRecord,
} from '../fixtures/records';

/** The layout's version: a change to the tables bumps it, and copies of another version are not read. */
export const DB_VERSION = 2;

const active = oneOf('active', 'inactive');
const flag = oneOf(0, 1);
const audience = oneOf('customer', 'vendor');

const customer: Schema<CustomerRecord> = obj({
  id: num,
  name: str,
  email: str,
  phone: str,
  password: str,
  address: str,
  city: str,
  state: str,
  pincode: str,
  landmark: str,
  profile_image: nullable(str),
  email_verified: oneOf(1),
  created_at: str,
});

const vendor: Schema<VendorRecord> = obj({
  id: num,
  firstName: str,
  lastName: str,
  email: str,
  phone: str,
  password: str,
  businessName: str,
  businessType: str,
  experience: str,
  address: str,
  city: str,
  state: str,
  zipCode: str,
  serviceRadius: num,
  services: list(num),
  profileImage: nullable(str),
  documents: obj({ idProof: nullable(str), businessLicense: nullable(str), insurance: nullable(str) }),
  status: oneOf('pending', 'active', 'suspended'),
  email_verified: oneOf(1),
  created_at: str,
});

const admin: Schema<SeedData['admins'][number]> = obj({ id: num, name: str, email: str, password: str, role: str });

const categoryFields = {
  id: num,
  name: str,
  slug: str,
  description: str,
  icon: str,
  image_url: nullable(str),
  sort_order: num,
  is_featured: flag,
  meta_title: str,
  meta_description: str,
  status: active,
  created_by: num,
  created_at: str,
  updated_at: str,
};
const category: Schema<CategoryRecord> = obj(categoryFields);
const subcategory: Schema<SubcategoryRecord> = obj({ ...categoryFields, category_id: num, image: nullable(str) });

const service: Schema<ServiceRecord> = obj({
  id: num,
  category_id: num,
  subcategory_id: num,
  name: str,
  slug: str,
  description: str,
  short_description: str,
  image_url: nullable(str),
  gallery: list(str),
  base_price: num,
  original_price: nullable(num),
  discount: nullable(num),
  rating: nullable(num),
  review_count: nullable(num),
  duration_minutes: num,
  includes: list(str),
  excludes: list(str),
  faqs: list(obj({ question: str, answer: str })),
  sort_order: num,
  is_featured: flag,
  meta_title: str,
  meta_description: str,
  status: active,
  created_at: str,
  updated_at: str,
});

// A booking stores the request as the client sent it (§7 createBooking), so it is checked by that call's fields.
const booking: Schema<BookingRecord> = obj({
  ...requestSchemas.createBooking.fields,
  id: num,
  booking_number: str,
  status: oneOf('pending', 'confirmed', 'in_progress', 'completed', 'cancelled'),
  created_at: str,
});

const storedFile: Schema<StoredFile> = obj({ type: str, data: str });

/** An object used as a map (file path → stored file): shape.ts has lists and records, not maps. */
const mapOf = <T>(value: Schema<T>): Schema<Record<string, T>> => ({
  check(v, path, out) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
      out.push({ path, expected: 'an object', got: Array.isArray(v) ? 'a list' : (JSON.stringify(v) ?? 'nothing') });
      return;
    }
    for (const [key, item] of Object.entries(v)) value.check(item, `${path}["${key}"]`, out);
  },
  json: { type: 'object', additionalProperties: value.json },
});

export const dbStateSchema: Schema<DbState> = obj({
  version: oneOf(DB_VERSION),
  customers: list(customer),
  vendors: list(vendor),
  admins: list(admin),
  categories: list(category),
  subcategories: list(subcategory),
  services: list(service),
  bookings: list(booking),
  sessions: list(obj({ token: str, audience: oneOf('customer', 'vendor', 'admin'), account_id: num, expires_at: num })),
  otps: list(obj({ audience, email: str, code: str, expires_at: num, verified: bool })),
  outbox: list(obj({ audience, to: str, code: str, sent_at: num })),
  files: mapOf(storedFile),
});
