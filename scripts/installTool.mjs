/**
 * The pinned dependencies of a tool that `npm test` never runs (Lighthouse in scripts/lighthouse/, Stryker in
 * scripts/mutation/): each folder has its own package.json and lock file, installed by the tool's first run rather
 * than by every `npm ci`, and again whenever its lock file changes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Installs `dir`'s lock file unless this very lock is installed; returns a resolver for its packages' files. */
export function installTool(dir) {
  const lock = readFileSync(join(dir, 'package-lock.json'), 'utf8');
  const installed = join(dir, 'node_modules', '.installed-lock.json');
  if (!existsSync(installed) || readFileSync(installed, 'utf8') !== lock) {
    console.log(`Installing ${dir} from its lock file (once per version)`);
    const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
    if (install.status !== 0) process.exit(install.status ?? 1);
    writeFileSync(installed, lock);
  }
  return (file) => pathToFileURL(join(dir, 'node_modules', file)).href;
}
