/**
 * The static Storybook as designers get it: `storybook-static/` (npm run build-storybook) served by a plain
 * static host, every story of its index.json opened in Chromium. A story fails on Storybook's error display,
 * a page error, an empty canvas, or an axe violation (the a11y addon runs after every story with the WCAG 2.2 AA
 * tags and fails it). Then the reviewers' tools: the scenario toolbar, the docs pages, the viewport presets.
 * `STORYBOOK_STORIES=<regex>` opens only the matching story ids (while fixing one).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { serveStatic } from '../scripts/staticServer.mjs';
import { A11Y_TAGS } from '../src/test/a11yTags';
import { SLOW_SCENARIO_MS, STORYBOOK_MANAGER_MS, STORY_RENDER_MS } from './limits';

const ROOT = resolve(process.env.STORYBOOK_DIR ?? 'storybook-static');

interface StoryChannel {
  on(event: string, listener: (payload: never) => void): void;
  emit(event: string, payload: unknown): void;
}

interface AxeResult {
  violations?: { id: string; nodes: { target: string[] }[] }[];
  toolOptions?: { runOnly?: { values?: string[] } };
}

interface IndexEntry {
  id: string;
  type: string;
  title: string;
  name: string;
}

// The stories are opened in parts that run side by side, each a test well within the default time.
test.describe.configure({ mode: 'parallel' });

/**
 * Into how many tests the stories are split: about ten each. The 171 stories take about 150 s one after the other
 * on a 2-core machine and about twice as long with two workers side by side; parts of fourteen reached the 45 s
 * limit there, so a part stays near half of it.
 */
const STORY_PARTS = 18;

/** The part `part` (0-based) of the stories of the build. */
function storiesOfPart(part: number): IndexEntry[] {
  expect(existsSync(join(ROOT, 'index.json')), `${ROOT} holds a Storybook build (npm run build-storybook)`).toBe(true);
  const index = JSON.parse(readFileSync(join(ROOT, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  const only = process.env.STORYBOOK_STORIES ? new RegExp(process.env.STORYBOOK_STORIES) : null;
  const stories = Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && (!only || only.test(entry.id)),
  );
  expect(stories.length).toBeGreaterThan(0);
  // Every STORY_PARTS-th story, not a run of neighbours: a component's stories sit together in the index, and the
  // slow ones (the registration's play functions wait out its timers) would otherwise all land in one part.
  return stories.filter((_, index) => index % STORY_PARTS === part);
}

/** One Storybook preview (iframe.html), open for every story a worker renders, and the outcomes it reports. */
interface Preview {
  page: Page;
  pageErrors: string[];
}

const previewTest = test.extend<object, { preview: Preview }>({
  // Per worker, not per part: a part then pays for no fresh page, no cold chunk cache and no new mock worker, and
  // the stories switch as in Storybook's own manager (no reload per story). Parts in one worker run one after
  // the other, as the stories of one part do.
  preview: [
    async ({ browser }, use) => {
      await withStorybook(async (base) => {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        const pageErrors: string[] = [];
        page.on('pageerror', (error) => pageErrors.push(error.message));
        await page.goto(`${base}/iframe.html`);
        await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
        await page.evaluate(() => {
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StoryChannel })
            .__STORYBOOK_ADDONS_CHANNEL__;
          const outcomes: Record<string, string> = {};
          (window as unknown as { storyOutcomes: Record<string, string> }).storyOutcomes = outcomes;
          channel.on(
            'storyFinished',
            (event: { storyId: string; status: string; reporters?: { type: string; result?: AxeResult }[] }) => {
              const a11y = event.reporters?.find((report) => report.type === 'a11y')?.result;
              // Which rules failed and where, so a violation can be fixed without opening Storybook.
              const violations = (a11y?.violations ?? []).map(
                (rule) => `${rule.id} (${rule.nodes.map((node) => node.target.join(' ')).join(', ')})`,
              );
              const tags = a11y?.toolOptions?.runOnly?.values?.join(',') ?? 'no axe run';
              outcomes[event.storyId] = `${event.status} [axe ${tags}] ${violations.join('; ')}`.trim();
            },
          );
          for (const name of ['storyErrored', 'storyMissing', 'storyThrewException', 'playFunctionThrewException']) {
            channel.on(name, (error: { message?: string; title?: string } | undefined) => {
              outcomes.current = `${name}: ${error?.message ?? error?.title ?? ''}`.slice(0, 400);
            });
          }
        });
        await use({ page, pageErrors });
        await page.close();
      });
    },
    { scope: 'worker' },
  ],
});

for (let part = 0; part < STORY_PARTS; part++) {
  previewTest(
    `every story of the static Storybook renders in Chromium (part ${part + 1} of ${STORY_PARTS})`,
    async ({ preview }) => {
      await expectStoriesRender(preview, storiesOfPart(part));
    },
  );
}

async function expectStoriesRender({ page, pageErrors }: Preview, stories: IndexEntry[]) {
  const failures: string[] = [];
  for (const story of stories) {
    pageErrors.length = 0;
    const outcome = await page
      .evaluate(
        async ([id, limit]) => {
          const holder = window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: StoryChannel;
            storyOutcomes: Record<string, string>;
          };
          delete holder.storyOutcomes.current;
          holder.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
          const started = Date.now();
          while (!holder.storyOutcomes[id] && !holder.storyOutcomes.current && Date.now() - started < limit) {
            await new Promise((done) => setTimeout(done, 25));
          }
          const result = holder.storyOutcomes.current ?? holder.storyOutcomes[id] ?? 'timeout';
          delete holder.storyOutcomes[id];
          return result;
        },
        [story.id, STORY_RENDER_MS] as const,
      )
      .catch((error: Error) => `crashed: ${error.message}`);
    const state = await page.evaluate(() => ({
      error: document.body.classList.contains('sb-show-errordisplay'),
      errorText: (document.getElementById('error-message')?.textContent ?? '').trim().slice(0, 300),
      text: (document.getElementById('storybook-root')?.innerText ?? '').trim(),
      elements: document.querySelectorAll('#storybook-root *').length,
    }));
    const name = `${story.title} / ${story.name} (${story.id})`;
    if (outcome !== `success [axe ${A11Y_TAGS.join(',')}]` || state.error)
      failures.push(`${name}: ${outcome} ${state.errorText}`);
    else if (!state.text && state.elements === 0) failures.push(`${name}: empty canvas`);
    if (pageErrors.length) failures.push(`${name}: page error ${pageErrors.join(' | ')}`);
  }
  expect(failures, 'stories that did not render').toEqual([]);
}

/**
 * Serves the static Storybook for one test as any static host (GitHub Pages…) does: files as they are, an unknown
 * path an HTML 404 page.
 */
async function withStorybook(use: (base: string) => Promise<void>): Promise<void> {
  const server = await serveStatic(ROOT);
  try {
    await use(server.origin);
  } finally {
    await server.close();
  }
}

// The reviewers' tools, one test each (together they took 34-37 s of the 45 s limit).
test("the reviewers' scenario switch turns a screen offline, into a server error, or slow", async ({ page }) => {
  await withStorybook(async (base) => {
    // The worker script's first fetch fails, as Chromium now and then fails it on a fresh tab: the preview tries
    // again instead of showing MSW's registration error on every story until a reload.
    let workerFetches = 0;
    await page
      .context()
      .route('**/mockServiceWorker.js', (route) => (workerFetches++ === 0 ? route.abort() : route.continue()));
    // The scenario switch (a global, as the toolbar sets it) turns a working screen into its failure state.
    for (const scenario of ['offline', 'server-error']) {
      await page.goto(
        `${base}/iframe.html?id=admin-categories-list--default&viewMode=story&globals=mockScenario:${scenario}`,
      );
      await expect(page.locator('#storybook-root').getByRole('alert')).toHaveText('Error loading categories');
      await expect(page.getByText('Showing 1–10 of 15 categories')).toHaveCount(0);
    }
    expect(workerFetches, 'the worker script was fetched again after its failed first fetch').toBeGreaterThan(1);
    // Slow: the loading state first, and the list no sooner than the scenario's extra 3 s (without it, at once).
    const asked = Date.now();
    await page.goto(`${base}/iframe.html?id=admin-categories-list--default&viewMode=story&globals=mockScenario:slow`);
    await expect(page.locator('#storybook-root').getByRole('status')).toHaveText('Loading categories...', {
      timeout: SLOW_SCENARIO_MS,
    });
    await expect(page.getByText('Showing 1–10 of 15 categories')).toBeVisible({ timeout: SLOW_SCENARIO_MS });
    expect(Date.now() - asked).toBeGreaterThanOrEqual(3000);
  });
});

test("the reviewers' manager offers the scenario toolbar and sizes the canvas to a viewport preset", async ({
  page,
}) => {
  await withStorybook(async (base) => {
    // A fresh tab, as a designer opens it. (When a tab left mocked iframe.html pages for the manager, MSW's worker
    // often unregistered itself, no client left at that instant, and the canvas reached the static host: a 404.)
    await page.goto(`${base}/index.html?path=/story/admin-categories-list--default&globals=viewport.value:phone360`);
    const frame = page.locator('#storybook-preview-iframe');
    await expect(frame).toBeVisible({ timeout: STORYBOOK_MANAGER_MS });
    const preview = page.frameLocator('#storybook-preview-iframe');
    await expect(preview.getByText('Showing 1–10 of 15 categories')).toBeVisible({ timeout: SLOW_SCENARIO_MS });
    // The manager sizes the canvas from the URL's globals once the preview has started and reported its own, so
    // the size is asked after the story is on screen (on a loaded machine the preview starts seconds later).
    await expect.poll(async () => (await frame.boundingBox())?.width).toBe(360);
    await page.getByRole('button', { name: /Scenario: as the story sets it/ }).click();
    const menu = page.getByRole('listbox', { name: 'Mock backend scenario applied to every call of the story' });
    await expect(menu.getByRole('option')).toHaveText([
      'Scenario: as the story sets it',
      'Scenario: Normal answers',
      'Scenario: Offline (network failure)',
      'Scenario: Server error (HTTP 500 page)',
      'Scenario: Slow (every answer 3 s later)',
    ]);
    await menu.getByRole('option', { name: 'Scenario: Offline (network failure)' }).click();
    await expect(preview.locator('#storybook-root').getByRole('alert')).toHaveText('Error loading categories');
  });
});

test("the reviewers' docs page of a shared component: description, stories, props table", async ({ page }) => {
  await withStorybook(async (base) => {
    await page.goto(`${base}/iframe.html?id=shared-components-pagination--docs&viewMode=docs`);
    const docs = page.locator('#storybook-docs');
    await expect(docs.getByRole('heading', { level: 1 })).toHaveText('Pagination');
    await expect(docs).toContainText('Page links for long lists');
    await expect(docs.getByRole('navigation', { name: 'Categories pages' }).first()).toBeVisible();
    await expect(docs.getByRole('table').first()).toContainText('onChange');
  });
});
