/**
 * `npm run size`: the JavaScript and CSS (gzip level 9) a first visit of each main route downloads, measured in
 * Chromium on the production build (`npm run build` first; another build: `npm run size -- /tmp/other-dist`).
 * `--files` also lists each route's files. The budgets these numbers must keep are in check-build.test.mjs.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipKb, measureRoutes } from './routeSizes.mjs';

const MAIN_ROUTES = ['/', '/services', '/login', '/register', '/admin/login', '/vendor'];

const args = process.argv.slice(2);
const dist = args.find((a) => !a.startsWith('--')) ?? 'dist';
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${dist}/index.html is missing: run \`npm run build\` first`);
  process.exit(1);
}

const rows = await measureRoutes(dist, MAIN_ROUTES);
const line = (cells) => `| ${cells.map((c, i) => (i ? String(c).padStart(9) : String(c).padEnd(12))).join(' | ')} |`;
console.log(line(['route', 'JS KB gz', 'JS files', 'CSS KB gz', 'CSS files']));
console.log(line(['-'.repeat(12), '-'.repeat(9), '-'.repeat(9), '-'.repeat(9), '-'.repeat(9)]));
for (const r of rows) console.log(line([r.route, gzipKb(r.jsBytes), r.js.length, gzipKb(r.cssBytes), r.css.length]));
if (args.includes('--files')) {
  for (const r of rows) console.log(`\n${r.route}\n  ${[...r.js, ...r.css].join('\n  ')}`);
}
