/**
 * A static file host on a free port of 127.0.0.1, for the scripts and tests that open a build in Chromium
 * (`npm run size`, the Storybook e2e). Files are served as they are, a directory's index.html for a path ending
 * in '/' (`/` itself serves `home`, as deploy/nginx.conf's `location = /` does); any other path, and a missing
 * one of those, goes to `fallback(path)`, which names the file to serve instead (a single-page app's history
 * fallback) or returns null for an HTML 404 page, as a plain static host gives.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

const isFile = (path) => existsSync(path) && statSync(path).isFile();

export async function serveStatic(dir, { fallback = () => null, home = 'index.html' } = {}) {
  const root = resolve(dir);
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const asked = normalize(join(root, path === '/' ? home : path.endsWith('/') ? `${path}index.html` : path));
    const file = asked.startsWith(root) && isFile(asked) ? asked : fallback(path);
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>404 Not Found</h1>');
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) };
}
