/**
 * The entry of a prerendered page's boot script (scripts/prerender.ts builds it into `boot-<hash>.js`). The
 * build defines the app's entry file; it stays outside the bundle, imported at run time.
 */
import { bootPrerenderedPage } from './boot';

declare const __APP_ENTRY__: string;

bootPrerenderedPage(() => import(/* @vite-ignore */ __APP_ENTRY__));
