/**
 * Data and code in parallel (issue 10): a route's reads start at navigation, beside the download of its page's
 * code, not after it. Each page's chunk is slowed down here as on a phone network; its data request must start
 * before that chunk has finished downloading.
 */
import type { BrowserContext } from '@playwright/test';
import { expect, logInAdmin, test } from './fixtures';

/** How long each matching script is held back: a round trip on a slow phone network. */
const CHUNK_DELAY_MS = 800;

interface Timeline {
  delayMs: number;
  /** When the first request whose URL matches `data` started (ms, this process's clock). */
  dataStarted: () => number | undefined;
  /** When the page chunk was asked for, and when it finished downloading. */
  chunkStarted: () => number | undefined;
  chunkFinished: () => number | undefined;
}

/** Holds back the page chunk and notes when it finished and when the data request started. */
async function watch(
  context: BrowserContext,
  chunk: RegExp,
  data: RegExp,
  delayMs = CHUNK_DELAY_MS,
): Promise<Timeline> {
  let dataStarted: number | undefined;
  let chunkStarted: number | undefined;
  let chunkFinished: number | undefined;
  await context.route(chunk, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ response });
  });
  context.on('request', (request) => {
    if (dataStarted === undefined && data.test(request.url())) dataStarted = Date.now();
    if (chunkStarted === undefined && chunk.test(request.url())) chunkStarted = Date.now();
  });
  context.on('requestfinished', (request) => {
    if (chunkFinished === undefined && chunk.test(request.url())) chunkFinished = Date.now();
  });
  return {
    delayMs,
    dataStarted: () => dataStarted,
    chunkStarted: () => chunkStarted,
    chunkFinished: () => chunkFinished,
  };
}

async function expectDataFirst(timeline: Timeline) {
  await expect.poll(() => timeline.chunkFinished(), { message: 'the page chunk was downloaded' }).toBeGreaterThan(0);
  // The chunk really was held back (the mock's service worker did not answer it past the route).
  expect(timeline.chunkFinished()! - timeline.chunkStarted()!).toBeGreaterThanOrEqual(timeline.delayMs * 0.9);
  const started = timeline.dataStarted();
  expect(started, 'the data request was sent').not.toBeUndefined();
  expect(started!, 'the data request starts before the page chunk has arrived').toBeLessThan(timeline.chunkFinished()!);
}

test('/services asks for its packages while its page code is still downloading', async ({ page, context }) => {
  // index.html preloads /services' chunk beside the entry, before the app (and its mock worker) has started, so
  // the chunk is held back longer here than the app takes to start; a loader inside it would still come after.
  const timeline = await watch(context, /\/assets\/ServicesPage-[\w-]+\.js$/, /\/listservices\.php/, 4000);
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expectDataFirst(timeline);
});

test('All Categories, opened from the admin dashboard, asks for its list while its page code is still downloading', async ({
  page,
  context,
}) => {
  await logInAdmin(page);
  const timeline = await watch(context, /\/assets\/CategoriesListPage-[\w-]+\.js$/, /\/listcategories\.php\?/);
  // The sidebar's Categories group, then its All Categories entry.
  await page.getByRole('button', { name: 'Categories', exact: true }).click();
  await page.getByRole('link', { name: 'All Categories' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectDataFirst(timeline);
});
