/**
 * Reads the environment once and builds every backend URL (docs/architecture.md, "Layers").
 * Every variable is optional: the defaults let a build served next to the PHP backend work unchanged.
 */
const env = import.meta.env;

const noTrailingSlash = (value: string) => value.replace(/\/+$/, '');
const pick = (value: string | undefined, fallback: string) =>
  value !== undefined && value.trim() !== '' ? noTrailingSlash(value.trim()) : fallback;

const apiBaseUrl = pick(env.VITE_API_BASE_URL, '');
/**
 * A path of the backend that answers the reverse-geocoding query (`latlng`) as Google does and adds the key
 * itself (VITE_GEOCODE_URL): Google's Geocoding web service cannot be restricted by referrer, so a key the browser
 * sends is anyone's. When set, the maps call goes there instead of Google (`endpointUrl`), with no key. A plain
 * export, not a `config` key: the customer shell's budget counts every byte, and a property name is not minified.
 */
export const geocodeUrl = pick(env.VITE_GEOCODE_URL, '');

export const config = {
  /** True when the in-browser mock backend answers every call (decided at build time). */
  mocking: __API_MOCKING__,
  apiBaseUrl,
  userApiUrl: pick(env.VITE_USER_API_URL, `${apiBaseUrl}/api/user`),
  adminApiUrl: pick(env.VITE_ADMIN_API_URL, `${apiBaseUrl}/api/admin`),
  vendorApiUrl: pick(env.VITE_VENDOR_API_URL, `${apiBaseUrl}/api/vendor`),
  uploadsUrl: pick(env.VITE_UPLOADS_URL, `${apiBaseUrl}/uploads`),
  /** Google's reverse-geocoding service (§7 Maps). */
  mapsApiUrl: 'https://maps.googleapis.com/maps/api/geocode',
  /** Sent to Google only: never to the backend's geocoding path, which holds its own. */
  mapsApiKey: geocodeUrl ? '' : (env.VITE_MAPS_API_KEY ?? ''),
  /**
   * Admin calls carry `Authorization: Bearer <admin token>` unless `VITE_ADMIN_BEARER=off`: on a backend of
   * another origin the header makes every admin call CORS-preflighted, which some servers cannot answer.
   */
  adminBearer: env.VITE_ADMIN_BEARER?.trim().toLowerCase() !== 'off',
} as const;

export type ApiBase = 'user' | 'admin' | 'vendor' | 'root' | 'maps';

export function baseUrl(base: ApiBase): string {
  switch (base) {
    case 'user':
      return config.userApiUrl;
    case 'admin':
      return config.adminApiUrl;
    case 'vendor':
      return config.vendorApiUrl;
    case 'maps':
      return config.mapsApiUrl;
    case 'root':
      return config.apiBaseUrl;
  }
}
