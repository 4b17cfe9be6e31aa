/** The mock backend's tables as schemas: the row types are inferred from them, and an imported state must fit them. */
import * as v from 'valibot';
import { requestSchemas } from '../src/api/requests';

/** The layout's version: a change to the tables bumps it, and copies of another version are not read. */
export const DB_VERSION = 2;

const str = v.string();
const num = v.number();
const text = v.nullable(v.string());
const active = v.picklist(['active', 'inactive']);
const flag = v.picklist([0, 1]);
const otpAudience = v.picklist(['customer', 'vendor']);
const audience = v.picklist(['customer', 'vendor', 'admin']);

const strings = <K extends string>(...keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, str])) as Record<K, typeof str>;

const customer = v.object({
  id: num,
  ...strings('name', 'email', 'phone', 'password', 'address', 'city', 'state', 'pincode', 'landmark'),
  profile_image: text,
  email_verified: v.literal(1),
  created_at: str,
});

const vendor = v.object({
  id: num,
  ...strings('firstName', 'lastName', 'email', 'phone', 'password', 'businessName', 'businessType', 'experience'),
  ...strings('address', 'city', 'state', 'zipCode'),
  serviceRadius: num,
  services: v.array(num),
  profileImage: text,
  documents: v.object({ idProof: text, businessLicense: text, insurance: text }),
  status: v.picklist(['pending', 'active', 'suspended']),
  email_verified: v.literal(1),
  created_at: str,
});

/** What every catalogue row keeps: every column, not just what the client reads. */
const catalogueRow = {
  id: num,
  name: str,
  slug: str,
  description: str,
  image_url: text,
  sort_order: num,
  is_featured: flag,
  meta_title: str,
  meta_description: str,
  status: active,
  created_at: str,
  updated_at: str,
};
const category = v.object({ ...catalogueRow, icon: str, created_by: num });
/** `image` is a bare file name, served from the subcategory uploads folder. */
const subcategory = v.object({ ...category.entries, category_id: num, image: text });

const service = v.object({
  ...catalogueRow,
  category_id: num,
  subcategory_id: num,
  short_description: str,
  gallery: v.array(str),
  base_price: num,
  original_price: v.nullable(num),
  discount: v.nullable(num),
  rating: v.nullable(num),
  review_count: v.nullable(num),
  duration_minutes: num,
  includes: v.array(str),
  excludes: v.array(str),
  faqs: v.array(v.object({ question: str, answer: str })),
});

/** A booking stores the request as the client sent it (createBooking), plus what the server adds. */
const booking = v.object({
  ...requestSchemas.createBooking.entries,
  id: num,
  booking_number: str,
  status: v.picklist(['pending', 'confirmed', 'in_progress', 'completed', 'cancelled']),
  created_at: str,
});

const seed = v.object({
  customers: v.array(customer),
  vendors: v.array(vendor),
  admins: v.array(v.object({ id: num, name: str, email: str, password: str, role: str })),
  categories: v.array(category),
  subcategories: v.array(subcategory),
  services: v.array(service),
  bookings: v.array(booking),
});

const session = v.object({ token: str, audience, account_id: num, expires_at: num });
const otp = v.object({ audience: otpAudience, email: str, code: str, expires_at: num, verified: v.boolean() });
const mail = v.object({ audience: otpAudience, to: str, code: str, sent_at: num });
/** An uploaded file: its type and the base64 of its bytes. */
const storedFile = v.object({ type: str, data: str });

export const dbStateSchema = v.object({
  version: v.literal(DB_VERSION),
  ...seed.entries,
  sessions: v.array(session),
  otps: v.array(otp),
  outbox: v.array(mail),
  /** Uploaded files by their path below the uploads folder, e.g. `subcategories/ac-repair-17.png`. */
  files: v.record(v.string(), storedFile),
});

export type CustomerRecord = v.InferOutput<typeof customer>;
export type VendorRecord = v.InferOutput<typeof vendor>;
export type CategoryRecord = v.InferOutput<typeof category>;
export type SubcategoryRecord = v.InferOutput<typeof subcategory>;
export type ServiceRecord = v.InferOutput<typeof service>;
export type BookingRecord = v.InferOutput<typeof booking>;
export type SeedData = v.InferOutput<typeof seed>;
export type Audience = v.InferOutput<typeof audience>;
export type SessionRecord = v.InferOutput<typeof session>;
export type OtpRecord = v.InferOutput<typeof otp>;
export type DbState = v.InferOutput<typeof dbStateSchema>;
