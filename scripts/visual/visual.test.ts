/**
 * `npm run visual`'s own proof, small: the screenshot, compare and report stages over two stand-in Storybook
 * builds in Chromium (fixtureBuild.ts), the image comparison on PNGs made here, and the base checkout. The two
 * real Storybook builds a full review makes are left to `npm run visual` itself (docs/visual-review.md).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWorktree, resolveCommit } from './builds.mjs';
import { compareScreens } from './compare.mjs';
import { FIXTURE_STORIES, writeFixtureBuild } from './fixtureBuild';
import { review, type Review } from './review.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'visual-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LOOK = { banner: '#0d6efd', card: 'Deep cleaning from ₹499' };
const asWritten = writeFixtureBuild(join(dir, 'as-written'), LOOK);

const reviewOf = (name: string, baseBuild: string, treeBuild: string) =>
  review({
    baseBuild,
    treeBuild,
    workDir: join(dir, name, 'work'),
    reportDir: join(dir, name, 'report'),
    workers: 1,
    labels: { base: 'base', tree: 'tree' },
  });

describe('the review of two Storybook builds', () => {
  // The banner (a large area) and the card's late text (a few letters) change; the clock, the spinner, the random
  // numbers and the button do not; the frame's time differs at every look. Both reviews run side by side, a
  // Chromium each.
  const base = writeFixtureBuild(join(dir, 'base'), { ...LOOK, unsteady: true });
  const changed = writeFixtureBuild(join(dir, 'changed'), {
    banner: '#dc3545',
    card: 'Deep cleaning from ₹599',
    unsteady: true,
  });
  let results: Review[] = [];
  beforeAll(async () => {
    results = await Promise.all([reviewOf('changed', base, changed), reviewOf('itself', asWritten, asWritten)]);
  }, 90_000);

  it('reports the stories that look different, the largest change first, and no other', () => {
    const [result] = results;
    expect(result.summary).toBe('2 changed, 1 unsteady');
    expect(result.stories).toBe(FIXTURE_STORIES.length + 1);
    expect(result.changes.map((change) => `${change.kind} ${change.id}`)).toEqual([
      'changed page--banner',
      'changed page--card',
      'unsteady page--unsteady',
    ]);
    expect(result.changes[0].share).toBeGreaterThan(result.changes[1].share);
    expect(result.changes[0].screens.map((screen) => screen.width)).toEqual(['desktop', 'phone']);
    expect(result.unfinished).toEqual([]);

    const html = readFileSync(result.reportPath, 'utf8');
    expect(html).toContain('Visual review: 2 changed, 1 unsteady');
    expect(html.indexOf('id="page--banner"')).toBeLessThan(html.indexOf('id="page--card"'));
    for (const other of ['page--button', 'page--clock', 'page--spinner']) expect(html).not.toContain(other);
    // Offline: every image the page shows is a file beside it (before, after and diff per story and width).
    const images = [...html.matchAll(/<img src="([^"]+)"/g)].map(([, src]) => src);
    expect(images).toHaveLength(3 * 2 * 3);
    for (const src of images) expect(existsSync(join(result.reportPath, '..', src)), src).toBe(true);
  });

  it('reports nothing for a build against itself', () => {
    const [, result] = results;
    expect(result.summary).toBe('0 changed');
    expect(result.changes).toEqual([]);
    expect(readFileSync(result.reportPath, 'utf8')).toContain('No story changed.');
  });
});

/** A `width` × `height` PNG file, white but for the pixels `dark` names (as 'x,y'). */
function png(path: string, width: number, height: number, dark: string[] = []): string {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const value = dark.includes(`${x},${y}`) ? 0 : 255;
      image.data.set([value, value, value, 255], (y * width + x) * 4);
    }
  writeFileSync(path, PNG.sync.write(image));
  return path;
}

describe('compareScreens', () => {
  it('gives the share of pixels that moved and writes a diff only then', () => {
    const plain = png(join(dir, 'plain.png'), 10, 10);
    const twoDots = png(join(dir, 'two-dots.png'), 10, 10, ['2,2', '7,7']);

    expect(compareScreens(plain, png(join(dir, 'plain-again.png'), 10, 10), join(dir, 'same.diff.png'))).toBe(0);
    expect(existsSync(join(dir, 'same.diff.png'))).toBe(false);
    expect(compareScreens(plain, twoDots, join(dir, 'dots.diff.png'))).toBe(2 / 100);
    expect(PNG.sync.read(readFileSync(join(dir, 'dots.diff.png'))).width).toBe(10);
  });

  it('counts what a taller screen added as moved', () => {
    const short = png(join(dir, 'short.png'), 10, 10);
    const tall = png(join(dir, 'tall.png'), 10, 20);
    expect(compareScreens(short, tall, join(dir, 'grown.diff.png'))).toBe(100 / 200);
  });
});

describe('the base checkout', () => {
  it('refuses a base that is no commit, an option-like one included', () => {
    expect(resolveCommit(ROOT, 'HEAD')).toMatch(/^[0-9a-f]{40}$/);
    expect(() => resolveCommit(ROOT, '--output=/tmp/x')).toThrow('--base --output=/tmp/x: not a commit');
  });

  it('shares node_modules and leaves it whole when the checkout is removed', () => {
    const checkout = join(dir, 'checkout');
    const remove = addWorktree(ROOT, resolveCommit(ROOT, 'HEAD'), checkout);
    expect(lstatSync(join(checkout, 'node_modules')).isSymbolicLink()).toBe(true);
    expect(existsSync(join(checkout, 'node_modules/pixelmatch/package.json'))).toBe(true);
    remove();
    expect(existsSync(checkout)).toBe(false);
    expect(existsSync(join(ROOT, 'node_modules/pixelmatch/package.json'))).toBe(true);
    expect(execFileSync('git', ['worktree', 'list'], { cwd: ROOT, encoding: 'utf8' })).not.toContain(checkout);
  });
});
