/**
 * What a prerendered page's boot script (./boot.ts), the build (scripts/prerender.ts) and the app (startApp) agree
 * on when the app takes a prerendered page over. Names and types only: the app's entry carries nothing else of
 * the boot script.
 */

/** The id of a prerendered page's data block (`<script type="application/json">`, never executed). */
export const PAGE_DATA_ID = 'prerendered-page';

/** What the data block holds: the path the HTML was rendered for, and the app's modules the page starts with. */
export interface PageData {
  path: string;
  modules: string[];
}

/**
 * On <html> from the boot until the app starts taking the page over (startApp removes it before it hydrates or
 * renders). A submit of the prerendered forms is held longer, until the hand-over (./earlyInput.ts): a press while
 * React adopts the page must not reach the app before what was typed does.
 */
export const BOOTING_ATTRIBUTE = 'data-booting';

/** Dispatched on `document` by the app once React has adopted the prerendered page. */
export const HYDRATED_EVENT = 'app:hydrated';
