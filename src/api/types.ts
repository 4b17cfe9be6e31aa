/**
 * Wire types of SPEC §7, field names exactly as the PHP backend sends them.
 * They list what the client reads; the backend may send more.
 */
export type Status = 'success' | 'error' | (string & {});
export type ActiveStatus = 'active' | 'inactive';
export type ZeroOne = 0 | 1;

export interface StatusMessage {
  status: Status;
  message?: string;
}

// ---- Customer ---------------------------------------------------------------------------------------------------
export interface CustomerUser {
  id: number;
  name: string;
  email: string;
  profile_image?: string | null;
  [extra: string]: unknown;
}
export interface LoginRequest {
  email: string;
  password: string;
  rememberMe: boolean;
}
export interface LoginResponse extends StatusMessage {
  user?: CustomerUser;
  session_token?: string;
  expires_at?: string;
}
export interface ValidateSessionResponse extends StatusMessage {
  user?: CustomerUser;
}
export interface RegisterUserRequest {
  name: string;
  email: string;
  phone: string;
  password: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  landmark: string;
  profile_image?: File | null;
}
export interface BookingRequest {
  user_id: number;
  service_id: number;
  category_id: number | null;
  subcategory_id: number | null;
  service_name: string;
  service_price: number;
  total_amount: number;
  service_address: string;
  service_latitude: number | null;
  service_longitude: number | null;
  pincode: string;
  scheduled_date: string;
  scheduled_time: string;
  special_instructions: string;
  payment_method: 'cash' | 'online' | 'card';
}

// ---- Catalogue ---------------------------------------------------------------------------------------------------
export interface Pagination {
  current_page: number;
  total_pages: number;
  total_records: number;
  per_page: number;
  has_next: boolean;
  has_prev: boolean;
  next_page: number | null;
  prev_page: number | null;
}
export interface Category {
  id: number;
  name: string;
  slug: string;
  description: string;
  icon: string;
  image_url: string | null;
  sort_order: number;
  is_featured: ZeroOne;
  meta_title: string;
  meta_description: string;
  status: ActiveStatus;
  created_by: number;
  created_at: string;
  creator_name?: string;
  created_at_formatted?: string;
  updated_at_formatted?: string;
}
export interface Subcategory extends Category {
  category_id: number;
  category_name?: string;
  /** A bare file name, served from the subcategory uploads folder (SPEC §3). */
  image: string | null;
}
export interface ServiceItem {
  id: number;
  name: string;
  slug?: string;
  short_description: string;
  description?: string;
  price: number;
  original_price?: number | null;
  discount?: number | null;
  rating?: number | null;
  review_count?: number | null;
  duration?: number | null;
  image_url: string | null;
  category_id: number;
  subcategory_id: number;
  status?: ActiveStatus;
  is_featured?: ZeroOne;
}
export interface CategoryListQuery {
  page?: number;
  limit?: number;
  status?: ActiveStatus | '';
  is_featured?: '0' | '1' | '';
  search?: string;
}
export interface CategoryListResponse extends StatusMessage {
  data?: Category[];
  pagination?: Pagination;
}
export interface SubcategoryListQuery {
  category_id?: number | string;
  page?: number;
  limit?: number;
  status?: ActiveStatus | '';
  search?: string;
}
export interface SubcategoryListResponse extends StatusMessage {
  data?: Subcategory[];
  total?: number;
}
export interface ServiceListQuery {
  category_id?: number | string;
  subcategory_id?: number | string;
  search?: string;
  /** Admin lists only (an extension, docs/decisions.md): 'all' or 'inactive'; customer calls send none. */
  status?: 'all' | ActiveStatus;
}
export interface ServiceListResponse extends StatusMessage {
  data?: ServiceItem[];
}
export interface IdName {
  id: number;
  name: string;
}
export interface CategoryNamesResponse extends StatusMessage {
  data?: IdName[];
}
export interface CategoryOptionsResponse extends StatusMessage {
  categories?: IdName[];
}
export interface SubcategoryOptionsResponse extends StatusMessage {
  subcategories?: IdName[];
}

// ---- Vendor ------------------------------------------------------------------------------------------------------
export interface VendorProfile {
  id?: number;
  name: string;
  profileImage?: string | null;
  [extra: string]: unknown;
}
export interface VendorDataResponse extends StatusMessage {
  data?: { vendor: VendorProfile };
}
export interface VendorLoginResponse extends StatusMessage {
  token?: string;
  vendor?: VendorProfile;
}
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
export interface SubcategoryForm extends CategoryForm {
  category_id: number | string;
}
export interface AddCategoryResponse extends StatusMessage {
  data?: Category;
}
export interface CategoryStatistics {
  total_services: number;
  active_services: number;
  inactive_services: number;
}
export interface RecentService {
  id: number;
  name: string;
  status: ActiveStatus;
  created_at_formatted: string;
}
export interface CategoryDetails extends Category {
  statistics: CategoryStatistics;
  recent_services: RecentService[];
}
export interface ViewCategoryResponse extends StatusMessage {
  data?: CategoryDetails;
}
export interface ServiceFaq {
  question: string;
  answer: string;
}
export interface ServiceForm {
  category_id: number | string;
  subcategory_id: number | string;
  name: string;
  slug: string;
  description: string;
  short_description: string;
  image?: File | null;
  gallery: File[];
  base_price: number | string;
  duration_minutes: number | string;
  includes: string[];
  excludes: string[];
  faqs: ServiceFaq[];
  sort_order: number | string;
  is_featured: boolean;
  meta_title: string;
  meta_description: string;
  status: ActiveStatus;
}

// ---- Maps --------------------------------------------------------------------------------------------------------
export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}
export interface GeocodeResult {
  formatted_address: string;
  address_components: AddressComponent[];
}
export interface GeocodeResponse {
  status: string;
  results: GeocodeResult[];
  error_message?: string;
}
