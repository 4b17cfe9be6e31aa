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
 * Into how many tests the stories are split: about 20 stories each, 24-30 s on a 2-core machine (six parts of
 * neighbouring stories took up to 40 s of the 45 s limit with Chromium 156.0.8078.108).
 */
const STORY_PARTS = 9;

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

for (let part = 0; part < STORY_PARTS; part++) {
  test(`every story of the static Storybook renders in Chromium (part ${part + 1} of ${STORY_PARTS})`, async ({
    page,
  }) => {
    const stories = storiesOfPart(part);
    await expectStoriesRender(page, stories);
  });
}

async function expectStoriesRender(page: Page, stories: IndexEntry[]) {
  // What any static host does (GitHub Pages…): files as they are, an unknown path an HTML 404 page.
  const server = await serveStatic(ROOT);
  const base = server.origin;
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const failures: string[] = [];
  try {
    // One preview for every story, switched as Storybook's own manager does (fast: no reload per story).
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
  } finally {
    await server.close();
  }
  expect(failures, 'stories that did not render').toEqual([]);
}

test("the reviewers' tools: scenario toolbar, docs pages, viewport presets", async ({ page, browser }) => {
  // What any static host does (GitHub Pages…): files as they are, an unknown path an HTML 404 page.
  const server = await serveStatic(ROOT);
  const base = server.origin;
  try {
    // The scenario switch (a global, as the toolbar sets it) turns a working screen into its failure state.
    for (const scenario of ['offline', 'server-error']) {
      await page.goto(
        `${base}/iframe.html?id=admin-categories-list--default&viewMode=story&globals=mockScenario:${scenario}`,
      );
      await expect(page.locator('#storybook-root').getByRole('alert')).toHaveText('Error loading categories');
      await expect(page.getByText('Showing 1–10 of 15 categories')).toHaveCount(0);
    }
    // Slow: the loading state first, and the list no sooner than the scenario's extra 3 s (without it, at once).
    const asked = Date.now();
    await page.goto(`${base}/iframe.html?id=admin-categories-list--default&viewMode=story&globals=mockScenario:slow`);
    await expect(page.locator('#storybook-root').getByRole('status')).toHaveText('Loading categories...', {
      timeout: SLOW_SCENARIO_MS,
    });
    await expect(page.getByText('Showing 1–10 of 15 categories')).toBeVisible({ timeout: SLOW_SCENARIO_MS });
    expect(Date.now() - asked).toBeGreaterThanOrEqual(3000);

    // The manager offers the switch and the three widths; a preset sizes the canvas. In a new tab, as a designer
    // opens it: when this tab left the mocked iframe.html pages above, MSW's worker often unregistered itself (no
    // client left at that instant), and the manager's canvas then reached the static host (404: an empty list).
    const manager = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await manager.goto(`${base}/index.html?path=/story/admin-categories-list--default&globals=viewport.value:phone360`);
    const frame = manager.locator('#storybook-preview-iframe');
    await expect(frame).toBeVisible({ timeout: STORYBOOK_MANAGER_MS });
    await expect.poll(async () => (await frame.boundingBox())?.width).toBe(360);
    const preview = manager.frameLocator('#storybook-preview-iframe');
    await expect(preview.getByText('Showing 1–10 of 15 categories')).toBeVisible({ timeout: SLOW_SCENARIO_MS });
    await manager.getByRole('button', { name: /Scenario: as the story sets it/ }).click();
    const menu = manager.getByRole('listbox', { name: 'Mock backend scenario applied to every call of the story' });
    await expect(menu.getByRole('option')).toHaveText([
      'Scenario: as the story sets it',
      'Scenario: Normal answers',
      'Scenario: Offline (network failure)',
      'Scenario: Server error (HTTP 500 page)',
      'Scenario: Slow (every answer 3 s later)',
    ]);
    await menu.getByRole('option', { name: 'Scenario: Offline (network failure)' }).click();
    await expect(preview.locator('#storybook-root').getByRole('alert')).toHaveText('Error loading categories');
    await manager.close();

    // A shared component's docs page: its description, its stories and a props table.
    await page.goto(`${base}/iframe.html?id=shared-components-pagination--docs&viewMode=docs`);
    const docs = page.locator('#storybook-docs');
    await expect(docs.getByRole('heading', { level: 1 })).toHaveText('Pagination');
    await expect(docs).toContainText('Page links for long lists');
    await expect(docs.getByRole('navigation', { name: 'Categories pages' }).first()).toBeVisible();
    await expect(docs.getByRole('table').first()).toContainText('onChange');
  } finally {
    await server.close();
  }
});
