/** Shared Playwright pieces: a page with no artificial mock latency, and the axe check every page passes. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { HYDRATED_EVENT } from '../src/app/prerender/handover';
import { A11Y_TAGS } from '../src/test/a11yTags';

export const test = base.extend({
  page: async ({ page }, use) => {
    // The mock backend adds 250 ms per call by default so people see spinners; tests need no wait.
    await page.addInitScript(() => {
      const key = 'hsm-mock-scenario';
      if (!window.sessionStorage.getItem(key)) {
        window.sessionStorage.setItem(key, JSON.stringify({ name: 'normal', endpoint: null, latencyMs: 0 }));
      }
    });
    await page.addInitScript(noteHandOver, HYDRATED_EVENT);
    await use(page);
  },
});
export { expect };

/** In the page: marks the document once the app has taken a prerendered page over (its `app:hydrated`). */
function noteHandOver(event: string) {
  document.addEventListener(event, () => document.documentElement.setAttribute('data-test-handed-over', ''));
}

/**
 * Waits until the app has taken the prerendered page it opened over (`app:hydrated`): until then the page is its
 * HTML, whose links reload and whose buttons do nothing but submit (held until the hand-over). A page the app
 * renders itself has no hand-over: wait for what it shows instead. `waitForMockBackend` includes this wait.
 */
export async function waitForHandOver(page: Page): Promise<void> {
  await expect(page.locator('html[data-test-handed-over]')).toBeAttached();
}

/** Fails with the list of violations (rule, impact, target) when axe finds any on the page as it is now. */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  await settleTransitions(page);
  // axe's source is parsed once per document, not twice per scan; the app has no iframe, so the legacy run (axe.run
  // in the page) sees what the per-frame run does, without a second blank page to merge in. Passing rules are not
  // listed node by node: only violations are asserted.
  const axeLoaded = await page.evaluate(() => 'axe' in window);
  let builder = new AxeBuilder({ page, axeSource: axeLoaded ? ';' : undefined })
    .options({ resultTypes: ['violations'] }) // before withTags, which adds to these options
    .withTags(A11Y_TAGS) // WCAG 2.2 AA: wcag2a … wcag22aa
    .setLegacyMode();
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * Waits until no finite CSS transition or animation runs. A tab panel or modal fading in is checked at rest, not
 * half transparent: mid-fade, axe measures its text against the page behind and reports a contrast it never has.
 * Endless ones (spinners, loading lines) are left running.
 */
export async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() => delete (window as { quietPolls?: number }).quietPolls);
  await page.waitForFunction(
    () => {
      // Style and layout now, so a transition they start (a hover, a class just set) is listed below.
      document.documentElement.getBoundingClientRect();
      const settled = document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        );
      const state = window as { quietPolls?: number };
      state.quietPolls = settled ? (state.quietPolls ?? 0) + 1 : 0;
      return state.quietPolls >= 2;
    },
    undefined,
    // On a timer, not the default requestAnimationFrame: a page at rest may draw no frame for a while, and a rAF
    // poll waits for one. Two quiet polls in a row, as a timer can look between the change that starts a transition
    // and its start. (A wait here that never ends is a page that never rests: it once was the site header flipping
    // between its sizes on every frame, fixed in useSteadyPageLength.)
    { polling: 100 },
  );
}

/**
 * Opens `path` through the app's router, as a link does: no reload, so no new page load, mock worker start or
 * bundle parse (a journey of nine reloads spent most of its time on them). The router hears a history change as it
 * does the browser's Back and Forward.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

/**
 * The mock worker is running, and the app has the page, once the panel's button is on the page: src/launch.tsx shows the
 * panel after the hand-over of a prerendered page (or once the app renders a page of its own).
 */
export async function waitForMockBackend(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /Mock backend/ })).toBeVisible();
}

/** Logs the demo administrator in through the admin login form at `path`; they land on the dashboard. */
export async function logInAdmin(page: Page, path = '/admin/login'): Promise<void> {
  await page.goto(path);
  await waitForMockBackend(page);
  await page.getByLabel('Email address').fill('admin@example.com');
  await page.getByLabel('Password').fill('Admin@123');
  // The message shows for one second: a check in the page at every frame sees it, where Playwright's polling (its
  // intervals grow to a second) can miss it on a busy machine.
  const shown = page.waitForFunction(() => document.body.innerText.includes('Login successful! Redirecting...'), null, {
    polling: 'raf',
  });
  await page.getByRole('button', { name: 'Sign In' }).click();
  await shown;
  await expect(page).toHaveURL(/\/admin\/Dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Logs the demo customer in through the login form (`next`: the login page's query, e.g. `?next=%2Fbookings`). */
export async function logInCustomer(page: Page, next = ''): Promise<void> {
  await page.goto(`/login${next}`);
  await waitForMockBackend(page);
  await page.getByLabel('Email address').fill('customer@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Customer@123');
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Logs the demo vendor in through /loginvendor; they land on the vendor dashboard. */
export async function logInVendor(page: Page): Promise<void> {
  await page.goto('/loginvendor');
  await waitForMockBackend(page);
  await page.getByLabel('Email address').fill('vendor@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Vendor@123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/vendor/dashboard');
}

/** Near Sector 18, Noida: the mock geocoder answers with a Noida address and pincode. */
export const NOIDA = { latitude: 28.5355, longitude: 77.391 };

/**
 * A page in its own context whose browser is in Noida (position granted), with the fixture's zero mock latency and
 * a known city, so the header's own detection stays out of the way. Close the context at the end.
 */
export async function pageInNoida(
  browser: Browser,
  baseURL?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, geolocation: NOIDA, permissions: ['geolocation'] });
  const page = await context.newPage();
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('hsm-mock-scenario')) {
      sessionStorage.setItem('hsm-mock-scenario', JSON.stringify({ name: 'normal', endpoint: null, latencyMs: 0 }));
    }
    localStorage.setItem('userLocation', 'Noida');
  });
  await page.addInitScript(noteHandOver, HYDRATED_EVENT);
  return { context, page };
}
