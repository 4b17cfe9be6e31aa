import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `vite preview` of a production build sends the Content-Security-Policy deploy/nginx.conf sends (Trusted Types
 * enforced, docs/trusted-types.md), read from that file so the two cannot drift: a sink the deployed site would
 * refuse fails in the preview too. The demo build (dist-mock, which carries the mock worker) gets none: MSW
 * registers its worker with a plain string, which enforcement refuses.
 */
const RECIPE = resolve(import.meta.dirname, '../deploy/nginx.conf');
/** The mock backend's worker, which only a demo build ships (vite.config.ts drops it from the others). */
const DEMO_MARKER = 'mockWorker.js';

/**
 * The app's policy in the recipe (the default of its `$homeease_csp` map), with RUM_ORIGIN rendered as envsubst
 * would: the collector's origin, or nothing.
 */
export function recipeCsp(recipe: string, rumOrigin = ''): string {
  const map = /map \$uri \$homeease_csp \{([\s\S]*?)\n\}/.exec(recipe)?.[1];
  const policy = map && /^\s*default\s+"([^"]+)";$/m.exec(map)?.[1];
  if (!policy) throw new Error('deploy/nginx.conf: no default in the $homeease_csp map');
  return policy.replaceAll('${RUM_ORIGIN}', rumOrigin);
}

/** The collector's origin of a VITE_RUM_URL on another origin, else nothing (the policy's 'self' covers it). */
export function rumOrigin(url: string | undefined): string {
  if (!url || !/^https?:\/\//.test(url)) return '';
  return new URL(url).origin;
}

export function recipeCspInPreview(): Plugin {
  return {
    name: 'recipe-csp-in-preview',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      if (existsSync(join(outDir, DEMO_MARKER))) return;
      const policy = recipeCsp(readFileSync(RECIPE, 'utf8'), rumOrigin(server.config.env.VITE_RUM_URL as string));
      server.middlewares.use((_request, response, next) => {
        response.setHeader('Content-Security-Policy', policy);
        next();
      });
    },
  };
}
