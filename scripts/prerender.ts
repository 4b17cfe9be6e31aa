import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { PAGE_DATA_ID, type PageData } from '../src/app/prerender/handover.ts';

/** What the server entry (src/app/prerender/serverEntry.tsx) gives the build. */
interface ServerEntry {
  PRERENDERED_PAGES: readonly string[];
  renderPage(url: string): Promise<{ status: number; html: string } | { redirect: string }>;
  headTags(path: string, origin: string): string;
  sitemap(origin: string): string;
  robots(origin: string): string;
}

const ENTRY = 'src/app/prerender/serverEntry.tsx';
const BOOT = 'src/app/prerender/bootMain.ts';
/** The origin absolute URLs use when VITE_SITE_URL is not set (a local build). */
const DEFAULT_ORIGIN = 'http://localhost:4173';

/**
 * Where a page's HTML goes, as deploy/nginx.conf looks for it: `/about` is about.html (`try_files $uri.html`),
 * `/` is home.html (its own location: index.html stays the app's shell for every other path).
 */
export const prerenderedFile = (path: string): string => (path === '/' ? 'home.html' : `${path.slice(1)}.html`);

/**
 * The route's own copy of index.html when the build wrote one (routePreload: it names the page's chunks), else
 * index.html, without the script that preloads a route's chunks: a prerendered page paints without them.
 */
function template(outDir: string, path: string): string {
  let shell: string;
  try {
    shell = readFileSync(join(outDir, prerenderedFile(path)), 'utf8');
  } catch {
    shell = readFileSync(join(outDir, 'index.html'), 'utf8');
  }
  return shell.replace(/<script async src="[^"]*route-preload-[\w-]+\.js"><\/script>\n\s*/, '');
}

/**
 * The shell with the page's head, its markup in #root, and the data block marking it prerendered (never executed:
 * the CSP allows no inline script). The block names the page's path and the app modules it starts with.
 */
export function fillTemplate(shell: string, data: PageData, markup: string, head: string): string {
  const root = /<div id="root">[\s\S]*?<\/div>\n/;
  if (!root.test(shell)) throw new Error('prerender: index.html has no <div id="root">…</div> line');
  // `<` never ends the block early, whatever a path holds.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const marker = `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
  return shell
    .replace(/<title>[\s\S]*?<\/title>\n\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\n\s*/, '')
    .replace('</head>', () => `  ${head}\n  </head>`) // a function: `$&` or `$'` in a text stays text
    .replace(root, () => `<div id="root">${markup}</div>\n    ${marker}\n`);
}

const CUSTOMER = 'src/app/layouts/CustomerLayout.tsx';
const VENDOR = 'src/app/layouts/VendorLayout.tsx';
/** Bootstrap's inner-page components, which every page but the home page loads (`page()` in src/app/lazyPage.ts). */
const COMPONENTS = 'src/styles/components.ts';

/**
 * The modules of each prerendered page (layout, component styles, page, its data module), in the order the app
 * loads them.
 */
const PAGE_MODULES: [RegExp, string[]][] = [
  // The home page's data module is bundled with the route read helpers, which its page imports.
  [/^\/$/, [CUSTOMER, 'src/features/home/HomePage.tsx']],
  [
    /^\/services$/,
    [CUSTOMER, COMPONENTS, 'src/features/services/ServicesPage.tsx', 'src/features/services/ServicesPage.data.ts'],
  ],
  [
    /^\/services\/\d+$/,
    [
      CUSTOMER,
      COMPONENTS,
      'src/features/serviceDetails/ServiceDetailsPage.tsx',
      'src/features/serviceDetails/serviceDetails.data.ts',
    ],
  ],
  [/^\/login$/, [CUSTOMER, COMPONENTS, 'src/features/auth/LoginPage.tsx', 'src/features/auth/LoginPage.data.ts']],
  [
    /^\/register$/,
    [CUSTOMER, COMPONENTS, 'src/features/auth/RegisterPage.tsx', 'src/features/auth/RegisterPage.data.ts'],
  ],
  [
    /^\/(about|contact|help|faq|terms|refund|privacy|partner|testimonials|become-provider)$/,
    [CUSTOMER, COMPONENTS, 'src/features/content/pages.ts'],
  ],
  [/^\/become-a-vendor$/, [VENDOR, COMPONENTS, 'src/features/vendor/landing/VendorLandingPage.tsx']],
  [
    /^\/loginvendor$/,
    [
      VENDOR,
      COMPONENTS,
      'src/features/vendor/login/VendorLoginPage.tsx',
      'src/features/vendor/login/VendorLoginPage.data.ts',
    ],
  ],
];

/** The mock backend, which only a build on the mocks has (src/launch.tsx starts it before the app). */
const MOCK_BACKEND = 'mocks/browser.ts';

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/**
 * The files a prerendered page's modules need, from the build's manifest (and the mock backend's scripts, when
 * the build has it).
 * - `css`: linked as stylesheets. The HTML is painted before any script runs, so its first paint needs its page's
 *   rules (forms, cards, the page's own CSS) as well as the shell's, or it would shift when the app loads them.
 *   Only that part of Bootstrap blocks it: the component styles are ~10 KB gzipped, the page's own a few KB.
 * - `scripts`: the app's entry's imports and the page's chunks, which the boot module asks for beside the entry
 *   once the page has painted (none waits for the one importing it, and the router finds them asked for).
 */
export function pageFiles(manifest: Manifest, path: string): { css: string[]; scripts: string[] } {
  const modules = PAGE_MODULES.find(([pattern]) => pattern.test(path))?.[1];
  if (!modules) throw new Error(`prerender: no modules listed for ${path} (PAGE_MODULES)`);
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('prerender: the build has no entry chunk');
  const css = new Set<string>();
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build's manifest`);
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    chunk.imports?.forEach(visit);
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
  };
  visit(entry);
  const shellCss = new Set(css);
  scripts.delete(manifest[entry]!.file); // the boot module imports it itself
  modules.forEach(visit);
  const pageCss = [...css].filter((file) => !shellCss.has(file));
  // The demo build's entry imports the mock backend and starts it before the app: its scripts are asked for with
  // the app's, not one round trip after the entry has run. Its styles (the mock panel) stay out of the page's head.
  if (manifest[MOCK_BACKEND]) visit(MOCK_BACKEND);
  return { css: pageCss, scripts: [...scripts] };
}

/**
 * Stylesheet links for what the page needs and its HTML does not link yet. Its scripts are not preloaded: the
 * page is painted without them, and Lighthouse's simulation counts every request started before that paint as
 * holding it back (it measured /about's LCP 0.6 s later with the page's chunks preloaded).
 */
function styleTags(shell: string, css: string[], base: string): string {
  // A stylesheet the route's copy of index.html only preloads (routePreload) is linked here all the same.
  const unlinked = (file: string) => !new RegExp(`<link rel="stylesheet"[^>]* href="${base}${file}"`).test(shell);
  return css
    .filter(unlinked)
    .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`)
    .join('\n    ');
}

/** The boot script (src/app/prerender/bootMain.ts), bundled on its own, importing the app's `entry` at run time. */
async function bootModule(config: ResolvedConfig, entry: string): Promise<string> {
  const output = await build({
    configFile: false,
    root: config.root,
    logLevel: 'warn',
    define: { __APP_ENTRY__: JSON.stringify(entry) },
    build: {
      write: false,
      copyPublicDir: false,
      minify: true,
      lib: { entry: resolve(config.root, BOOT), formats: ['es'] },
      // Whitespace too (a library build in ES format keeps it otherwise).
      rolldownOptions: { external: [entry], output: { minify: true } },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  const [boot, ...others] = chunks.filter((file) => file.type === 'chunk');
  if (!boot || others.length) throw new Error('prerender: the boot script did not build into one file');
  return boot.code;
}

/**
 * A prerendered page starts its scripts once it has painted and loaded (`boot-<hash>.js`, src/app/prerender/boot.ts)
 * and its HTML preloads no module. The paint needs only the HTML and its stylesheets; Lighthouse's simulation
 * counts every request that ends before the largest paint against LCP (it measured /about at 1.9 s with the entry
 * and its imports fetched during the parse, 1.3 s without them).
 */
export function startScriptsAfterPaint(shell: string, base: string, bootFile: string): string {
  return shell
    .replace(entryScript(shell).tag, `<script type="module" src="${base}${bootFile}"></script>`)
    .replace(/ *<link rel="modulepreload"[^>]*>\n/g, '');
}

/** The app's entry script in the shell: its tag and its address. */
function entryScript(shell: string): { tag: string; src: string } {
  const entry = /<script type="module"[^>]* src="([^"]+)"><\/script>/.exec(shell);
  if (!entry) throw new Error('prerender: index.html has no module entry script');
  return { tag: entry[0], src: entry[1]! };
}

/**
 * A page whose main content comes from the backend (/services: its list is the LCP) starts its scripts as it always
 * did, preloaded while the HTML is read: waiting for the paint would only hold the list back.
 */
export const APP_FIRST_PAGES = new Set(['/services']);

/**
 * A form submitted before the page is hydrated (or with JavaScript off) is the browser's own: without a method
 * it would GET the page with every field, the password included, in the URL. POST keeps them out of URLs and logs;
 * nginx refuses it (405), and the app never reads it. Hydration leaves the attribute alone.
 */
export const postForms = (markup: string): string =>
  markup.replace(/<form\b(?![^>]*\smethod=)/g, '<form method="post"');

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);

/** The characters a style value may hold: words, numbers, units, colours, `!important`, functions' parentheses. */
const STYLE_CHARS = String.raw`A-Za-z0-9 #%.,()+\-_/!`;
/** Those, and quoted text of those: nothing that ends a rule, a block or the stylesheet, or starts a comment. */
const STYLE_VALUE = new RegExp(`^(?:[${STYLE_CHARS}]|"[${STYLE_CHARS}']*"|'[${STYLE_CHARS}"]*')+$`);
const STYLE_PROPERTY = /^-{0,2}[a-zA-Z][a-zA-Z0-9-]*$/;

/**
 * A style attribute as it goes into a rule of the shared stylesheet, refused unless each declaration is a property
 * and a value of an allow-list: a `}` or `;` in a value (from text React was given, a product name, a URL) would
 * end the rule and make one for the whole site, so the build stops instead.
 */
function safeStyle(attribute: string): string {
  const style = attribute
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  // Spaces only: a line break or tab is no part of a style React writes.
  const trim = (text: string) => text.replace(/^ +| +$/g, '');
  for (const declaration of style.split(';')) {
    if (!trim(declaration)) continue;
    const colon = declaration.indexOf(':');
    if (
      colon < 0 ||
      !STYLE_PROPERTY.test(trim(declaration.slice(0, colon))) ||
      !STYLE_VALUE.test(trim(declaration.slice(colon + 1)))
    )
      throw new Error(
        `prerender: the style attribute ${JSON.stringify(style)} cannot become a class safely: each declaration ` +
          `must be a property and a value of letters, digits, spaces, # % . , ( ) + - _ / ! and quoted text of ` +
          `those. Give the element a class instead.`,
      );
  }
  return style;
}

/**
 * The CSP (deploy/nginx.conf: `style-src 'self'`) refuses style attributes written in HTML; React sets the same
 * styles through the DOM, which it allows. Each distinct style attribute of the rendered pages becomes a class of
 * one small stylesheet instead, once it is known to stay inside its rule (safeStyle). Hydration leaves attributes
 * as they are (React compares only text and structure in production), and a style React changes later is set
 * inline, over the class.
 */
export function stylesToClasses(markups: string[]): { markups: string[]; css: string } {
  const classes = new Map<string, string>();
  const rewritten = markups.map((markup) =>
    markup.replace(/<([a-zA-Z][\w-]*)((?:\s[^>]*?)?)\sstyle="([^"]*)"([^>]*)>/g, (_tag, name, before, style, after) => {
      const value = safeStyle(style);
      const className = classes.get(value) ?? `pr-${hash(value)}`;
      classes.set(value, className);
      const attributes = `${before}${after}`;
      const withClass = / class="/.test(attributes)
        ? attributes.replace(/ class="/, ` class="${className} `)
        : `${attributes} class="${className}"`;
      return `<${name}${withClass}>`;
    }),
  );
  const css = [...classes].map(([value, className]) => `.${className}{${value}}`).join('\n');
  return { markups: rewritten, css: css && `${css}\n` };
}

/** Builds the server entry with this very config in SSR mode, into a folder of its own under node_modules. */
async function buildServerEntry(config: ResolvedConfig, outDir: string): Promise<ServerEntry> {
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    // Bundled whole: some packages (react-bootstrap's per-component folders) are not importable by Node as they are.
    ssr: { noExternal: true },
    build: { ssr: ENTRY, outDir, emptyOutDir: true, copyPublicDir: false, manifest: false, minify: false },
  });
  return (await import(pathToFileURL(join(outDir, 'serverEntry.js')).href)) as ServerEntry;
}

/**
 * `vite preview` (QA's `npm run preview:mock`, the e2e suite) finds `/about` as about.html by itself, but answers `/`
 * with index.html, the empty shell: `/` gets the prerendered home.html as deploy/nginx.conf gives it (`location = /`).
 */
export function prerenderedHomeInPreview(): Plugin {
  return {
    name: 'prerendered-home-in-preview',
    configurePreviewServer(server) {
      const base = server.config.base;
      const home = resolve(server.config.root, server.config.build.outDir, prerenderedFile('/'));
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview');
        if (url.pathname === base && existsSync(home)) request.url = `${base}${prerenderedFile('/')}${url.search}`;
        next();
      });
    },
  };
}

/**
 * Every build of the app (`npm run build`, and `npm run build:demo` on the mocks, so that QA tests the first paint,
 * boot script, hydration and early input customers get; the dev server is untouched) prerenders the public pages
 * after the client build: each page's HTML in its file, its head (title, description, canonical, Open Graph,
 * JSON-LD), sitemap.xml and robots.txt. Backend calls never answer during the render, so what waits on the backend
 * is in its loading state in the HTML, whichever backend the build talks to.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      // Before precompress (order 'post'), which compresses what is written here with the rest.
      order: 'pre',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const serverDir = resolve(config.root, 'node_modules/.prerender', String(process.pid));
        const entry = await buildServerEntry(config, serverDir);
        const origin = (config.env.VITE_SITE_URL || DEFAULT_ORIGIN).replace(/\/+$/, '');
        const realFetch = globalThis.fetch;
        globalThis.fetch = () => new Promise<Response>(() => {});
        const rendered: { path: string; markup: string }[] = [];
        try {
          for (const path of entry.PRERENDERED_PAGES) {
            const page = await entry.renderPage(`${origin}${path}`);
            if ('redirect' in page) throw new Error(`prerender: ${path} redirects to ${page.redirect}`);
            if (page.status !== 200) throw new Error(`prerender: ${path} answered ${page.status}`);
            rendered.push({ path, markup: page.html });
          }
        } finally {
          globalThis.fetch = realFetch;
          rmSync(serverDir, { recursive: true, force: true });
        }
        const { markups, css } = stylesToClasses(rendered.map((page) => postForms(page.markup)));
        let styleLink = '';
        if (css) {
          const name = `${config.build.assetsDir}/prerender-${hash(css)}.css`;
          writeFileSync(join(outDir, name), css);
          styleLink = `\n    <link rel="stylesheet" href="${config.base}${name}">`;
        }
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
        const index = readFileSync(join(outDir, 'index.html'), 'utf8');
        const boot = await bootModule(config, entryScript(index).src);
        const bootFile = `${config.build.assetsDir}/boot-${hash(boot)}.js`;
        writeFileSync(join(outDir, bootFile), boot);
        rendered.forEach(({ path }, i) => {
          const file = join(outDir, prerenderedFile(path));
          mkdirSync(dirname(file), { recursive: true });
          const own = template(outDir, path);
          const shell = APP_FIRST_PAGES.has(path) ? own : startScriptsAfterPaint(own, config.base, bootFile);
          const files = pageFiles(manifest, path);
          const assets = styleTags(shell, files.css, config.base);
          const head = `${entry.headTags(path, origin)}\n    ${assets}${styleLink}`;
          const modules = APP_FIRST_PAGES.has(path) ? [] : files.scripts.map((script) => `${config.base}${script}`);
          writeFileSync(file, fillTemplate(shell, { path, modules }, markups[i]!, head));
        });
        for (const [name, text] of [
          ['sitemap.xml', entry.sitemap(origin)],
          ['robots.txt', entry.robots(origin)],
        ]) {
          writeFileSync(join(outDir, name), text);
        }
        config.logger.info(`prerendered ${entry.PRERENDERED_PAGES.length} pages`);
      },
    },
  };
}
