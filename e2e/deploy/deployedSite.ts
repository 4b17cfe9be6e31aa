import { test } from '@playwright/test';
import { startNginx, type RunningNginx } from './nginx';
import { startPhpStandIn, type PhpStandIn } from './phpStandIn';
import { DEPLOY_DIST, DEPLOY_PORT } from './settings';

export interface DeployedSite {
  readonly backend: PhpStandIn;
  readonly nginx: RunningNginx;
}

/**
 * The production build behind deploy/nginx.conf in Debian's nginx, before a stand-in PHP backend, for the tests of
 * the calling spec file (serially: they share the deploy port). Read its parts in tests, not at the file's top.
 */
export function serveDeployedSite(): DeployedSite {
  let backend: PhpStandIn | undefined;
  let nginx: RunningNginx | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    backend = await startPhpStandIn();
    nginx = await startNginx({ phpUpstream: backend.origin, port: DEPLOY_PORT, root: DEPLOY_DIST });
  });
  test.afterAll(async () => {
    await nginx?.stop();
    await backend?.close();
  });
  return {
    get backend() {
      if (!backend) throw new Error('the stand-in backend runs only inside the tests');
      return backend;
    },
    get nginx() {
      if (!nginx) throw new Error('nginx runs only inside the tests');
      return nginx;
    },
  };
}
