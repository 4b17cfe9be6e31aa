/** The mutation runs' eager imports (mutationSetup.ts) cover every part Stryker mutates (stryker.config.mjs). */
import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { EQUIVALENT, PARTS } from '../../stryker.config.mjs';
import setup from './mutationSetup.ts?raw';

it('imports every glob of every mutation part before any test', () => {
  const globs = [...setup.matchAll(/^\s+'(\/[^']+)',$/gm)].map((m) => m[1].slice(1));
  const included = Object.values(PARTS)
    .flat()
    .filter((glob) => !glob.startsWith('!'));
  expect(globs.sort()).toEqual(included.sort());
});

it('names code that is still there for every equivalent mutant it leaves out', () => {
  const squeeze = (text: string) => text.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')');
  const gone = Object.entries(EQUIVALENT).flatMap(([file, entries]) => {
    const source = squeeze(readFileSync(file, 'utf8'));
    return entries.flatMap(([code, , within]) =>
      [code, within]
        .filter((text) => text !== undefined && !source.includes(squeeze(text)))
        .map((text) => `${file}: ${text}`),
    );
  });
  expect(gone).toEqual([]);
});
