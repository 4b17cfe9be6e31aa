/**
 * Runtime shapes of every §7 response: the mock backend's tests prove each mock answer fits, and
 * `npm run check:contract`-style checks can run them against a real server. Not imported by app code,
 * so yup's schema objects stay out of the page bundles that do not need them.
 */
import * as yup from 'yup';
import type { EndpointName } from './endpoints';

const status = yup.string().required();
const message = yup.string();
const num = yup.number().required();
const str = yup.string().defined();
const nullableStr = yup.string().nullable().defined();

const user = yup.object({ id: num, name: str, email: str, profile_image: yup.string().nullable() });

const category = yup.object({
  id: num,
  name: str,
  slug: str,
  description: str,
  icon: str,
  image_url: nullableStr,
  sort_order: num,
  is_featured: yup.number().oneOf([0, 1]).required(),
  meta_title: str,
  meta_description: str,
  status: yup.string().oneOf(['active', 'inactive']).required(),
  created_by: num,
  created_at: str,
});
const subcategory = category.shape({ category_id: num, image: nullableStr });
const pagination = yup.object({
  current_page: num,
  total_pages: num,
  total_records: num,
  per_page: num,
  has_next: yup.boolean().required(),
  has_prev: yup.boolean().required(),
  next_page: yup.number().nullable().defined(),
  prev_page: yup.number().nullable().defined(),
});
const service = yup.object({
  id: num,
  name: str,
  short_description: str,
  price: num,
  original_price: yup.number().nullable(),
  discount: yup.number().nullable(),
  rating: yup.number().nullable(),
  review_count: yup.number().nullable(),
  duration: yup.number().nullable(),
  image_url: nullableStr,
  category_id: num,
  subcategory_id: num,
});
const idName = yup.object({ id: num, name: str });
const statusMessage = yup.object({ status, message });
const withFailure = <T extends yup.AnyObject>(success: yup.ObjectSchema<T>) =>
  yup.lazy((value: { status?: string }) =>
    value?.status === 'success' ? success : statusMessage.shape({ message: str }),
  );

type SyncSchema = { validateSync(value: unknown, options?: yup.ValidateOptions): unknown };

export const responseSchemas: Record<EndpointName, SyncSchema | null> = {
  login: withFailure(
    yup.object({ status, message, user: user.required(), session_token: str.min(16), expires_at: str }),
  ),
  testConnection: null, // HTTP status only
  validateSession: withFailure(yup.object({ status, user: user.required() })),
  logout: null, // not read
  sendOtp: statusMessage,
  verifyOtp: statusMessage,
  registerUser: statusMessage,
  createBooking: statusMessage,
  listCategories: withFailure(yup.object({ status, message, data: yup.array(category).required(), pagination })),
  getSubcategories: withFailure(yup.object({ status, message, data: yup.array(subcategory).required(), total: num })),
  listServices: withFailure(yup.object({ status, data: yup.array(service).required() })),
  getCategoryNames: withFailure(yup.object({ status, data: yup.array(idName).required() })),
  listCategoryOptions: withFailure(yup.object({ status, categories: yup.array(idName).required() })),
  listSubcategoryOptions: withFailure(yup.object({ status, subcategories: yup.array(idName).required() })),
  vendorData: withFailure(
    yup.object({
      status,
      data: yup
        .object({ vendor: yup.object({ name: str, profileImage: yup.string().nullable() }).required() })
        .required(),
    }),
  ),
  vendorLogout: null, // ignored
  vendorSendOtp: statusMessage,
  vendorVerifyOtp: statusMessage,
  registerVendor: statusMessage,
  vendorLogin: withFailure(
    yup.object({ status, token: str.min(16), vendor: yup.object({ name: str, email: str }).required() }),
  ),
  adminLogin: statusMessage,
  addCategory: withFailure(yup.object({ status, message, data: category.required() })),
  deleteCategory: statusMessage,
  viewCategory: withFailure(
    yup.object({
      status,
      message,
      data: category
        .shape({
          statistics: yup.object({ total_services: num, active_services: num, inactive_services: num }).required(),
          recent_services: yup
            .array(yup.object({ id: num, name: str, status: str, created_at_formatted: str }))
            .required(),
        })
        .required(),
    }),
  ),
  addSubcategory: statusMessage,
  addSubcategoryAlt: statusMessage,
  updateSubcategoryStatus: statusMessage,
  deleteSubcategory: statusMessage,
  addService: statusMessage,
  reverseGeocode: yup.object({
    status: str,
    results: yup
      .array(
        yup.object({
          formatted_address: str,
          address_components: yup
            .array(
              yup.object({ long_name: str, short_name: str, types: yup.array(yup.string().required()).required() }),
            )
            .required(),
        }),
      )
      .required(),
  }),
};

/** Throws a readable error when a response does not fit its call's schema. */
export function assertFitsContract(name: EndpointName, body: unknown): void {
  const schema = responseSchemas[name];
  if (!schema) return;
  schema.validateSync(body, { strict: true, abortEarly: false });
}
