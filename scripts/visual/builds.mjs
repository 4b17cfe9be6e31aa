/**
 * The two Storybook builds of a review: the working tree as it is (uncommitted changes included) and a git ref,
 * checked out in a temporary git worktree that uses the working tree's node_modules (same packages, no install).
 */
import { execFileSync, spawn } from 'node:child_process';
import { symlinkSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';

const git = (root, args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The commit `ref` names in the repository at `root`; throws a readable error for anything else. */
export function resolveCommit(root, ref) {
  try {
    // --end-of-options: a ref that starts with '-' is a name, never an option of git.
    return git(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]);
  } catch {
    throw new Error(`--base ${ref}: not a commit of this repository`);
  }
}

/** `storybook build` of the project at `cwd` into `outDir`, with the Storybook of `root`'s node_modules. */
export function buildStorybook(root, cwd, outDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules/.bin/storybook'), ['build', '--quiet', '-o', outDir], {
      cwd,
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk) => (output = (output + chunk).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`storybook build in ${cwd} failed (exit ${code}):\n${output}`)),
    );
  });
}

/**
 * Checks `commit` out (detached) at `dir` with `root`'s node_modules linked in, and returns the function that
 * removes it again (the link first, so nothing under it is touched).
 */
export function addWorktree(root, commit, dir) {
  git(root, ['worktree', 'add', '--detach', '--quiet', dir, commit]);
  const modules = join(dir, 'node_modules');
  symlinkSync(join(root, 'node_modules'), modules, 'dir');
  return () => {
    unlinkSync(modules);
    git(root, ['worktree', 'remove', '--force', dir]);
  };
}
