/**
 * `npm run visual [-- --base <ref>] [--fail-on-change] [--stories <regex>] [--workers N] [--out <dir>]`: the
 * visual review of every story (docs/visual-review.md). Builds Storybook twice in this run, from the working tree
 * and from `--base` (default HEAD) in a temporary git worktree, screenshots both in the same Chromium and writes a
 * report of the stories that look different (default reports/visual/index.html). Exit code 0 with the summary
 * line, 1 with --fail-on-change when a story changed, 2 when the review could not be made.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { addWorktree, buildStorybook, resolveCommit } from './builds.mjs';
import { review } from './review.mjs';

const ROOT = resolve(import.meta.dirname, '../..');

/** `path` from the current folder when it lies inside it, else as it is. */
const shortPath = (path) => (relative(process.cwd(), path).startsWith('..') ? path : relative(process.cwd(), path));

/** The options, or exit code 2 with what is wrong (1 means a change was found). */
function readOptions() {
  try {
    const { values } = parseArgs({
      options: {
        base: { type: 'string', default: 'HEAD' },
        'fail-on-change': { type: 'boolean', default: false },
        stories: { type: 'string' },
        workers: { type: 'string', default: String(availableParallelism()) },
        out: { type: 'string', default: 'reports/visual' },
      },
    });
    const workers = Number(values.workers);
    if (!Number.isInteger(workers) || workers < 1)
      throw new Error(`--workers ${values.workers}: a whole number of 1 or more`);
    return { ...values, workers, only: values.stories ? new RegExp(values.stories) : undefined };
  } catch (error) {
    console.error(`visual: ${error.message}`);
    process.exit(2);
  }
}
const options = readOptions();

const started = Date.now();
const elapsed = () => {
  const total = Math.round((Date.now() - started) / 1000);
  return `${Math.floor(total / 60)} min ${String(total % 60).padStart(2, '0')} s`;
};
const log = (line) => console.log(`visual: ${line} (${elapsed()})`);

const workDir = mkdtempSync(join(tmpdir(), 'visual-review-'));
let removeWorktree = () => {};
const cleanUp = () => {
  removeWorktree();
  removeWorktree = () => {};
  rmSync(workDir, { recursive: true, force: true });
};
// Ctrl+C during a build leaves no worktree behind (git would list it until pruned).
process.once('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

try {
  const commit = resolveCommit(ROOT, options.base);
  const builds = { base: join(workDir, 'storybook-base'), tree: join(workDir, 'storybook-tree') };
  log(`building Storybook from the working tree and from ${options.base} (${commit.slice(0, 10)})`);
  const checkout = join(workDir, 'base-checkout');
  removeWorktree = addWorktree(ROOT, commit, checkout);
  // One after the other: both write Storybook's cache in the shared node_modules, and each keeps two cores busy.
  await buildStorybook(ROOT, ROOT, builds.tree);
  await buildStorybook(ROOT, checkout, builds.base);
  removeWorktree();
  removeWorktree = () => {};
  log('built both; taking screenshots');

  const reportDir = resolve(ROOT, options.out);
  const result = await review({
    baseBuild: builds.base,
    treeBuild: builds.tree,
    workDir: join(workDir, 'shots'),
    reportDir,
    workers: options.workers,
    only: options.only,
    labels: { base: `${options.base} (${commit.slice(0, 10)})`, tree: `working tree (${ROOT})` },
    log,
  });
  for (const line of result.unfinished) console.warn(`visual: did not finish, taken as shown: ${line}`);
  for (const change of result.changes) {
    const widths = change.screens.map((screen) => screen.width).join(', ');
    console.log(`  ${change.kind === 'changed' ? '' : `${change.kind}: `}${change.id} (${widths})`);
  }
  console.log(
    `Visual review: ${result.summary} of ${result.stories} stories against ${options.base} in ${elapsed()}; ` +
      `report: ${shortPath(result.reportPath)}`,
  );
  // An unsteady story is listed for a look, but it is no change.
  const changed = result.changes.filter((change) => change.kind !== 'unsteady');
  process.exitCode = options['fail-on-change'] && changed.length ? 1 : 0;
} catch (error) {
  console.error(`visual: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 2;
} finally {
  cleanUp();
}
