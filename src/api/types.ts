// Type-only imports: nothing here reaches a bundle. Written out are only the values of the forms.
import type { requestSchemas } from './requests';
import type { category, responseSchemas, service, subcategory } from './schemas';
import type { GenericSchema, InferOutput } from 'valibot';
export type { CustomerUser, VendorProfile } from './storedSchemas';

type Responses = typeof responseSchemas;
/** A PHP answer's success branch, or the whole schema of a call that has no other. */
type SuccessOf<S> = S extends { options: readonly [infer T extends GenericSchema, ...unknown[]] }
  ? InferOutput<T>
  : S extends GenericSchema
    ? InferOutput<S>
    : unknown;
export type Answer<N extends keyof Responses> = SuccessOf<Responses[N]>;
export type Request<N extends keyof typeof requestSchemas> = InferOutput<(typeof requestSchemas)[N]>;

export type ActiveStatus = 'active' | 'inactive';

export type LoginRequest = Request<'login'>;
/** The multipart fields of registerUser; the photo may be left out (null or absent). */
export type RegisterUserRequest = Omit<Request<'registerUser'>, 'profile_image'> & { profile_image?: File | null };
export type BookingRequest = Request<'createBooking'>;

export type Category = InferOutput<typeof category>;
export type Subcategory = InferOutput<typeof subcategory>;
export type ServiceItem = InferOutput<typeof service>;
export type IdName = Answer<'getCategoryNames'>['data'][number];
interface ListQuery {
  page?: number;
  limit?: number;
  status?: ActiveStatus | '';
  search?: string;
}
export type CategoryListQuery = ListQuery & { is_featured?: '0' | '1' | '' };
export type SubcategoryListQuery = ListQuery & { category_id?: number | string };
export interface ServiceListQuery {
  category_id?: number | string;
  subcategory_id?: number | string;
  search?: string;
  /** Admin lists only (an extension, docs/decisions.md): 'all' or 'inactive'; customer calls send none. */
  status?: 'all' | ActiveStatus;
}

type VendorFields = Request<'registerVendor'>;
export type BusinessType = VendorFields['businessType'];
export type Experience = VendorFields['experience'];
type VendorFile = 'profileImage' | 'idProof' | 'businessLicense' | 'insurance';
export type RegisterVendorRequest = Omit<
  VendorFields,
  VendorFile | 'businessType' | 'experience' | 'serviceRadius' | 'services'
> & {
  businessType: BusinessType | '';
  experience: Experience | '';
  serviceRadius: number;
  services: number[];
} & { [K in VendorFile]?: File | null };

export type CategoryDetails = NonNullable<Answer<'viewCategory'>['data']>;
/** The admin form's values: numbers and booleans where the wire has text. */
export type CategoryForm = Omit<Request<'addCategory'>, 'sort_order' | 'is_featured' | 'created_by' | 'image'> & {
  sort_order: number;
  is_featured: boolean;
  image?: File | null;
};

export type GeocodeResponse = Answer<'reverseGeocode'>;
export type GeocodeResult = NonNullable<GeocodeResponse['results']>[number];
