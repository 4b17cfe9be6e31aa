import { existsSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `vite preview` (the server of the e2e suite and of `npm run preview:mock`) answers every file with
 * `Cache-Control: no-cache`, so each page load revalidated its ~30 script and style files. The build's
 * `/assets/` names carry a content hash, so they are cached for a year as immutable, as deploy/nginx.conf serves
 * them in production: a QA build then loads as a deployed one does. Everything else (HTML, the mock worker,
 * robots.txt) stays `no-cache`, and so does a missing asset, which the history fallback answers with HTML.
 */
export const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';

export function immutableAssetsInPreview(): Plugin {
  return {
    name: 'immutable-assets-in-preview',
    configurePreviewServer(server) {
      const base = server.config.base.replace(/\/?$/, '/');
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, response, next) => {
        const path = decodeURIComponent(new URL(request.url ?? '/', 'http://preview').pathname);
        if (path.startsWith(`${base}assets/`)) {
          const file = normalize(join(outDir, path.slice(base.length)));
          // sirv, which serves the files, keeps a Cache-Control header already set on the response.
          if (file.startsWith(outDir) && existsSync(file)) response.setHeader('Cache-Control', IMMUTABLE_ASSET);
        }
        next();
      });
    },
  };
}
