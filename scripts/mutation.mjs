/**
 * `npm run test:mutation [part…]`: Stryker over the rule modules, part by part (stryker.config.mjs PARTS; all of
 * them when none is named), then the score of each part from its JSON report. Each part keeps its own
 * incremental file under reports/mutation/, so a rerun tests only the mutants whose code or tests changed.
 *
 * Stryker is this script's alone, pinned in scripts/mutation/ (scripts/installTool.mjs): as devDependencies its 6,000
 * files were in every `npm ci`, for a tool `npm test` never runs. It runs
 * the project's own Vitest (scripts/mutation/.npmrc keeps npm from installing a second one as a peer).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PARTS } from '../stryker.config.mjs';
import { installTool } from './installTool.mjs';

const asked = process.argv.slice(2);
const unknown = asked.filter((part) => !(part in PARTS));
if (unknown.length) {
  console.error(`Unknown part ${unknown.join(', ')}: the parts are ${Object.keys(PARTS).join(', ')}.`);
  process.exit(2);
}
const parts = asked.length ? asked : Object.keys(PARTS);

const TOOL = fileURLToPath(new URL('./mutation/', import.meta.url));
installTool(TOOL);
const STRYKER = join(TOOL, 'node_modules/.bin/stryker');

/** Mutation score as Stryker counts it: killed and timed out over every mutant a test could have noticed. */
function scoreOf(report) {
  const count = { detected: 0, survived: 0, noCoverage: 0, ignored: 0 };
  for (const file of Object.values(report.files)) {
    for (const { status } of file.mutants) {
      if (status === 'Killed' || status === 'Timeout') count.detected += 1;
      else if (status === 'Survived') count.survived += 1;
      else if (status === 'NoCoverage') count.noCoverage += 1;
      else if (status === 'Ignored') count.ignored += 1;
    }
  }
  const valid = count.detected + count.survived + count.noCoverage;
  return { ...count, score: valid ? (100 * count.detected) / valid : 100 };
}

/** The equivalent mutants left out (stryker.config.mjs EQUIVALENT), with the why. */
function equivalentsOf(report) {
  return Object.entries(report.files).flatMap(([file, { mutants }]) =>
    mutants
      .filter(({ status }) => status === 'Ignored')
      .map((m) => `${file}:${m.location.start.line} ${m.mutatorName}: ${m.statusReason ?? ''}`.trim()),
  );
}

let failed = false;
const rows = [];
const equivalents = [];
for (const part of parts) {
  const started = Date.now();
  const run = spawnSync(STRYKER, ['run'], { stdio: 'inherit', env: { ...process.env, MUTATION_PART: part } });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const reportFile = `reports/mutation/${part}.json`;
  if (run.status !== 0 || !existsSync(reportFile)) {
    failed = true;
    rows.push(`| ${part} | failed (exit ${run.status}) | | | | ${minutes} min |`);
    continue;
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const s = scoreOf(report);
  equivalents.push(...equivalentsOf(report));
  rows.push(`| ${part} | ${s.score.toFixed(1)}% | ${s.survived} | ${s.noCoverage} | ${s.ignored} | ${minutes} min |`);
}
console.log(
  '\n| part | score | survived | no coverage | ignored (equivalent) | time |\n| --- | --- | --- | --- | --- | --- |',
);
console.log(rows.join('\n'));
if (equivalents.length) console.log(`\nLeft out as equivalent:\n${[...new Set(equivalents)].join('\n')}`);
process.exit(failed ? 1 : 0);
