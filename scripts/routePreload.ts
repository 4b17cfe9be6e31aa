import type { Plugin, Rolldown } from 'vite';

/**
 * Pages whose chunks index.html starts downloading at once, beside the app's entry, instead of after the entry
 * has run and the router has matched the URL: the customer layout and the page of each main customer route.
 */
const ROUTE_MODULES: Record<string, string[]> = {
  '/': ['src/app/layouts/CustomerLayout.tsx', 'src/features/home/HomePage.tsx'],
  '/services': [
    'src/app/layouts/CustomerLayout.tsx',
    'src/styles/components.ts',
    'src/features/services/ServicesPage.tsx',
    'src/features/services/ServicesPage.data.ts',
  ],
  '/login': ['src/app/layouts/CustomerLayout.tsx', 'src/styles/components.ts', 'src/features/auth/LoginPage.tsx'],
  '/register': ['src/app/layouts/CustomerLayout.tsx', 'src/styles/components.ts', 'src/features/auth/RegisterPage.tsx'],
};

type ViteChunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The chunk's file, the files of its static imports (not already the entry's) and their CSS. */
function filesOf(chunk: ViteChunk, chunks: Map<string, ViteChunk>, skip: Set<string>, out: Set<string>): void {
  if (skip.has(chunk.fileName) || out.has(chunk.fileName)) return;
  out.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) out.add(css);
  for (const name of chunk.imports) {
    const imported = chunks.get(name);
    if (imported) filesOf(imported, chunks, skip, out);
  }
}

/**
 * A small classic script in index.html (`async`, so nothing waits for it) that preloads the chunks and styles of
 * the route being opened: on a first visit the page's code arrives with the entry rather than one round trip
 * after it. Other routes load as before. Production builds only.
 */
export function routePreload(): Plugin {
  let base = '/';
  return {
    name: 'route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'] as Rolldown.OutputAsset | undefined;
      if (!html) return;
      const chunks = new Map<string, ViteChunk>();
      const byModule = new Map<string, ViteChunk>();
      const entryFiles = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, output as ViteChunk);
        if (output.facadeModuleId) byModule.set(output.facadeModuleId, output as ViteChunk);
      }
      for (const chunk of chunks.values()) if (chunk.isEntry) filesOf(chunk, chunks, new Set(), entryFiles);
      const find = (module: string) =>
        [...byModule.entries()].find(([id]) => id.replaceAll('\\', '/').endsWith(`/${module}`))?.[1];
      const map: Record<string, string[]> = {};
      for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = find(module);
          if (!chunk) this.error(`route-preload: no chunk for ${module} (${route})`);
          filesOf(chunk, chunks, entryFiles, files);
        }
        map[route] = [...files];
      }
      const source =
        `(()=>{const m=${JSON.stringify(map)},p=location.pathname.replace(/\\/+$/,'')||'/';` +
        `for(const f of m[p]||[]){const l=document.createElement('link');` +
        `f.endsWith('.css')?(l.rel='preload',l.as='style'):(l.rel='modulepreload',l.fetchPriority='low');` +
        `l.crossOrigin='';l.href=${JSON.stringify(base)}+f;document.head.appendChild(l)}})();\n`;
      const ref = this.emitFile({ type: 'asset', name: 'route-preload.js', source });
      const tag = `<script async src="${base}${this.getFileName(ref)}"></script>\n    `;
      const text = String(html.source);
      const at = text.indexOf('<script type="module"');
      if (at < 0) this.error('route-preload: index.html has no module script');
      html.source = lowPriorityScripts(text.slice(0, at) + tag + text.slice(at));
      // Each main route but `/` also gets its own copy of index.html with these preloads written in as tags
      // (deploy/nginx.conf serves /login from login.html): the browser starts them while it reads the HTML,
      // one round trip before the script above could. Any other server falls back to index.html and the script.
      for (const [route, files] of Object.entries(map)) {
        if (route === '/') continue;
        const tags = files.map((file) =>
          file.endsWith('.css')
            ? `<link rel="preload" as="style" crossorigin href="${base}${file}">`
            : `<link rel="modulepreload" crossorigin href="${base}${file}">`,
        );
        // After the entry and its stylesheets, which the first paint needs more.
        const end = text.indexOf('</head>');
        const source = lowPriorityScripts(text.slice(0, end) + `  ${tags.join('\n    ')}\n  ` + text.slice(end));
        this.emitFile({ type: 'asset', fileName: `${route.slice(1)}.html`, source });
      }
    },
  };
}

/**
 * Module scripts and their preloads at low fetch priority. They are deferred: the first paint (index.html's
 * loading line) needs only the stylesheets, which then get the connection first. At Chromium's default (high)
 * priority they competed with those stylesheets, and Lighthouse's simulator counted every high-priority script
 * that finished before the first paint as blocking it (module evaluation is invisible to it), which put the whole
 * app's JavaScript in front of the loading line in its timings.
 */
function lowPriorityScripts(html: string): string {
  return html
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}
