/// <reference types="vite/client" />

declare const __API_MOCKING__: boolean;
/** True on the dev server with the mocks off only; false in every build (vite.config.ts). */
declare const __DRIFT_ALARM__: boolean;
/** True on the dev server, in Vitest and in the demo build; false in a build for the real backend (vite.config.ts). */
declare const __DEV_LOG__: boolean;

interface ImportMetaEnv {
  readonly VITE_API_MOCKING?: 'on' | 'off';
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_USER_API_URL?: string;
  readonly VITE_ADMIN_API_URL?: string;
  readonly VITE_VENDOR_API_URL?: string;
  readonly VITE_UPLOADS_URL?: string;
  readonly VITE_MAPS_API_KEY?: string;
  readonly VITE_GEOCODE_URL?: string;
  readonly VITE_ADMIN_BEARER?: string;
  /** The field measurement collector (docs/field-vitals.md); unset, a build measures nothing. */
  readonly VITE_RUM_URL?: string;
  /** The mock backend's seed: `recorded` starts it from fixtures/recorded/ (npm run fixtures:import). */
  readonly VITE_MOCK_SEED?: 'generated' | 'recorded';
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
