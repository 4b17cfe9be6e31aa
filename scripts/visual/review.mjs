/**
 * The review of two static Storybook builds in one Chromium: every story taken at every width from both, each
 * pair compared, and the report of the stories whose screens differ (a story only one build has is listed as new
 * or removed).
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../chromium.mjs';
import { serveStatic } from '../staticServer.mjs';
import { compareScreens } from './compare.mjs';
import { writeReport } from './report.mjs';
import { listStories, openPreview, shotName, SHOT_CHROMIUM_ARGS, WIDTHS } from './shoot.mjs';

const SIDES = ['base', 'tree'];
/**
 * What a listed story is: its screens differ, it is only in the tree or only in the base, or a screen of it
 * differed between two careful looks at the same build (so whether it changed cannot be told).
 */
const KINDS = ['changed', 'new', 'removed', 'unsteady'];

/** '3 changed' (and the stories of the other kinds, when there are any). */
function summaryLine(changes) {
  const count = (kind) => changes.filter((change) => change.kind === kind).length;
  const extra = KINDS.slice(1)
    .filter((kind) => count(kind))
    .map((kind) => `, ${count(kind)} ${kind}`);
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
  for (const dir of [...SIDES, 'diff', 'steady']) mkdirSync(join(workDir, dir), { recursive: true });
  const file = (dir, id, size) => join(workDir, dir, shotName(id, size));

  /** The share of the screen of `id` at `size` that differs; the diff image is written only when pixels moved. */
  const compare = (id, size) => compareScreens(file('base', id, size), file('tree', id, size), file('diff', id, size));
  const shares = new Map();
  const unsteady = new Set();
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
          const previews = await Promise.all(
            SIDES.map((side, i) => openPreview(browser, servers[i].origin, stories[side][0]?.id)),
          );
          const pages = { base: previews[0], tree: previews[1] };
          try {
            for (const size of WIDTHS) {
              await Promise.all(previews.map((preview) => preview.resize(size)));
              for (const story of part) {
                const name = shotName(story.id, size.name);
                const takeIn = async (sides, careful = false) => {
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
                // change. When it still differs and the base's two looks differ as well, the base gets a third:
                // a screen that differs from its own last look is unsteady, not changed.
                const looks = [];
                const keepBase = () => {
                  looks.push(join(workDir, 'steady', `${looks.length}-${name}`));
                  copyFileSync(file('base', story.id, size.name), looks.at(-1));
                };
                const baseMoved = () =>
                  compareScreens(looks.at(-1), file('base', story.id, size.name), `${looks.at(-1)}.diff.png`) > 0;
                if (share > 0) {
                  keepBase();
                  await takeIn(SIDES, true);
                  share = compare(story.id, size.name);
                }
                if (share > 0 && baseMoved()) {
                  keepBase();
                  await takeIn(['base'], true);
                  if (baseMoved()) unsteady.add(name);
                  share = compare(story.id, size.name);
                }
                shares.set(name, share);
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
    const both = has.base.has(story.id) && has.tree.has(story.id);
    const screens = WIDTHS.map(({ name }) => ({
      width: name,
      share: both ? (shares.get(shotName(story.id, name)) ?? 0) : 1,
      unsteady: unsteady.has(shotName(story.id, name)),
      before: has.base.has(story.id) ? file('base', story.id, name) : undefined,
      after: has.tree.has(story.id) ? file('tree', story.id, name) : undefined,
      diff: both ? file('diff', story.id, name) : undefined,
    })).filter((screen) => screen.share > 0);
    if (!screens.length) continue;
    const kind = !has.base.has(story.id)
      ? 'new'
      : !has.tree.has(story.id)
        ? 'removed'
        : screens.every((screen) => screen.unsteady)
          ? 'unsteady'
          : 'changed';
    changes.push({ ...story, kind, screens, share: Math.max(...screens.map((screen) => screen.share)) });
  }
  // The largest change first; then new, removed and unsteady stories.
  const rank = (change) => (change.kind === 'changed' ? change.share : -KINDS.indexOf(change.kind));
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
