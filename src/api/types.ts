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
/** A list query as the app passes it: a number or text where the wire has text. */
type Query<N extends keyof typeof requestSchemas> = {
  [K in keyof Request<N>]?: string extends Request<N>[K] ? Request<N>[K] | number : Request<N>[K];
};
export type CategoryListQuery = Query<'listCategories'>;
export type SubcategoryListQuery = Query<'getSubcategories'>;
/** `status` only from the admin lists (an extension, docs/decisions.md): customer calls send none. */
export type ServiceListQuery = Query<'listServices'>;

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
