/**
 * Wire types of SPEC §7, field names exactly as the PHP backend sends them. Written once: every RESPONSE type is
 * derived from the response schemas (src/api/schemas.ts, storedSchemas.ts) the app checks answers against, and
 * the request types of the JSON calls from the request table (src/api/requests.ts). Type-only imports: nothing
 * here reaches a bundle. What stays written out below are the values of the forms that build a request.
 */
import type { requestSchemas } from './requests';
import type { category, responseSchemas, service, subcategory } from './schemas';
import type { GenericSchema, InferOutput } from 'valibot';
export type { CustomerUser, VendorProfile } from './storedSchemas';

type Responses = typeof responseSchemas;
/** A PHP answer's success branch (src/api/schemas.ts `answer`), or the whole schema of a call that has no other. */
type SuccessOf<S> = S extends { options: readonly [infer T extends GenericSchema, ...unknown[]] }
  ? InferOutput<T>
  : S extends GenericSchema
    ? InferOutput<S>
    : unknown;
/** The answer of a successful call (src/api/outcome.ts `Ok`), with every field its response schema requires. */
export type Answer<N extends keyof Responses> = SuccessOf<Responses[N]>;
/** The fields of a call's request, as the request table describes them. */
export type Request<N extends keyof typeof requestSchemas> = InferOutput<(typeof requestSchemas)[N]>;

export type ActiveStatus = 'active' | 'inactive';

// ---- Customer ---------------------------------------------------------------------------------------------------
export type LoginRequest = Request<'login'>;
/** The multipart fields of registerUser; the photo may be left out (null or absent). */
export type RegisterUserRequest = Omit<Request<'registerUser'>, 'profile_image'> & { profile_image?: File | null };
export type BookingRequest = Request<'createBooking'>;

// ---- Catalogue ---------------------------------------------------------------------------------------------------
export type Category = InferOutput<typeof category>;
export type Subcategory = InferOutput<typeof subcategory>;
export type ServiceItem = InferOutput<typeof service>;
type CategoryListResponse = Answer<'listCategories'>;
export type Pagination = NonNullable<CategoryListResponse['pagination']>;
type CategoryNamesResponse = Answer<'getCategoryNames'>;
export type IdName = NonNullable<CategoryNamesResponse['data']>[number];
export interface CategoryListQuery {
  page?: number;
  limit?: number;
  status?: ActiveStatus | '';
  is_featured?: '0' | '1' | '';
  search?: string;
}
export interface SubcategoryListQuery {
  category_id?: number | string;
  page?: number;
  limit?: number;
  status?: ActiveStatus | '';
  search?: string;
}
export interface ServiceListQuery {
  category_id?: number | string;
  subcategory_id?: number | string;
  search?: string;
  /** Admin lists only (an extension, docs/decisions.md): 'all' or 'inactive'; customer calls send none. */
  status?: 'all' | ActiveStatus;
}

// ---- Vendor ------------------------------------------------------------------------------------------------------
export type BusinessType = 'individual' | 'company' | 'partnership' | 'llc';
export type Experience = '0-1' | '2-5' | '6-10' | '10+';
export interface RegisterVendorRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  businessName: string;
  businessType: BusinessType | '';
  experience: Experience | '';
  address: string;
  city: string;
  state: string;
  zipCode: string;
  serviceRadius: number;
  services: number[];
  profileImage?: File | null;
  idProof?: File | null;
  businessLicense?: File | null;
  insurance?: File | null;
}

// ---- Admin -------------------------------------------------------------------------------------------------------
type ViewCategoryResponse = Answer<'viewCategory'>;
export type CategoryDetails = NonNullable<ViewCategoryResponse['data']>;
export interface CategoryForm {
  name: string;
  slug: string;
  description: string;
  icon: string;
  sort_order: number;
  is_featured: boolean;
  meta_title: string;
  meta_description: string;
  status: ActiveStatus;
  image?: File | null;
}
export interface ServiceFaq {
  question: string;
  answer: string;
}

// ---- Maps --------------------------------------------------------------------------------------------------------
export type GeocodeResponse = Answer<'reverseGeocode'>;
export type GeocodeResult = NonNullable<GeocodeResponse['results']>[number];
