/** What boot.ts, scripts/prerender.ts and startApp share: names and types only, no more of the boot in the entry. */

/** The id of a prerendered page's data block (`<script type="application/json">`, never executed). */
export const PAGE_DATA_ID = 'prerendered-page';

/** What the data block holds: the path the HTML was rendered for, and the app's modules the page starts with. */
export interface PageData {
  path: string;
  modules: string[];
}

/** On <html> from the boot until startApp starts hydrating or rendering; submits stay held longer (./earlyInput.ts). */
export const BOOTING_ATTRIBUTE = 'data-booting';

/** Dispatched on `document` by the app once React has adopted the prerendered page. */
export const HYDRATED_EVENT = 'app:hydrated';
