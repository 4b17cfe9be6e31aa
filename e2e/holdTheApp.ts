import type { Page } from '@playwright/test';

/**
 * Holds back the app's entry script until `release()`: the page stays its prerendered HTML and the boot script, so a
 * test can type and press before the app exists (the demo build's and the deployed production build's pages alike).
 */
export async function holdTheApp(page: Page): Promise<{ release: () => void; asked: () => boolean }> {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  let asked = false;
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}
