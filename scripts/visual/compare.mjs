/**
 * Compares two screenshots with pixelmatch: the share of pixels that moved, and a diff image when any did.
 * Screens of different sizes (a page grew) are compared on the larger of the two, the missing part filled with a
 * colour no screen uses, so what was added or cut off counts as moved.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** pixelmatch's own default: colour differences below it (and anti-aliased edges) do not count. */
const THRESHOLD = 0.1;

/** Opaque magenta: the part of the larger screen that the smaller one lacks. */
const MISSING = [255, 0, 255, 255];

/** `image` on a canvas of `width` × `height` filled with MISSING (itself when it already has that size). */
function onCanvas(image, width, height) {
  if (image.width === width && image.height === height) return image;
  const canvas = new PNG({ width, height });
  for (let i = 0; i < canvas.data.length; i += 4) canvas.data.set(MISSING, i);
  PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0);
  return canvas;
}

/**
 * The share (0…1) of pixels that differ between the PNG files `beforePath` and `afterPath`; when it is above 0,
 * the diff (moved pixels red over a faded copy of the screen) is written to `diffPath`.
 */
export function compareScreens(beforePath, afterPath, diffPath) {
  const files = [readFileSync(beforePath), readFileSync(afterPath)];
  // Chromium encodes a screen the same way every time: equal files are equal screens, with nothing to decode.
  if (files[0].equals(files[1])) return 0;
  const [before, after] = files.map((file) => PNG.sync.read(file));
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const diff = new PNG({ width, height });
  const moved = pixelmatch(
    onCanvas(before, width, height).data,
    onCanvas(after, width, height).data,
    diff.data,
    width,
    height,
    { threshold: THRESHOLD },
  );
  if (moved > 0) writeFileSync(diffPath, PNG.sync.write(diff));
  return moved / (width * height);
}
