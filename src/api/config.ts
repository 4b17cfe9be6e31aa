/** Every backend URL; each variable is optional, the defaults suit a build served next to the PHP backend. */
const env = import.meta.env;

const pick = (value: string | undefined, fallback: string) =>
  value !== undefined && value.trim() !== '' ? value.trim().replace(/\/+$/, '') : fallback;

const apiBaseUrl = pick(env.VITE_API_BASE_URL, '');
/**
 * The backend's stand-in for Google's reverse geocoding, which adds the key itself: a key the browser sends is
 * anyone's, as Google's web service cannot be restricted by referrer. Not a `config` key: property names are not
 * minified, and the customer shell's budget counts every byte.
 */
export const geocodeUrl = pick(env.VITE_GEOCODE_URL, '');

export const config = {
  mocking: __API_MOCKING__,
  apiBaseUrl,
  userApiUrl: pick(env.VITE_USER_API_URL, `${apiBaseUrl}/api/user`),
  adminApiUrl: pick(env.VITE_ADMIN_API_URL, `${apiBaseUrl}/api/admin`),
  vendorApiUrl: pick(env.VITE_VENDOR_API_URL, `${apiBaseUrl}/api/vendor`),
  uploadsUrl: pick(env.VITE_UPLOADS_URL, `${apiBaseUrl}/uploads`),
  mapsApiUrl: 'https://maps.googleapis.com/maps/api/geocode',
  mapsApiKey: geocodeUrl ? '' : (env.VITE_MAPS_API_KEY ?? ''),
  /** Off: on a backend of another origin the header makes every admin call CORS-preflighted. */
  adminBearer: env.VITE_ADMIN_BEARER?.trim().toLowerCase() !== 'off',
} as const;

export type ApiBase = 'user' | 'admin' | 'vendor' | 'root' | 'maps';

export const baseUrl = (base: ApiBase): string =>
  ({
    user: config.userApiUrl,
    admin: config.adminApiUrl,
    vendor: config.vendorApiUrl,
    maps: config.mapsApiUrl,
    root: config.apiBaseUrl,
  })[base];
