/** The boot script's entry (`boot-<hash>.js`); the app's entry file, defined by the build, is imported at run time. */
import { bootPrerenderedPage } from './boot';

declare const __APP_ENTRY__: string;

bootPrerenderedPage(() => import(/* @vite-ignore */ __APP_ENTRY__));
