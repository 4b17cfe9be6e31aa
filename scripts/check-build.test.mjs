/**
 * Checks of the production build (`npm run build`, mocking off), run with node's test runner:
 * - it ships no mock backend: no msw, faker, fixtures, mock panel or mock worker, and none of the demo accounts'
 *   e-mails and passwords, the seeded users' password or the demo admin token (read from where the mock data
 *   defines them);
 * - it ships no development tool: none of the drift alarm's code or texts (src/dev/drift), which src/launch.tsx loads only
 *   behind `__DRIFT_ALARM__`, true on the dev server only (the demo build `npm run build:mock` makes, and a build
 *   made with NODE_ENV=development, where `import.meta.env.DEV` is true, are held to the same);
 * - a production build made with VITE_API_MOCKING=on (in the environment or in .env.local) ships none of it either:
 *   only `npm run build:demo` (Vite mode "demo") builds on the mocks;
 * - it carries no field measurement (web-vitals, the beacon); the build made with VITE_RUM_URL (`npm run build:rum`)
 *   has it in one chunk of its own that no page preloads;
 * - the JavaScript each main route downloads stays within its gzip budget (docs/architecture.md "Budgets");
 * - every public page is prerendered with its heading, its head (title, description, canonical, Open Graph, a
 *   service's JSON-LD) and no executable inline script or style attribute, and sitemap.xml and robots.txt list them;
 * - the production build's service worker keeps every prerendered page, the shell, the offline page and the assets,
 *   and no API call; the manifest and its icons are valid; the demo build's worker only removes itself;
 * - the demo build (dist-mock/) prerenders the same pages: the same markup, head and boot script (importing its own
 *   entry), its data block naming the mock backend's module beside the page's, and the same sitemap.xml and robots.txt.
 * The route sizes are measured in Chromium (scripts/routeSizes.mjs, as `npm run size` prints them): what the browser
 * really fetches when it opens the route, at gzip level 9 like the build's precompressed copies.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { gzipKb, measureRoutes } from './routeSizes.mjs';

// CHECK_DIST and CHECK_DEMO_DIST check builds made elsewhere (`vite build --outDir`), as several people on one machine do.
const DIST = process.env.CHECK_DIST ?? 'dist';
/** The demo build QA gets (`npm run build:mock`): a build too, so no development tool either. */
const DEMO_DIST = process.env.CHECK_DEMO_DIST ?? 'dist-mock';
/** The production build made with VITE_RUM_URL (`npm run build:rum`): field measurement on (docs/field-vitals.md). */
const RUM_DIST = process.env.CHECK_RUM_DIST ?? 'dist-rum';
/**
 * Gzipped KB of JavaScript a first visit may download, per route, location detection included: each change of
 * these numbers has its line in docs/decisions.md. React 19, react-dom and react-router's data router alone are
 * 94 KB here (`npm run size:floor`), so `/` cannot reach 100 KB without leaving that stack.
 */
const BUDGETS_KB = {
  '/': 120.7,
  '/login': 138.3,
  '/register': 142.6,
  '/services': 126,
  '/admin/login': 129.4,
  '/vendor': 117.4,
};

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

/** The mock backend's service worker files in `public/`, which only a demo build may carry. */
const MOCK_WORKER_FILES = ['mockWorker.js', 'mockServiceWorker.js'];

/** Code of the mock backend, by what gives it away. */
const MOCK_MARKERS = [
  ['msw', /\bsetupWorker\b|mockServiceWorker|mockWorker\.js|\bmsw\/browser\b|MSW_/],
  ['faker', /@faker-js|\bfaker\b/i],
  ['fixtures', /Kumar Home Services|customer@example\.com|hsm-mock-db/],
  ['mock panel', /Mock backend|Demo data|hsm-mock-state/],
];

/**
 * The drift alarm (src/dev/drift), by texts its overlay and console lines carry and its stylesheet's class; the
 * scan's own test reads each from those sources, so a renamed text cannot leave the scan looking for nothing.
 */
const DRIFT_ALARM_DIR = 'src/dev/drift';
const DRIFT_ALARM_MARKERS = [
  'API drift alarm',
  'Copy as Markdown',
  'data-drift-alarm',
  'drift-alarm__panel',
  '[drift] ',
];

/** Where a build directory carries the drift alarm. */
function driftAlarmLeaks(dir) {
  return files(dir)
    .filter((f) => /\.(js|mjs|html|css|json|txt)$/.test(f))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return DRIFT_ALARM_MARKERS.filter((marker) => text.includes(marker)).map((m) => `${m} in ${relative(dir, file)}`);
    });
}

const sourceFiles = (dir) =>
  files(dir).filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$|\.d\.ts$/.test(file));
const matchesIn = (paths, pattern) =>
  paths.flatMap((path) => [...readFileSync(path, 'utf8').matchAll(pattern)].map((match) => match[1]));

/**
 * The demo credentials, read from the sources that define them so the scan follows them when they change or move:
 * e-mails and passwords written in the mock data (the demo accounts, the seeded users' Password@123), and the demo
 * admin token, a 64-hex DEMO_ADMIN_TOKEN constant wherever mocks/, fixtures/ or src/ define it.
 */
function demoSecrets() {
  const mockData = [...sourceFiles('fixtures'), ...sourceFiles('mocks')];
  const emails = matchesIn(mockData, /['"`]([\w.+-]+@example\.(?:com|in))['"`]/g);
  const passwords = matchesIn(mockData, /\bpassword:\s*['"`]([^'"`]+)['"`]/g);
  const tokens = matchesIn(
    [...mockData, ...sourceFiles('src')],
    /\bDEMO_ADMIN_TOKEN\b[^=\n]*=\s*['"`]([0-9a-f]{64})['"`]/g,
  );
  return {
    emails: [...new Set(emails)],
    passwords: [...new Set(passwords)],
    tokens: [...new Set(tokens)],
  };
}

/** What of the mock backend a build directory carries: worker files, mock code, demo credentials. */
function mockLeaks(dir, secrets) {
  const found = MOCK_WORKER_FILES.filter((file) => existsSync(join(dir, file))).map((file) => `${file} shipped`);
  const words = [...secrets.emails, ...secrets.passwords, ...secrets.tokens];
  for (const file of files(dir).filter((f) => /\.(js|mjs|html|css|json|txt|svg)$/.test(f))) {
    const text = readFileSync(file, 'utf8');
    const where = relative(dir, file);
    for (const [what, pattern] of MOCK_MARKERS) if (pattern.test(text)) found.push(`${what} in ${where}`);
    for (const word of words) if (text.includes(word)) found.push(`demo credential ${word.slice(0, 12)}… in ${where}`);
  }
  return found;
}

/**
 * Runs `vite build` of this project into `outDir` (from `cwd`, whose .env files the config reads) and resolves with
 * its log. The build is the app's bundle without the steps after it (prerender, offline worker, precompress:
 * scripts/checkBuild.config.mjs): the variants below are checked for the code and files their settings decide; the
 * whole pipeline is the one `npm run build` made, checked above and below.
 */
function viteBuild(outDir, { cwd = process.cwd(), env = {} } = {}) {
  const root = process.cwd();
  const args = [root, '--config', join(root, 'scripts', 'checkBuild.config.mjs'), '--outDir', outDir, '--emptyOutDir'];
  return new Promise((done, fail) => {
    const child = spawn(join(root, 'node_modules', '.bin', 'vite'), ['build', ...args], {
      cwd,
      // A variable given as undefined is left out: the environment would outrank .env.local.
      env: Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined)),
    });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done(log) : fail(new Error(`vite build failed (${code}):\n${log}`))));
  });
}

// The variant builds start at once, side by side with the checks of the finished builds (the route sizes mostly
// wait on the network): each describe awaits its own, and a failure is its hook's. The empty catch only keeps a
// build that fails before its describe runs from being an unhandled rejection.
const devBuildDir = mkdtempSync(join(tmpdir(), 'homeease-dev-build-'));
const devBuild = viteBuild(devBuildDir, { env: { NODE_ENV: 'development' } });
devBuild.catch(() => {});
const mockingWork = mkdtempSync(join(tmpdir(), 'homeease-build-'));
const byEnvironment = join(mockingWork, 'environment');
const byEnvLocal = join(mockingWork, 'env-local');
const envDir = join(mockingWork, 'project');
// .env.local as a developer leaves it: the config reads it from the directory the build runs in.
mkdirSync(envDir);
writeFileSync(join(envDir, '.env.local'), 'VITE_API_MOCKING=on\n');
const mockingBuilds = Promise.all([
  viteBuild(byEnvironment, { env: { VITE_API_MOCKING: 'on' } }),
  viteBuild(byEnvLocal, { cwd: envDir, env: { VITE_API_MOCKING: undefined } }),
]);
mockingBuilds.catch(() => {});

describe('production build', () => {
  test('exists (run `npm run build` first)', () => {
    assert.ok(existsSync(join(DIST, 'index.html')), 'dist/index.html is missing');
  });

  test('the HTML fetches its scripts at low priority, after the stylesheets the first paint needs', () => {
    // index.html, the shell of every route that is not prerendered (those start their scripts after painting).
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const scripts = html.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
    assert.ok(scripts.length >= 2, 'index.html has no module script or module preload');
    assert.deepEqual(
      scripts.filter((tag) => !tag.includes('fetchpriority="low"')),
      [],
      'index.html: module scripts without fetchpriority="low"',
    );
  });

  test('ships no mock service worker, no mock code and no demo credentials', () => {
    assert.deepEqual(mockLeaks(DIST, demoSecrets()), []);
  });

  test('ships no drift alarm (development only), nor does the demo build', () => {
    assert.deepEqual(driftAlarmLeaks(DIST), []);
    assert.ok(existsSync(join(DEMO_DIST, 'index.html')), `${DEMO_DIST}/index.html is missing (npm run build:mock)`);
    assert.deepEqual(driftAlarmLeaks(DEMO_DIST), []);
  });

  test('the demo build carries its seed as data, without faker (scripts/bakedSeed.ts)', () => {
    const scripts = files(join(DEMO_DIST, 'assets')).filter((file) => file.endsWith('.js'));
    const texts = scripts.map((file) => readFileSync(file, 'utf8'));
    assert.deepEqual(
      scripts.filter((_, i) => texts[i].includes('@faker-js')).map((file) => relative(DEMO_DIST, file)),
      [],
    );
    // The baked rows' stand-in for the uploads URL, which each page replaces with its own.
    assert.ok(
      texts.some((text) => text.includes('@@uploads@@')),
      `the baked seed is in ${DEMO_DIST}`,
    );
  });
});

describe('the scan for the drift alarm', () => {
  test("looks for texts the drift alarm's sources really carry", () => {
    const sources = files(DRIFT_ALARM_DIR)
      .filter((file) => /\.(tsx?|css)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    for (const marker of DRIFT_ALARM_MARKERS)
      assert.ok(sources.includes(marker), `${marker} not in ${DRIFT_ALARM_DIR}`);
  });

  test('finds them in a build directory', (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'homeease-drift-scan-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'install.js'), 'e("button",{children:"Copy as Markdown"})');
    writeFileSync(join(dir, 'assets', 'index.css'), '.drift-alarm__panel{width:100%}');
    assert.deepEqual(driftAlarmLeaks(dir).sort(), [
      'Copy as Markdown in assets/install.js',
      'drift-alarm__panel in assets/index.css',
    ]);
  });
});

/** Code of field measurement, by what gives it away: the beacon, and web-vitals' attribution fields. */
const FIELD_MARKERS = ['sendBeacon', 'largestShiftTarget', 'interactionTarget'];
const fieldCode = (dir) =>
  files(join(dir, 'assets'))
    .filter(
      (file) => file.endsWith('.js') && FIELD_MARKERS.some((marker) => readFileSync(file, 'utf8').includes(marker)),
    )
    .map((file) => relative(dir, file));

describe('field measurement (docs/field-vitals.md)', () => {
  test('the production build carries none of it: no web-vitals, no beacon, no chunk', () => {
    assert.deepEqual(fieldCode(DIST), []);
  });

  test('a build made with VITE_RUM_URL (npm run build:rum) has it in one chunk of its own, which no page names', () => {
    const found = fieldCode(RUM_DIST);
    assert.equal(found.length, 1, `${RUM_DIST}: field measurement in ${found.join(', ') || 'no file'}`);
    assert.match(found[0], /^assets\/report-[\w-]+\.js$/);
    // Not preloaded by any HTML: it is imported once the page has loaded and the browser is idle.
    const chunk = found[0].slice('assets/'.length);
    for (const page of files(RUM_DIST).filter((file) => file.endsWith('.html')))
      assert.ok(!readFileSync(page, 'utf8').includes(chunk), `${relative(RUM_DIST, page)} names ${chunk}`);
  });
});

describe('a build made with NODE_ENV=development', () => {
  const dir = devBuildDir;
  before(() => devBuild);
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('ships no drift alarm either: it is for the dev server only, whatever NODE_ENV says', () => {
    assert.ok(existsSync(join(dir, 'index.html')), `${dir}/index.html is missing`);
    assert.deepEqual(driftAlarmLeaks(dir), []);
  });

  test('carries no console writer: the app logs nothing of a visitor, whatever NODE_ENV says', () => {
    assert.deepEqual(consoleWriters(dir), []);
    // The scan sees the writer where it ships: the demo build QA works with logs every line.
    assert.notDeepEqual(consoleWriters(DEMO_DIST), [], `no console writer found in ${DEMO_DIST} (npm run build:mock)`);
  });
});

/** Scripts that hold src/api/devLog.ts's writer (`console[level](...)`), the app's one way to the console. */
function consoleWriters(dir) {
  return files(dir)
    .filter((file) => /\.m?js$/.test(file) && /console\[[\w$]+\]\(/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(dir, file));
}

/** The public pages the build prerenders: written out here, so a page dropped from the build fails the test. */
const CONTENT_PAGES = ['about', 'contact', 'help', 'faq', 'terms', 'refund', 'privacy', 'partner', 'testimonials'];
const SERVICE_IDS = matchesIn(
  sourceFiles('src/content/catalogue').filter((file) => !/(categories|index|types|detailsDefaults)\.ts$/.test(file)),
  /^ {4}id: (\d+),$/gm,
);
const PRERENDERED = [
  '/',
  ...CONTENT_PAGES.map((page) => `/${page}`),
  '/become-provider',
  '/services',
  '/login',
  '/register',
  '/become-a-vendor',
  '/loginvendor',
  ...SERVICE_IDS.map((id) => `/services/${id}`),
];
/** Where deploy/nginx.conf finds a page: `/` is home.html, `/about` is about.html (`try_files $uri.html`). */
const pageFile = (path, dir = DIST) => join(dir, path === '/' ? 'home.html' : `${path.slice(1)}.html`);
const attribute = (html, pattern) => pattern.exec(html)?.[1];
const decode = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const textOf = (html) => decode(html.replace(/<[^>]+>/g, '')).trim();

describe('prerendered public pages', () => {
  test('the catalogue has its 42 services', () => assert.equal(SERVICE_IDS.length, 42));

  for (const path of PRERENDERED) {
    test(`${path}: heading, head and no inline code in the HTML`, () => {
      const html = readFileSync(pageFile(path), 'utf8');
      const root = /<div id="root">([\s\S]*)<\/div>\n\s*<script type="application\/json" id="prerendered-page">/.exec(
        html,
      );
      assert.ok(root, 'no prerendered markup in #root followed by its data block');
      const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root[1]);
      assert.ok(heading && textOf(heading[1]).length > 2, 'no <h1> with text');
      assert.ok(textOf(root[1]).length > 200, 'the page has hardly any text');
      // The data block: the page's path, and the app's modules the boot module asks for once the page has painted.
      const data = JSON.parse(/id="prerendered-page">([^<]*)<\/script>/.exec(html)[1]);
      assert.equal(data.path, path);
      if (path === '/services') assert.deepEqual(data.modules, []);
      else {
        assert.ok(data.modules.length > 3, 'the data block names hardly any modules');
        for (const module of data.modules) {
          assert.match(module, /^\/assets\/[\w.-]+\.js$/);
          assert.ok(existsSync(join(DIST, module)), `${module} is not in the build`);
        }
      }

      const title = decode(attribute(html, /<title>([^<]+)<\/title>/) ?? '');
      assert.match(title, /HomeEase$/);
      assert.equal(html.match(/<title>/g)?.length, 1, 'one <title>');
      assert.equal(decode(attribute(html, /<meta property="og:title" content="([^"]+)"/) ?? ''), title);
      assert.ok(attribute(html, /<meta name="description" content="([^"]{30,})"/), 'no meta description');
      assert.equal(html.match(/<meta name="description"/g)?.length, 1, 'one meta description');
      assert.ok(attribute(html, /<meta property="og:description" content="([^"]+)"/), 'no og:description');
      assert.ok(attribute(html, /<meta name="twitter:card" content="([^"]+)"/), 'no twitter:card');
      const url = attribute(html, /<meta property="og:url" content="([^"]+)"/);
      assert.equal(new URL(url).pathname, path);
      assert.equal(attribute(html, /<link rel="canonical" href="([^"]+)"/), url);
      const image = new URL(attribute(html, /<meta property="og:image" content="([^"]+)"/));
      assert.ok(existsSync(join(DIST, image.pathname)), `og:image ${image.pathname} is not in the build`);

      // Painted before any script starts (one module script: the boot module, which imports the app once the page
      // has painted and loaded), but for /services (its list comes from the backend), whose scripts are fetched at
      // once, at low priority.
      const modules = html.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g);
      if (path === '/services')
        assert.deepEqual(
          modules.filter((tag) => !tag.includes('fetchpriority="low"')),
          [],
        );
      else assert.deepEqual(modules, [html.match(/<script type="module" src="\/assets\/boot-\w+\.js">/)?.[0]]);
      // A form sent before hydration (or without JavaScript) must not put its fields in the URL.
      assert.doesNotMatch(root[1], /<form(?![^>]*\smethod="post")/, 'a form without method="post"');

      // The CSP (script-src 'self', style-src 'self') runs no inline script and applies no style attribute.
      for (const tag of html.match(/<script\b[^>]*>/g) ?? [])
        assert.match(tag, /\ssrc="|type="application\/(ld\+)?json"/, `inline executable script: ${tag}`);
      assert.doesNotMatch(root[1], /\sstyle="/, 'a style attribute, which the CSP refuses');
      // …nor a class the build made of one: its stylesheet would be one more request before the first paint.
      assert.doesNotMatch(html, /prerender-\w+\.css/, 'a style attribute in a prerendered component: give it a class');

      const ld = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html);
      if (path.startsWith('/services/')) {
        assert.ok(ld, 'no JSON-LD');
        const data = JSON.parse(ld[1]);
        assert.equal(data['@type'], 'Service');
        assert.equal(data.name, textOf(heading[1]));
        assert.ok(data.description.length > 10);
        assert.match(data.offers.price, /^\d+(\.\d+)?$/);
        assert.equal(data.offers.priceCurrency, 'INR');
      } else assert.equal(ld, null, 'JSON-LD on a page that is no service');
    });
  }

  test('sitemap.xml lists every prerendered page, robots.txt keeps the admin and vendor areas out', () => {
    const sitemap = readFileSync(join(DIST, 'sitemap.xml'), 'utf8');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    assert.deepEqual([...listed].sort(), [...PRERENDERED].sort());
    const robots = readFileSync(join(DIST, 'robots.txt'), 'utf8');
    for (const area of ['/admin', '/vendor']) assert.match(robots, new RegExp(`^Disallow: ${area}$`, 'm'));
    assert.match(robots, /^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  test('index.html stays the empty shell of every other route; the boot module imports its entry', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    assert.doesNotMatch(html, /prerendered-page|og:title/);
    const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)[1];
    const boot = /<script type="module" src="([^"]+)"/.exec(readFileSync(pageFile('/about'), 'utf8'))[1];
    assert.match(
      readFileSync(join(DIST, boot), 'utf8'),
      // Its last statement (names minified): bootPrerenderedPage(() => import(entry)).
      new RegExp(`\\w+\\(\\(\\)=>import\\([\`"]${entry}[\`"]\\)\\);\\s*$`),
    );
  });
});

/** The build's scripts that import its entry (the one index.html starts), as a static import names it. */
function importersOfEntry(dir) {
  const entry = /<script type="module"[^>]* src="\/assets\/([^"]+)"/.exec(
    readFileSync(join(dir, 'index.html'), 'utf8'),
  )[1];
  const named = new RegExp(`(from|import)\\s*["']\\./${entry.replaceAll('.', '\\.')}["']`);
  return files(join(dir, 'assets')).filter((file) => file.endsWith('.js') && named.test(readFileSync(file, 'utf8')));
}

describe("a prerendered page's boot script runs the page's modules one task each, then the entry", () => {
  // Were one of them to import the entry, running it would start the app in the middle of the others.
  for (const dir of [DIST, DEMO_DIST, RUM_DIST])
    test(`${dir}: no script imports the entry`, () => assert.deepEqual(importersOfEntry(dir), []));
});

/** A page's HTML with the build's content hashes taken out of its asset names, and without its data block. */
const sameAcrossBuilds = (html) =>
  html
    .replace(/<script type="application\/json" id="prerendered-page">[^<]*<\/script>/, '')
    .replace(/(\/assets\/[\w.-]+?)-[\w-]{8}\.(js|css)/g, '$1.$2');

describe('the demo build (`npm run build:demo`) prerenders as production does', () => {
  const demoFile = (path) => pageFile(path, DEMO_DIST);
  const bootOf = (dir, html) => readFileSync(join(dir, /<script type="module" src="([^"]+)"/.exec(html)[1]), 'utf8');
  const entryOf = (dir) =>
    /<script type="module"[^>]* src="([^"]+)"/.exec(readFileSync(join(dir, 'index.html'), 'utf8'))[1];

  for (const path of PRERENDERED) {
    test(`${path}: the same markup, head and scripts; its modules include the mock backend`, () => {
      assert.ok(existsSync(demoFile(path)), `${demoFile(path)} is missing (npm run build:demo)`);
      const [production, demo] = [readFileSync(pageFile(path), 'utf8'), readFileSync(demoFile(path), 'utf8')];
      assert.equal(sameAcrossBuilds(demo), sameAcrossBuilds(production));
      const data = JSON.parse(/id="prerendered-page">([^<]*)<\/script>/.exec(demo)[1]);
      assert.equal(data.path, path);
      if (path === '/services') return assert.deepEqual(data.modules, []); // it starts its scripts at once
      for (const module of data.modules)
        assert.ok(existsSync(join(DEMO_DIST, module)), `${module} is not in the build`);
      // The mock backend, which src/launch.tsx starts before the app, is asked for with the page's modules.
      const mock = data.modules.filter((module) =>
        MOCK_MARKERS[0][1].test(readFileSync(join(DEMO_DIST, module), 'utf8')),
      );
      assert.equal(mock.length, 1, 'the data block names no module of the mock backend (or several)');
    });
  }

  test("the boot script is production's, importing the demo build's entry", () => {
    const [production, demo] = [DIST, DEMO_DIST].map((dir) =>
      bootOf(dir, readFileSync(join(dir, 'about.html'), 'utf8')),
    );
    assert.equal(demo.replace(entryOf(DEMO_DIST), entryOf(DIST)), production);
    assert.ok(demo.includes(entryOf(DEMO_DIST)));
  });

  test("sitemap.xml and robots.txt are production's", () => {
    for (const file of ['sitemap.xml', 'robots.txt'])
      assert.equal(readFileSync(join(DEMO_DIST, file), 'utf8'), readFileSync(join(DIST, file), 'utf8'), file);
  });
});

describe('the scan for mock code and demo credentials', () => {
  test('reads the demo credentials where the mock data defines them', () => {
    const { emails, passwords, tokens } = demoSecrets();
    for (const email of ['customer@example.com', 'vendor@example.com', 'admin@example.com'])
      assert.ok(emails.includes(email), `${email} not found in fixtures/ or mocks/`);
    for (const password of ['Customer@123', 'Vendor@123', 'Admin@123', 'Password@123'])
      assert.ok(passwords.includes(password), `${password} not found in fixtures/ or mocks/`);
    assert.equal(tokens.length, 1, 'no (or more than one) 64-hex DEMO_ADMIN_TOKEN in mocks/, fixtures/ or src/');
  });

  test('finds each of them, and the worker files, in a build directory', (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'homeease-scan-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const secrets = demoSecrets();
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'mockWorker.js'), '');
    writeFileSync(join(dir, 'assets', 'a.js'), `const p="${secrets.passwords.at(-1)}",t="${secrets.tokens[0]}";`);
    writeFileSync(join(dir, 'index.html'), `<p>${secrets.emails.at(-1)}</p>`);
    writeFileSync(join(dir, 'assets', 'b.js'), 'const format="hsm-mock-state";');
    const found = mockLeaks(dir, secrets);
    // The mock state file's format name, which only the mock panel's export and import carry.
    assert.ok(found.includes(`mock panel in ${join('assets', 'b.js')}`), found.join('\n'));
    assert.ok(found.includes('mockWorker.js shipped'), found.join('\n'));
    assert.ok(
      found.some((line) => line.startsWith(`demo credential ${secrets.passwords.at(-1)}`)),
      found.join('\n'),
    );
    assert.ok(
      found.some((line) => line.startsWith(`demo credential ${secrets.tokens[0].slice(0, 12)}`)),
      found.join('\n'),
    );
    assert.ok(
      found.some((line) => line.endsWith('in index.html')),
      found.join('\n'),
    );
  });
});

describe('a production build asked for the mock backend (VITE_API_MOCKING=on)', () => {
  let logs;
  before(async () => {
    logs = await mockingBuilds;
  });
  after(() => rmSync(mockingWork, { recursive: true, force: true }));

  for (const [how, index] of [
    ['in the environment', 0],
    ['in .env.local', 1],
  ]) {
    test(`${how}: ships no mock worker, no mock code and no demo credentials, and says it ignored the variable`, () => {
      const dir = [byEnvironment, byEnvLocal][index];
      assert.ok(existsSync(join(dir, 'index.html')), `${dir}/index.html is missing`);
      assert.deepEqual(mockLeaks(dir, demoSecrets()), []);
      assert.match(logs[index], /VITE_API_MOCKING=on is ignored/);
    });
  }
});

describe('offline support (docs/offline.md)', () => {
  /** The precache list Workbox wrote into the production build's worker. */
  const precached = () => {
    const worker = readFileSync(join(DIST, 'sw.js'), 'utf8');
    return [...worker.matchAll(/\{"revision":(?:"\w+"|null),"url":"([^"]+)"\}/g)].map((match) => match[1]);
  };

  test('the worker keeps every prerendered page (/ as home.html), the shell, the offline page and every asset', () => {
    const urls = precached();
    for (const path of PRERENDERED) assert.ok(urls.includes(relative(DIST, pageFile(path))), `${path} is not kept`);
    for (const file of ['index.html', 'offline.html', 'manifest.webmanifest', 'icons/icon-192.png'])
      assert.ok(urls.includes(file), `${file} is not kept`);
    const assets = readdirSync(join(DIST, 'assets')).filter((name) => /\.(js|css)$/.test(name));
    for (const asset of assets) assert.ok(urls.includes(`assets/${asset}`), `assets/${asset} is not kept`);
    for (const url of urls) assert.ok(existsSync(join(DIST, url)), `${url} is kept but not in the build`);
  });

  test('the worker keeps no API call, upload, mock worker or file of its own', () => {
    const refused = precached().filter((url) =>
      /^(api|uploads)\/|\.php$|^\.|^sw\.js$|mockWorker|mockServiceWorker|share\.jpg$/.test(url),
    );
    assert.deepEqual(refused, []);
  });

  test('the manifest names the site, its start, standalone display and 192 and 512 px PNG icons that exist', () => {
    const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.webmanifest'), 'utf8'));
    assert.match(manifest.name, /HomeEase/);
    assert.equal(manifest.start_url, '/');
    assert.equal(manifest.display, 'standalone');
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((one) => one.sizes === `${size}x${size}`);
      assert.ok(icon, `no ${size} px icon`);
      const png = readFileSync(join(DIST, icon.src));
      assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [size, size], `${icon.src} is not ${size} px`);
    }
    assert.match(readFileSync(join(DIST, 'index.html'), 'utf8'), /<link rel="manifest" href="\/manifest\.webmanifest"/);
  });

  test("the demo build's worker only removes itself: it keeps nothing, and MSW's worker is the demo's", () => {
    const worker = readFileSync(join(DEMO_DIST, 'sw.js'), 'utf8');
    assert.match(worker, /registration\s*\.unregister\(\)/);
    assert.doesNotMatch(worker, /precache|caches\.|fetch/);
  });
});

describe('JavaScript per route (gzip)', () => {
  let sizes;
  before(async () => {
    sizes = new Map((await measureRoutes(DIST, Object.keys(BUDGETS_KB))).map((row) => [row.route, row]));
  });

  for (const [route, budget] of Object.entries(BUDGETS_KB)) {
    test(`${route} loads at most ${budget} KB`, () => {
      const { jsBytes, js, cssBytes } = sizes.get(route);
      const kb = gzipKb(jsBytes);
      console.log(
        `  ${route.padEnd(14)} ${String(kb).padStart(6)} KB gz in ${js.length} files (budget ${budget} KB), CSS ${gzipKb(cssBytes)} KB`,
      );
      assert.ok(kb <= budget, `${route} downloads ${kb} KB of gzipped JavaScript, over its ${budget} KB budget`);
    });
  }
});
