import { baseUrl, geocodeUrl, type ApiBase } from './config';

type HttpMethod = 'GET' | 'POST' | 'DELETE';
type BodyKind = 'json' | 'multipart' | 'query' | 'none';

export interface EndpointDef {
  method: HttpMethod;
  base: ApiBase;
  /** Relative to the base, or root-relative when `base` is 'root'. */
  path: string;
  body: BodyKind;
  action?: string;
  credentials?: RequestCredentials;
  timeoutMs?: number;
  /** The admin's is our addition (docs/decisions.md), switched off by `VITE_ADMIN_BEARER=off`. */
  bearer?: 'customer' | 'vendor' | 'admin';
}

/** Files may take minutes on a phone's uplink (docs/decisions.md). */
export const UPLOAD_TIMEOUT_MS = 5 * 60_000;
const LOGIN_TIMEOUT_MS = 30_000;
const upload = { body: 'multipart', timeoutMs: UPLOAD_TIMEOUT_MS } as const;
const adminAuth = { base: 'root', bearer: 'admin' } as const;
// Every row names its method, base and path itself: e2e/deploy-nginx.spec.ts reads them from this file's text.
const vendorAuth = { bearer: 'vendor', credentials: 'include' } as const;

/** Every call of the backend: client functions and mock handlers are built from it (contract.test.ts). */
export const endpoints = {
  // Customer (user API)
  login: {
    method: 'POST',
    base: 'user',
    path: 'login.php',
    body: 'json',
    action: 'login',
    timeoutMs: LOGIN_TIMEOUT_MS,
  },
  testConnection: { method: 'POST', base: 'user', path: 'login.php', body: 'json', action: 'test' },
  validateSession: { method: 'POST', base: 'user', path: 'login.php', body: 'json', action: 'validateSession' },
  logout: { method: 'POST', base: 'user', path: 'login.php', body: 'json', action: 'logout' },
  sendOtp: { method: 'POST', base: 'user', path: 'register.php', body: 'json', action: 'sendOtp' },
  verifyOtp: { method: 'POST', base: 'user', path: 'register.php', body: 'json', action: 'verifyOtp' },
  registerUser: { method: 'POST', base: 'user', path: 'register.php', ...upload, action: 'registerUser' },
  createBooking: { method: 'POST', base: 'user', path: 'bookings/create.php', body: 'json', bearer: 'customer' },

  // Catalogue reads
  listCategories: { method: 'GET', base: 'admin', path: 'listcategories.php', body: 'query' },
  getSubcategories: { method: 'GET', base: 'admin', path: 'getsubcategories.php', body: 'query' },
  listServices: { method: 'GET', base: 'admin', path: 'listservices.php', body: 'query' },
  getCategoryNames: { method: 'GET', base: 'root', path: '/admin/getcategories.php', body: 'none' },
  listCategoryOptions: { method: 'GET', base: 'root', path: '/api/admin/categories/list.php', body: 'none' },
  listSubcategoryOptions: { method: 'GET', base: 'root', path: '/api/admin/subcategories/list.php', body: 'query' },

  // Vendor
  vendorData: { method: 'GET', base: 'vendor', ...vendorAuth, path: 'vendor-data.php', body: 'none' },
  // The vendor bearer as vendor-data.php has it: a backend that knows sessions by token (not cookie) can end it.
  vendorLogout: { method: 'POST', base: 'vendor', ...vendorAuth, path: 'logout.php', body: 'none' },
  vendorSendOtp: { method: 'POST', base: 'root', path: '/vendor/register.php', body: 'json', action: 'sendOtp' },
  vendorVerifyOtp: { method: 'POST', base: 'root', path: '/vendor/register.php', body: 'json', action: 'verifyOtp' },
  registerVendor: { method: 'POST', base: 'root', path: '/vendor/register.php', ...upload, action: 'registerVendor' },
  vendorLogin: { method: 'POST', base: 'root', path: '/vendor/login.php', body: 'json' },

  // Admin
  adminLogin: { method: 'POST', base: 'root', path: '/api/admin/login.php', body: 'json' },
  addCategory: { method: 'POST', ...adminAuth, path: '/admin/addcategories.php', ...upload },
  deleteCategory: { method: 'DELETE', ...adminAuth, path: '/admin/deletecategory.php', body: 'json' },
  viewCategory: { method: 'GET', ...adminAuth, path: '/admin/viewcategory.php', body: 'query' },
  addSubcategory: { method: 'POST', ...adminAuth, path: '/admin/addsubcategories.php', ...upload },
  addSubcategoryAlt: { method: 'POST', ...adminAuth, path: '/api/admin/subcategories/add.php', ...upload },
  updateSubcategoryStatus: { method: 'POST', ...adminAuth, path: '/admin/updatesubcategorystatus.php', body: 'json' },
  deleteSubcategory: { method: 'POST', ...adminAuth, path: '/admin/deletesubcategory.php', body: 'json' },
  addService: { method: 'POST', ...adminAuth, path: '/api/admin/services/add.php', ...upload },

  // Maps service
  reverseGeocode: { method: 'GET', base: 'maps', path: 'json', body: 'query' },
} as const satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof endpoints;
export const endpointNames = Object.keys(endpoints) as EndpointName[];

export function endpointUrl(name: EndpointName): string {
  const def: EndpointDef = endpoints[name];
  if (def.base === 'maps' && geocodeUrl) return geocodeUrl;
  const base = baseUrl(def.base);
  return def.base === 'root' ? `${base}${def.path}` : `${base}/${def.path}`;
}
