/**
 * `npm run lighthouse`: Lighthouse 12 (mobile preset, simulated throttling) over the main customer routes of the
 * production build, served as production serves it: Debian's nginx with deploy/nginx.conf (precompressed files,
 * cache and security headers) in front of the deploy test's stand-in PHP backend, so pages show real data.
 * Prints one row per route and fails when performance or accessibility is under 98.
 *
 *   npm run build && npm run lighthouse                 # dist/, nginx on 127.0.0.1:4186
 *   npm run lighthouse -- --dist /tmp/other --port 4477 --runs 3 --json /tmp/lh
 *   npm run lighthouse -- --routes /about,/services/5     # only these routes
 *
 * With --runs N each route is measured N times and the run with the median performance score is reported.
 * Needs Node 20 (Lighthouse 13 needs Node 22), Chromium at /usr/bin/chromium (CHROMIUM_PATH) and nginx
 * (NGINX_PATH). Builds dist/ first when it is missing.
 *
 * Lighthouse and Chromium's launcher are this script's alone, pinned in scripts/lighthouse/ (scripts/installTool.mjs):
 * as devDependencies they were a sixth of the files every `npm ci` unpacked (about 10,000, Sentry and OpenTelemetry
 * included) for a tool that `npm test` never runs. Its
 * package.json pins two packages Lighthouse's trace engine asks for as `latest`: otherwise `npm ci` refuses the
 * lock file as soon as either publishes a new version.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { installTool } from './installTool.mjs';

const ROUTES = ['/', '/services', '/login', '/register', '/about', '/services/5'];
const MINIMUM = { performance: 98, accessibility: 98 };

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    port: { type: 'string', default: process.env.LIGHTHOUSE_PORT ?? '4186' },
    runs: { type: 'string', default: '1' },
    json: { type: 'string' },
    routes: { type: 'string' },
  },
});
const tool = installTool(fileURLToPath(new URL('./lighthouse/', import.meta.url)));
const { default: lighthouse } = await import(tool('lighthouse/core/index.js'));
const { launch } = await import(tool('chrome-launcher/dist/index.js'));

const routes = options.routes ? options.routes.split(',') : ROUTES;
const port = Number(options.port);
const runs = Math.max(1, Number(options.runs));

if (!existsSync(join(options.dist, 'index.html'))) {
  if (options.dist !== 'dist') throw new Error(`${options.dist}/index.html is missing`);
  console.log('dist/ is missing: building it (npm run build)');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The deploy test's TypeScript helpers, loaded through Vite (Node 20 does not run TypeScript).
const load = async (path) => (await runnerImport(path, { configFile: false, logLevel: 'error' })).module;
const { startNginx } = await load('./e2e/deploy/nginx.ts');
const { startPhpStandIn } = await load('./e2e/deploy/phpStandIn.ts');

const php = await startPhpStandIn();
const nginx = await startNginx({ phpUpstream: php.origin, port, root: options.dist });
const chrome = await launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

const median = (reports) => {
  const sorted = [...reports].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  return sorted[Math.floor(sorted.length / 2)];
};
const score = (report, category) => Math.round(report.categories[category].score * 100);
const seconds = (report, audit) => `${(report.audits[audit].numericValue / 1000).toFixed(1)} s`;

/**
 * One Lighthouse run of `url`. Chromium now and then records a trace Lighthouse cannot read (NO_NAVSTART,
 * NO_FCP): the report then has a runtimeError and no scores, and the run is measured again, up to three times.
 */
async function audit(url) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!lhr.runtimeError && lhr.categories.performance.score !== null) return lhr;
    const reason = lhr.runtimeError?.code ?? 'no performance score';
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url} three times running (${reason})`);
    console.error(`${url}: ${reason}, measuring again`);
  }
}

const rows = [];
let failed = false;
try {
  for (const route of routes) {
    const reports = [];
    for (let run = 0; run < runs; run += 1) reports.push(await audit(`http://127.0.0.1:${port}${route}`));
    const report = median(reports);
    if (options.json) {
      mkdirSync(options.json, { recursive: true });
      writeFileSync(join(options.json, `${route.replace(/\W+/g, '_') || 'home'}.json`), JSON.stringify(report));
    }
    const row = {
      route,
      performance: score(report, 'performance'),
      accessibility: score(report, 'accessibility'),
      'best practices': score(report, 'best-practices'),
      seo: score(report, 'seo'),
      FCP: seconds(report, 'first-contentful-paint'),
      LCP: seconds(report, 'largest-contentful-paint'),
      TBT: `${Math.round(report.audits['total-blocking-time'].numericValue)} ms`,
      CLS: report.audits['cumulative-layout-shift'].numericValue.toFixed(3),
    };
    rows.push(row);
    for (const [category, minimum] of Object.entries(MINIMUM)) {
      if (row[category] < minimum) {
        failed = true;
        const audits = report.categories[category].auditRefs
          .map((ref) => report.audits[ref.id])
          .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
          .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
        console.error(`${route}: ${category} ${row[category]} < ${minimum}; weakest audits: ${audits.join(', ')}`);
      }
    }
  }
} finally {
  chrome.kill();
  await nginx.stop();
  await php.close();
}

const columns = Object.keys(rows[0] ?? {});
const widths = columns.map((c) => Math.max(c.length, ...rows.map((row) => String(row[c]).length)));
const cell = (value, i) => (i ? String(value).padStart(widths[i]) : String(value).padEnd(widths[i]));
console.log(`| ${columns.map(cell).join(' | ')} |`);
console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
for (const row of rows) console.log(`| ${columns.map((c, i) => cell(row[c], i)).join(' | ')} |`);
if (failed) {
  console.error(`Lighthouse: performance and accessibility must each be at least ${MINIMUM.performance}`);
  process.exit(1);
}
