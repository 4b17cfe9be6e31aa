/**
 * The review of two static Storybook builds in one Chromium: every story taken at every width from both, each
 * pair compared, and the report of the stories whose screens differ (a story only one build has is listed as new
 * or removed).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../chromium.mjs';
import { serveStatic } from '../staticServer.mjs';
import { compareScreens } from './compare.mjs';
import { writeReport } from './report.mjs';
import { listStories, openPreview, shotName, SHOT_CHROMIUM_ARGS, WIDTHS } from './shoot.mjs';

const SIDES = ['base', 'tree'];

/** '3 changed' (and the new and removed stories, when there are any). */
function summaryLine(changes) {
  const count = (kind) => changes.filter((change) => change.kind === kind).length;
  const extra = ['new', 'removed'].filter((kind) => count(kind)).map((kind) => `, ${count(kind)} ${kind}`);
  return `${count('changed')} changed${extra.join('')}`;
}

/**
 * Takes every story of `baseBuild` and `treeBuild` (Storybook output folders) into `workDir`, writes the report
 * into `reportDir`, and returns `{ summary, changes, stories, unfinished, reportPath }`. `workers` pairs of
 * preview pages (one per build) share the stories out; `labels` name the two builds in the report; `only` (a
 * RegExp) limits the review to the story ids it matches.
 */
export async function review({ baseBuild, treeBuild, workDir, reportDir, workers, only, labels, log = () => {} }) {
  const stories = { base: listStories(baseBuild, only), tree: listStories(treeBuild, only) };
  const has = Object.fromEntries(SIDES.map((side) => [side, new Set(stories[side].map((story) => story.id))]));
  const all = [...stories.tree, ...stories.base.filter((story) => !has.tree.has(story.id))];
  for (const dir of [...SIDES, 'diff']) mkdirSync(join(workDir, dir), { recursive: true });
  const file = (dir, id, size) => join(workDir, dir, shotName(id, size));

  /** The share of the screen of `id` at `size` that differs; the diff image is written only when pixels moved. */
  const compare = (id, size) => compareScreens(file('base', id, size), file('tree', id, size), file('diff', id, size));
  const shares = new Map();
  const unfinished = [];
  let taken = 0;

  const servers = await Promise.all([serveStatic(baseBuild), serveStatic(treeBuild)]);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: SHOT_CHROMIUM_ARGS });
  try {
    // Every worker-th story per worker, in index order: both pages of a worker show the same stories in the same
    // sequence, so whatever one story leaves behind reaches the same next story in both builds.
    const parts = Array.from({ length: workers }, (_, part) => all.filter((_, i) => i % workers === part));
    await Promise.all(
      parts
        .filter((part) => part.length)
        .map(async (part) => {
          const previews = await Promise.all(servers.map((server) => openPreview(browser, server.origin)));
          const pages = { base: previews[0], tree: previews[1] };
          try {
            for (const size of WIDTHS) {
              await Promise.all(previews.map((preview) => preview.resize(size)));
              for (const story of part) {
                const takeIn = async (sides, careful) => {
                  for (const side of sides) {
                    const { outcome, png } = await pages[side].take(story.id, careful);
                    if (outcome !== 'success' && !careful)
                      unfinished.push(`${side}: ${story.id} (${size.name}): ${outcome}`);
                    writeFileSync(file(side, story.id, size.name), png);
                  }
                };
                const sides = SIDES.filter((side) => has[side].has(story.id));
                await takeIn(sides);
                taken += 1;
                if (sides.length < 2) continue;
                let share = compare(story.id, size.name);
                // A screen that differs is taken again in both builds, slower and only once it holds still,
                // before it counts: a screen caught while still drawing (a late answer, a busy machine) is not a
                // change.
                if (share > 0) {
                  await takeIn(SIDES, true);
                  share = compare(story.id, size.name);
                }
                shares.set(shotName(story.id, size.name), share);
              }
            }
          } finally {
            await Promise.all(previews.map((preview) => preview.close()));
          }
        }),
    );
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
  log(`${taken} screens taken from each build`);

  const changes = [];
  for (const story of all) {
    const kind = !has.base.has(story.id) ? 'new' : !has.tree.has(story.id) ? 'removed' : 'changed';
    const screens = WIDTHS.map(({ name }) => ({
      width: name,
      share: kind === 'changed' ? (shares.get(shotName(story.id, name)) ?? 0) : 1,
      before: has.base.has(story.id) ? file('base', story.id, name) : undefined,
      after: has.tree.has(story.id) ? file('tree', story.id, name) : undefined,
      diff: kind === 'changed' ? file('diff', story.id, name) : undefined,
    })).filter((screen) => screen.share > 0);
    if (screens.length) changes.push({ ...story, kind, screens, share: Math.max(...screens.map((s) => s.share)) });
  }
  // The largest change first; new and removed stories after the changed ones.
  const rank = (change) => (change.kind === 'changed' ? change.share : -1);
  changes.sort((a, b) => rank(b) - rank(a) || a.id.localeCompare(b.id));

  const summary = summaryLine(changes);
  const reportPath = writeReport(reportDir, {
    changes,
    summary,
    base: labels.base,
    tree: labels.tree,
    stories: has.tree.size,
    widths: WIDTHS,
  });
  return { summary, changes, stories: has.tree.size, unfinished, reportPath };
}
