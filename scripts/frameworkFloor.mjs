/**
 * `npm run size:floor`: the smallest JavaScript this stack can ship, for comparison with `npm run size`. Builds
 * three bare apps with Vite and prints each one's gzipped (level 9) JavaScript: React 19 and react-dom alone,
 * plus the declarative <BrowserRouter>, plus the data router (createBrowserRouter, a loader, a Link) that every
 * route of the app stands on. Same production react-router build as vite.config.ts; no app code.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { gzipKb } from './routeSizes.mjs';

const APPS = {
  'React + react-dom': `
    import { createRoot } from 'react-dom/client';
    createRoot(document.getElementById('root')).render(<p>Hello</p>);`,
  '+ <BrowserRouter>': `
    import { createRoot } from 'react-dom/client';
    import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
    createRoot(document.getElementById('root')).render(
      <BrowserRouter><Routes><Route path="/" element={<Link to="/a">A</Link>} /></Routes></BrowserRouter>,
    );`,
  '+ data router': `
    import { createRoot } from 'react-dom/client';
    import { createBrowserRouter, Link, Outlet, RouterProvider, useNavigation } from 'react-router-dom';
    function Layout() {
      const navigation = useNavigation();
      return <div><Link to="/a">A {navigation.state}</Link><Outlet /></div>;
    }
    const router = createBrowserRouter([
      { path: '/', Component: Layout, children: [{ path: 'a', loader: () => 1, Component: () => <p>A</p> }] },
    ]);
    createRoot(document.getElementById('root')).render(<RouterProvider router={router} />);`,
};

// Inside the project, so the bare apps resolve the project's own node_modules.
const work = resolve('node_modules/.cache/framework-floor');
const routerBuild = resolve('node_modules/react-router/dist/production/');
const rows = [];
for (const [name, source] of Object.entries(APPS)) {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  writeFileSync(join(work, 'index.html'), '<div id="root"></div><script type="module" src="./main.jsx"></script>');
  writeFileSync(join(work, 'main.jsx'), source);
  await build({
    root: work,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: join(routerBuild, 'index.mjs') },
        { find: /^react-router\/dom$/, replacement: join(routerBuild, 'dom-export.mjs') },
      ],
    },
    build: { outDir: join(work, 'dist'), modulePreload: { polyfill: false } },
  });
  const assets = join(work, 'dist/assets');
  const bytes = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((total, file) => total + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
  rows.push([name, gzipKb(bytes)]);
}
rmSync(work, { recursive: true, force: true });
console.log('| bare app            | JS KB gz |');
console.log('| ------------------- | -------- |');
for (const [name, kb] of rows) console.log(`| ${name.padEnd(19)} | ${String(kb).padStart(8)} |`);
